import { editDistance, typoAllowance } from './editDistance';
import { searchTerms } from './normalize';

/** One searchable page as both the results page and the instant results in the header see it. */
export interface SearchEntry {
  href: string;
  title: string;
  /** The localized name of the part of the site the page belongs to (Department, News, ...). */
  section: string;
  /** The page's lead, shown under the title. */
  excerpt: string;
  /** Folded words of the page body, each once, separated by spaces (see `uniqueTerms`). */
  terms: string;
}

export interface SearchHit<E extends SearchEntry = SearchEntry> {
  entry: E;
  score: number;
  /** Folded words of the page that matched a query word: what the results mark. */
  matched: ReadonlySet<string>;
}

/** How well a page word answers a query word: 3 the same word, 2 a longer form of it, 1 within its typo allowance. */
export function termQuality(queryWord: string, term: string): number {
  if (term === queryWord) return 3;
  if (term.startsWith(queryWord)) return 2;
  const max = typoAllowance(queryWord);
  if (max === 0) return 0;
  // From five letters on, a typo in the beginning of a longer word counts: "laboratorjsk" for "laboratorijskih".
  return editDistance(queryWord, term, max, queryWord.length >= 5) <= max ? 1 : 0;
}

// Title hits outrank body hits: a title match of any quality beats the best body match.
const TITLE_WEIGHT = 10;

interface EntryTerms {
  title: string[];
  body: string[];
}
const termCache = new WeakMap<SearchEntry, EntryTerms>();

function termsOf(entry: SearchEntry): EntryTerms {
  let terms = termCache.get(entry);
  if (!terms) {
    terms = {
      title: [...new Set(searchTerms(entry.title))],
      body: entry.terms.split(' ').filter(Boolean),
    };
    termCache.set(entry, terms);
  }
  return terms;
}

/**
 * Pages that contain every word of the query (in the title or the body, exactly, as a prefix or with
 * a small typo), best first: title hits before body hits, then closer matches, then the given order.
 */
export function searchEntries<E extends SearchEntry>(
  entries: readonly E[],
  query: string,
): SearchHit<E>[] {
  const words = [...new Set(searchTerms(query))];
  if (words.length === 0) return [];
  // Many pages share words; grade each distinct page word once per query word.
  const graders = words.map((word) => {
    const memo = new Map<string, number>();
    return (term: string) => {
      let quality = memo.get(term);
      if (quality === undefined) memo.set(term, (quality = termQuality(word, term)));
      return quality;
    };
  });

  const hits: SearchHit<E>[] = [];
  for (const entry of entries) {
    const { title, body } = termsOf(entry);
    const matched = new Set<string>();
    let score = 0;
    let missing = false;
    for (const grade of graders) {
      let best = { title: 0, body: 0 };
      for (const [field, terms] of [
        ['title', title],
        ['body', body],
      ] as const) {
        for (const term of terms) {
          const quality = grade(term);
          if (quality === 0) continue;
          matched.add(term);
          if (quality > best[field]) best = { ...best, [field]: quality };
        }
      }
      if (best.title === 0 && best.body === 0) {
        missing = true;
        break;
      }
      score += best.title * TITLE_WEIGHT + best.body;
    }
    if (!missing) hits.push({ entry, score, matched });
  }
  return hits.sort((a, b) => b.score - a.score);
}
