'use client';

import { PageLink } from '../layout/PageLink';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Marked } from './Marked';
import { searchEntries } from './match';
import { searchTerms } from './normalize';
import type { SearchIndexFile } from './indexFile';
import styles from './InstantResults.module.css';

/** How many pages the header lists; the rest are one Enter away on the results page. */
export const INSTANT_LIMIT = 6;

const indexes = new Map<string, Promise<SearchIndexFile>>();

/** Fetches a locale's index once per page load; a failed fetch is forgotten so the next opening retries. */
export function loadSearchIndex(url: string): Promise<SearchIndexFile> {
  let index = indexes.get(url);
  if (!index) {
    index = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    });
    index.catch(() => indexes.delete(url));
    indexes.set(url, index);
  }
  return index;
}

export interface InstantResultsProps {
  query: string;
  indexUrl: string;
  /** The search page; "show all" leads there with the query. */
  searchHref: string;
  /** Said while the visitor types before the index has arrived. */
  loadingLabel: string;
}

/**
 * Results under the header's search field as the visitor types: a status line that screen readers
 * announce and a list of plain links. While the index is on its way the status says so; if it fails
 * the status falls silent and the form submits to the results page as it does without JavaScript.
 */
export function InstantResults({ query, indexUrl, searchHref, loadingLabel }: InstantResultsProps) {
  const [index, setIndex] = useState<SearchIndexFile | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setFailed(false);
    loadSearchIndex(indexUrl).then(
      (loaded) => current && setIndex(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [indexUrl]);

  // Typing stays responsive: matching runs on the deferred value.
  const deferred = useDeferredValue(query);
  const active = searchTerms(deferred).length > 0;
  const hits = useMemo(
    () => (index && active ? searchEntries(index.entries, deferred) : []),
    [index, active, deferred],
  );
  const counts = index?.labels.counts ?? [];
  const status = !active
    ? ''
    : index
      ? counts[Math.min(hits.length, counts.length - 1)]
      : failed
        ? ''
        : loadingLabel;

  return (
    <div className={styles.root}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {index && hits.length > 0 && (
        <ul className={styles.list} aria-label={index.labels.list}>
          {hits.slice(0, INSTANT_LIMIT).map(({ entry, matched }) => (
            <li key={entry.href}>
              <PageLink href={entry.href} className={styles.link} data-search-result="">
                <span className={styles.title}>
                  <Marked text={entry.title} matched={matched} />
                </span>
                <span className={styles.section}>{entry.section}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
      {index && hits.length > INSTANT_LIMIT && (
        <a
          href={`${searchHref}?q=${encodeURIComponent(deferred.trim())}`}
          className={styles.all}
          data-search-result=""
        >
          {index.labels.all}
        </a>
      )}
    </div>
  );
}
