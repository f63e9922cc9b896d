import type { CollectionBeforeOperationHook } from 'payload';

/**
 * A media upload or change sent without `?locale=` is written in the market's default language.
 * Localization has no fallback (marketLocales.mts), so Payload left such a request without a locale:
 * the alt text typed with it was validated as the default language's and then stored under none, so
 * the picture had no alt at all. With S3 the storage adapter saves the file's details again, in the
 * default language, where the alt was missing: 400 "The following field is invalid: Alt" on
 * PostgreSQL with S3 while SQLite without it took the upload. One rule everywhere now: the alt text
 * is required in the language the request is in, the default one unless it names another.
 */
export const writtenInDefaultLanguage =
  (defaultLocale: string): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args;
    if (!req.locale) req.locale = defaultLocale;
    return args;
  };
