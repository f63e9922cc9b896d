/**
 * Text folding shared by the index and the query, so "dijagnostika", "Dijagnostika" and a word typed
 * without its diacritics (c for č and ć, s for š, z for ž, d for đ) meet in the same form.
 */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFD')
      // Combining marks are what NFD splits off č, ć, š, ž, é, ü, ...
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // đ and ø have no decomposition; visitors type them as d and o.
      .replace(/đ/g, 'd')
      .replace(/ø/g, 'o')
  );
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order; single letters carry no meaning for search and are dropped. */
export function searchTerms(text: string): string[] {
  return (foldText(text).match(WORD) ?? []).filter((word) => word.length > 1);
}

/** Each folded word once, in first-seen order. */
export function uniqueTerms(text: string): string[] {
  return [...new Set(searchTerms(text))];
}
