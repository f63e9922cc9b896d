'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CloseIcon, SearchIcon } from '@medivia/ui/Icon';
import { overlays, useOverlays } from '../overlays/overlayStore';
import { searchIndexHref } from '../search/indexFile';
import styles from './SearchToggle.module.css';

export interface SearchToggleProps {
  action: string;
  labels: {
    toggle: string;
    field: string;
    placeholder: string;
    submit: string;
    close: string;
    loading: string;
  };
}

// The matcher and the index load when the field first opens, never with the page.
const InstantResults = lazy(() =>
  import('../search/InstantResults').then((m) => ({ default: m.InstantResults })),
);

const noSubscription = () => () => {};
/** False in the server HTML and until hydration, true after: what works before JavaScript runs differs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Moves focus through the field and the instant results with the arrow keys. */
function moveFocus(form: HTMLFormElement, field: HTMLInputElement, step: 1 | -1) {
  const stops = [field, ...form.querySelectorAll<HTMLElement>('[data-search-result]')];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  stops[Math.min(Math.max(at + step, 0), stops.length - 1)]?.focus();
}

/**
 * A plain GET form to the search page behind a toggle, with instant results as you type. Before
 * hydration (or without JavaScript) the toggle is a link to the search page, whose own form works
 * without scripts; no search server is involved either way.
 */
export function SearchToggle({ action, labels }: SearchToggleProps) {
  const hydrated = useHydrated();
  const open = useOverlays((s) => s.searchVisible);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  // One listener on the form serves the field, the submit button and every result link (delegation).
  useEffect(() => {
    const panel = form.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        overlays.closeSearch();
        toggle.current?.focus();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && field.current) {
        event.preventDefault();
        moveFocus(panel, field.current, event.key === 'ArrowDown' ? 1 : -1);
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [hydrated]);

  if (!hydrated) {
    return (
      <div className={styles.root}>
        <a href={action} className={styles.toggle}>
          <SearchIcon />
          <span className="visually-hidden">{labels.toggle}</span>
        </a>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="site-search"
        onClick={() => overlays.toggleSearch()}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
        <span className="visually-hidden">{open ? labels.close : labels.toggle}</span>
      </button>
      <form
        ref={form}
        id="site-search"
        role="search"
        action={action}
        method="get"
        className={styles.form}
        hidden={!open}
      >
        <label htmlFor="site-search-q" className="visually-hidden">
          {labels.field}
        </label>
        <input
          ref={field}
          id="site-search-q"
          name="q"
          type="search"
          autoComplete="off"
          placeholder={labels.placeholder}
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          {labels.submit}
        </button>
        {opened && (
          <Suspense fallback={null}>
            <InstantResults
              query={query}
              indexUrl={searchIndexHref(action)}
              searchHref={action}
              loadingLabel={labels.loading}
            />
          </Suspense>
        )}
      </form>
    </div>
  );
}
