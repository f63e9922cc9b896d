import { PageLink } from '../layout/PageLink';
import { Button } from '@medivia/ui/Button';
import { PageHeader } from '../layout/PageHeader';
import { routeTitle, type SiteContext } from '../routing/siteContext';
import { snippet } from './highlight';
import { Marked } from './Marked';
import { searchEntries } from './match';
import { cachedSearchDocuments } from './searchIndex';
import styles from './SearchPage.module.css';

/** Longer queries are cut: nobody types more, and every word costs an edit-distance pass over the index. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The search page: a plain GET form that works without JavaScript, the count in a status region and
 * the results with their matched words marked. The prerendered /pretraga shows it with no query; a
 * request with ?q= is rewritten to the app's dynamic search-results route, which passes the query.
 */
export function SearchPage({ ctx, query = '' }: { ctx: SiteContext; query?: string }) {
  const { intl, router, locale } = ctx;
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  const hits = trimmed ? searchEntries(cachedSearchDocuments(ctx), trimmed) : [];

  return (
    <>
      <PageHeader
        ctx={ctx}
        name="search"
        title={routeTitle(ctx, 'search')}
        lead={intl.t('search.lead')}
      />
      <div className={styles.page}>
        <form
          role="search"
          method="get"
          action={router.href('search', locale)}
          className={styles.form}
          aria-labelledby="search-page-label"
        >
          <label id="search-page-label" htmlFor="search-page-q" className={styles.label}>
            {intl.t('search.field')}
          </label>
          <div className={styles.row}>
            <input
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={trimmed}
              maxLength={MAX_QUERY_LENGTH}
              aria-describedby="search-page-hint"
              className={styles.input}
            />
            <Button type="submit">{intl.t('search.submit')}</Button>
          </div>
          <p id="search-page-hint" className={styles.hint}>
            {intl.t('search.hint')}
          </p>
        </form>

        <p role="status" className={styles.status}>
          {trimmed ? intl.t('search.count', { count: hits.length, query: trimmed }) : ''}
        </p>

        {!trimmed && <p className={styles.empty}>{intl.t('search.empty')}</p>}

        {trimmed && hits.length === 0 && (
          <div className={styles.empty}>
            <p>{intl.t('search.none.text')}</p>
            <p>
              <PageLink href={router.href('home', locale)}>{intl.t('search.none.home')}</PageLink>
            </p>
          </div>
        )}

        {hits.length > 0 && (
          <ol className={styles.results} aria-label={intl.t('search.results')}>
            {hits.map(({ entry, matched }) => (
              <li key={entry.href} className={styles.result}>
                <h2 className={styles.title}>
                  <PageLink href={entry.href}>
                    <Marked text={entry.title} matched={matched} />
                  </PageLink>
                </h2>
                <p className={styles.section}>{entry.section}</p>
                <p className={styles.snippet}>
                  <Marked
                    text={snippet([entry.excerpt, ...entry.paragraphs], matched, entry.excerpt)}
                    matched={matched}
                  />
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** The prerendered search page (no query) the route registry serves at /pretraga, /iskanje, /search. */
export function EmptySearchPage({ ctx }: { ctx: SiteContext }) {
  return <SearchPage ctx={ctx} />;
}
