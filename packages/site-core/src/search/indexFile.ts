import type { SearchEntry } from './match';

/**
 * The shape of a locale's search index file and where it lives. Kept apart from the index builder,
 * which pulls in every content module, so the header's client code can import it.
 */

/** Texts of the instant results, shipped with the index so the header needs no catalogue of its own. */
export interface InstantSearchLabels {
  list: string;
  all: string;
  /** `counts[n]` announces n results; counts[0] says nothing matched. */
  counts: string[];
}

/** What the header fetches when the search field opens. */
export interface SearchIndexFile {
  entries: SearchEntry[];
  labels: InstantSearchLabels;
}

/**
 * The same-origin address of a locale's index beside its search page: /pretraga -> /search-index.json,
 * /en/search -> /en/search-index.json (the app route app/[lang]/search-index.json).
 */
export function searchIndexHref(searchHref: string): string {
  return `${searchHref.slice(0, searchHref.lastIndexOf('/'))}/search-index.json`;
}
