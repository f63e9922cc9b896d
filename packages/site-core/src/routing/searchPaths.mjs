// Plain JavaScript: the route table imports it, and so does next-config.mjs, which runs without a
// TypeScript loader and rewrites these paths to the app's dynamic search-results route.

/** Path of the search page per locale, without the locale prefix: the `search` route of the route table. */
export const searchPaths = {
  hr: '/pretraga',
  sl: '/iskanje',
  bs: '/pretraga',
  en: '/search',
};

/**
 * The app route (app/[lang]/search-results) that renders a query. It is internal: visitors see only the
 * localized search paths above, which next-config rewrites here when the request carries ?q=.
 */
export const searchResultsSegment = 'search-results';
