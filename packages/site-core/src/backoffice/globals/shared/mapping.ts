import type { Locale } from '../../../i18n/locales';
import type { LocalizedText } from '../../../market/types';
import { present, type PerLocale } from '../../collections/shared/mapping';

/**
 * What the mappings of the company's globals share (read with locale 'all'): whether a global was
 * ever saved, numbers staff left empty, and a page's copy per locale checked with the page's schema.
 */

/** A global saved at least once (one never saved reads as its defaults). */
export const saved = <Stored extends { updatedAt?: string | null }>(
  doc: Stored | null | undefined,
): doc is Stored => Boolean(doc?.updatedAt);

/** A number staff filled in, or undefined for one left empty. */
export const numberOrNothing = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A page-copy global (read with locale 'all') as the copy per locale, each parsed with the page's
 * schema: a locale whose copy the page could not show (never filled in) is left out, and keeps
 * site-core's copy. Undefined when the global was never saved or no locale parses.
 */
export function globalCopies<Stored extends { updatedAt?: string | null }, T>(
  doc: Stored | null | undefined,
  locales: readonly Locale[],
  parse: (stored: Stored, locale: Locale) => { success: true; data: T } | { success: false },
): PerLocale<T> | undefined {
  if (!saved(doc)) return undefined;
  const copies: PerLocale<T> = {};
  for (const locale of locales) {
    const parsed = parse(doc, locale);
    if (parsed.success) copies[locale] = parsed.data;
  }
  return Object.keys(copies).length ? copies : undefined;
}

/** A localized field with every locale of the market, or undefined when one is missing. */
export function complete(
  value: PerLocale<string | null | undefined> | null | undefined,
  locales: readonly Locale[],
): LocalizedText | undefined {
  const text = present<string>(value);
  return locales.every((locale) => text[locale]) ? text : undefined;
}
