import { PageLink } from '../../layout/PageLink';
import { notFound } from 'next/navigation';
import { ArrowRightIcon } from '@medivia/ui/Icon';
import { applyFilter, articlesIn, filterBySlug, type NewsFilter } from '../../schema/news';
import { PageHeader } from '../../layout/PageHeader';
import { feedHref } from '../../seo/newsFeed';
import type { SiteContext } from '../../routing/siteContext';
import { ArticleCard } from './ArticleCard';
import { NewsFilterNav } from './NewsFilterNav';
import { filterHref, filterPageCopy } from '../../content/newsText';
import styles from './NewsList.module.css';

function NewsList({ ctx, filter }: { ctx: SiteContext; filter: NewsFilter }) {
  const { intl, locale, market } = ctx;
  const articles = articlesIn(market.news, locale);
  const shown = applyFilter(articles, filter);
  const name = filter.kind === 'all' ? 'news' : 'newsCategory';
  const copy = filterPageCopy(ctx, filter);

  return (
    <>
      <PageHeader
        ctx={ctx}
        name={name}
        title={copy.title}
        eyebrow={copy.eyebrow}
        lead={copy.lead}
      />
      <div className={styles.page}>
        <NewsFilterNav ctx={ctx} active={filter} articles={articles} />
        <p className={styles.summary}>{intl.t('news.count', { count: shown.length })}</p>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((article) => (
              <li key={article.id}>
                <ArticleCard ctx={ctx} article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>{intl.t('news.empty.title')}</h2>
            <p>{intl.t('news.empty.text')}</p>
            <PageLink href={filterHref(ctx, { kind: 'all' })} className={styles.emptyLink}>
              {intl.t('news.empty.showAll')}
              <ArrowRightIcon />
            </PageLink>
          </div>
        )}
        <p className={styles.feed}>
          {/* A plain anchor: the feed is a file for feed readers, not a page for client navigation. */}
          <a href={feedHref(ctx.router, locale)} type="application/rss+xml">
            {intl.t('seo.feed.link')}
          </a>
        </p>
      </div>
    </>
  );
}

/** The news list with every article. */
export function NewsListPage({ ctx }: { ctx: SiteContext }) {
  return <NewsList ctx={ctx} filter={{ kind: 'all' }} />;
}

/** The news list of one post type or category, a prerendered page per filter slug. */
export function NewsCategoryPage({ ctx }: { ctx: SiteContext }) {
  const filter = filterBySlug(ctx.market.news, ctx.locale, ctx.route?.params.slug);
  if (!filter) notFound();
  return <NewsList ctx={ctx} filter={filter} />;
}
