import type { LocalizedText } from '../../market/types';
import type { Locale } from '../../i18n/locales';

/**
 * A document of the generated types as read with `locale: 'all'`: its localized fields hold a value
 * per locale (what `payload generate:types` types as one locale's value).
 */
export type InAllLocales<Doc, Localized extends keyof Doc> = Omit<Doc, Localized> & {
  [Field in Localized]?: Partial<Record<Locale, Doc[Field]>> | null;
};

/** A localized text read with every locale, without the locales left empty. */
export function textsOf(
  value: Partial<Record<Locale, string | null | undefined>> | null | undefined,
) {
  const out: Partial<Record<Locale, string>> = {};
  for (const [locale, text] of Object.entries(value ?? {}) as [Locale, string | null][]) {
    if (typeof text === 'string' && text.trim()) out[locale] = text;
  }
  return out;
}

/** A text in every one of the market's locales, or undefined when one is missing. */
export function completeText(
  value: Partial<Record<Locale, string | null | undefined>> | null | undefined,
  locales: readonly Locale[],
): LocalizedText | undefined {
  const texts = textsOf(value);
  return locales.every((locale) => texts[locale]) ? (texts as LocalizedText) : undefined;
}
