import { z } from '../../validation/zod';
import { locales, type Locale } from '../../i18n/locales';

/** The file a page's copy in one locale lives in, as error messages and tests name it. */
export const contentFile = (page: string, locale: Locale) =>
  `site-core/src/content/company/${page}/${locale}.ts`;

/** The file of a page's seed copy in one locale (src/seed/: read by the back office's seed alone). */
export const seedFile = (page: string, locale: Locale) => `site-core/src/seed/${page}/${locale}.ts`;

/**
 * Parses one page's copy in every locale of the route table. Runs when the module is imported, so a
 * missing locale or field fails the build (and the tests) with the file's name.
 */
export function localizedContent<T extends z.ZodType>(
  page: string,
  schema: T,
  modules: Record<Locale, unknown>,
  fileOf: (page: string, locale: Locale) => string = seedFile,
): Record<Locale, z.infer<T>> {
  const parsed = {} as Record<Locale, z.infer<T>>;
  for (const locale of locales) {
    const file = fileOf(page, locale);
    if (modules[locale] === undefined)
      throw new Error(`${file}: missing (every locale needs its copy)`);
    const result = schema.safeParse(modules[locale]);
    if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
    parsed[locale] = result.data;
  }
  return parsed;
}

type Values = Record<string, string | number | undefined>;

/**
 * Fills {placeholders} in every string of a copy object. An unknown placeholder throws naming `source`
 * (code's copy: a build fails); with `keepUnknown` it stays as written (staff's text in the back
 * office: a typo there shows as typed, never breaks the page).
 */
export function fillCopy<T>(copy: T, values: Values, source: string, keepUnknown = false): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
        const replacement = values[name];
        if (replacement === undefined && keepUnknown) return placeholder;
        if (replacement === undefined)
          throw new Error(`${source}: no value for {${name}} in this market`);
        return String(replacement);
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return fill(copy) as T;
}
