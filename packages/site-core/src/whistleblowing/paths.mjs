// @ts-check
// Plain JavaScript: next-config (withMarketRouting) reads it without a TypeScript loader.

/**
 * The whistleblowing page's path in each language (ARCHITECTURE: cro and bih
 * `/prijava-nepravilnosti`, slo `/prijava-krsitev`, `/en/whistleblowing`), below the locale's prefix.
 * The channel serves it itself (`/api/whistleblowing/page/{locale}`, rewritten before the
 * prerendered pages), so it is never in the page cache and runs none of the site's scripts.
 */
export const whistleblowingPaths = /** @type {const} */ ({
  hr: '/prijava-nepravilnosti',
  sl: '/prijava-krsitev',
  bs: '/prijava-nepravilnosti',
  en: '/whistleblowing',
});

/**
 * The page's address in a locale of a market whose default locale has no prefix.
 *
 * @param {keyof typeof whistleblowingPaths} locale
 * @param {string} defaultLocale
 */
export const whistleblowingHref = (locale, defaultLocale) =>
  locale === defaultLocale
    ? whistleblowingPaths[locale]
    : `/${locale}${whistleblowingPaths[locale]}`;

/** The handler behind the page of a locale. */
export const whistleblowingPageRoute = (/** @type {string} */ locale) =>
  `/api/whistleblowing/page/${locale}`;
