import type { Locale } from '../../i18n/locales';
import type { LocalizedText } from '../../market/types';

/**
 * A market text in the page's locale; a missing translation is a bug and throws naming the field. A
 * text left blank (nothing published yet, routing/siteState.ts) shows as nothing.
 */
export function localize(text: LocalizedText, locale: Locale, field: string): string {
  const value = text[locale];
  if (value === undefined) throw new Error(`Market.${field}: no ${locale} text`);
  return value;
}
