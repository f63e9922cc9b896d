import type { Locale } from '../i18n/locales';

/** The visible copy of one page, per locale, and how long the editorial rules want it. */
export interface ContentPage {
  /** Where the copy lives (a content file or a back-office record), named in every problem. */
  source: string;
  /** The page's copy in each locale as plain text; a locale the page lacks is left out. */
  text: Partial<Record<Locale, string>>;
  /** Word bounds per locale: enough to be worth a page, short enough to be read. */
  words: { min: number; max?: number };
}

/** Words a reader sees: runs of text holding at least one letter (numbers and dashes alone do not count). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

/** Every string of a copy object, in order (headings, paragraphs, list items, nested fields). */
export function copyStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(copyStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(copyStrings);
  return [];
}

/**
 * The editorial problems of the site's copy: a page missing in a locale, or shorter or longer than
 * its rules allow there. Pure, so the tests and the back office's seed run the same check; an empty
 * list means the content may ship.
 */
export function validateContent(
  pages: readonly ContentPage[],
  locales: readonly Locale[],
): string[] {
  const problems: string[] = [];
  for (const { source, text, words } of pages) {
    for (const locale of locales) {
      const copy = text[locale];
      if (copy === undefined) {
        problems.push(`${source}: no copy in ${locale}`);
        continue;
      }
      const count = wordCount(copy);
      if (count < words.min)
        problems.push(`${source}: ${count} words in ${locale}, needs at least ${words.min}`);
      if (words.max !== undefined && count > words.max)
        problems.push(`${source}: ${count} words in ${locale}, allows at most ${words.max}`);
    }
  }
  return problems;
}
