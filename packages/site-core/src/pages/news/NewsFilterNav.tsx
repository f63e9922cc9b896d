import { PageLink } from '../../layout/PageLink';
import { VisuallyHidden } from '@medivia/ui/VisuallyHidden';
import {
  applyFilter,
  newsFilters,
  type LocalizedArticle,
  type NewsFilter,
} from '../../schema/news';
import type { SiteContext } from '../../routing/siteContext';
import { filterHref, filterLabel } from '../../content/newsText';
import styles from './NewsList.module.css';

const sameFilter = (a: NewsFilter, b: NewsFilter) =>
  a.kind === b.kind &&
  (a.kind !== 'type' || a.type === (b as typeof a).type) &&
  (a.kind !== 'category' || a.category.id === (b as typeof a).category.id);

/**
 * The category filter: real links to prerendered pages, so it works without JavaScript; the page
 * being shown is marked with aria-current.
 */
export function NewsFilterNav({
  ctx,
  active,
  articles,
}: {
  ctx: SiteContext;
  active: NewsFilter;
  articles: LocalizedArticle[];
}) {
  const filters: NewsFilter[] = [{ kind: 'all' }, ...newsFilters(ctx.market.news, ctx.locale)];
  return (
    <nav className={styles.filters} aria-label={ctx.intl.t('news.filter.label')}>
      <ul className={styles.filterList}>
        {filters.map((filter) => {
          const key =
            filter.kind === 'category'
              ? filter.category.id
              : filter.kind === 'type'
                ? filter.type
                : 'all';
          const current = sameFilter(filter, active);
          const count = applyFilter(articles, filter).length;
          return (
            <li key={key} data-group={filter.kind}>
              <PageLink
                href={filterHref(ctx, filter)}
                className={styles.filter}
                aria-current={current ? 'page' : undefined}
                scroll={false}
              >
                {filterLabel(ctx.intl, filter, ctx.locale)}
                <span className={styles.count} aria-hidden="true">
                  {count}
                </span>
                <VisuallyHidden> ({ctx.intl.t('news.count', { count })})</VisuallyHidden>
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
