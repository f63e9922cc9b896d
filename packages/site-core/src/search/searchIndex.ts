import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import { searchDocuments, type SearchContext, type SearchDocument } from './documents';
import type { SearchIndexFile } from './indexFile';

// Built once per market and locale: at build time for the index file, once per server for results pages.
const documentCache = new WeakMap<Market, Map<Locale, SearchDocument[]>>();

export function cachedSearchDocuments(ctx: SearchContext): SearchDocument[] {
  let perLocale = documentCache.get(ctx.market);
  if (!perLocale) documentCache.set(ctx.market, (perLocale = new Map()));
  let documents = perLocale.get(ctx.locale);
  if (!documents) perLocale.set(ctx.locale, (documents = searchDocuments(ctx)));
  return documents;
}

/** The index file of one locale: every entry without its full paragraphs, and the instant-result texts. */
export function buildSearchIndex(ctx: SearchContext): SearchIndexFile {
  const documents = cachedSearchDocuments(ctx);
  const { intl } = ctx;
  // Plural rules differ per language (Slovenian has a dual), so every possible count is formatted here.
  const counts = documents.map((_, index) => intl.t('search.instant.count', { count: index + 1 }));
  return {
    entries: documents.map(({ href, title, section, excerpt, terms }) => ({
      href,
      title,
      section,
      excerpt,
      terms,
    })),
    labels: {
      list: intl.t('search.instant.label'),
      all: intl.t('search.instant.all'),
      counts: [intl.t('search.instant.none'), ...counts],
    },
  };
}
