import type { Locale } from './locales';

/** A language of the back office's screens: one Payload ships translations for. */
export type AdminLanguage = 'hr' | 'sl' | 'en';

/**
 * The language a market's staff work in, for the admin. Payload has no Bosnian; Croatian is the
 * closest it ships (the same Latin script and ijekavian forms as Bosnian; Serbian Latin is ekavian).
 */
export const adminLanguageOf: Record<Locale, AdminLanguage> = {
  hr: 'hr',
  sl: 'sl',
  bs: 'hr',
  en: 'en',
};

/** Payload's language cookie (its cookiePrefix is the default, `payload`). */
export const adminLanguageCookie = 'payload-lng';
