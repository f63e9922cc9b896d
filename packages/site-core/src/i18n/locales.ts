/** Every locale the route table knows. `bs` is Bosnian (the spec's `ba` is Bashkir's code). */
export const locales = ['hr', 'sl', 'bs', 'en'] as const;
export type Locale = (typeof locales)[number];

/**
 * BCP 47 tags for <html lang>, Intl formatting and og:locale. The spec lists `sl-SL`, but SL is
 * Sierra Leone; Slovenia is SI, which screen readers and search engines expect.
 */
export const localeTags: Record<Locale, string> = {
  hr: 'hr-HR',
  sl: 'sl-SI',
  bs: 'bs-BA',
  en: 'en-US',
};

/** Each locale's name in its own language, as a language switcher shows it. */
export const localeNames: Record<Locale, string> = {
  hr: 'Hrvatski',
  sl: 'Slovenščina',
  bs: 'Bosanski',
  en: 'English',
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
