import type { Locale } from '../../i18n/locales';
import type { LocalizedText } from '../../market/types';

/** A market-config text in the page's locale; a missing translation is a config bug and throws naming the field. */
export function localize(text: LocalizedText, locale: Locale, field: string): string {
  const value = text[locale];
  if (!value) throw new Error(`Market.${field}: no ${locale} text`);
  return value;
}
