'use client';

import { useEffect, useRef } from 'react';
import { CloseIcon, SearchIcon } from '@medivia/ui/Icon';
import { overlays, useOverlays } from '../overlays/overlayStore';
import styles from './SearchToggle.module.css';

export interface SearchToggleProps {
  action: string;
  labels: { toggle: string; field: string; placeholder: string; submit: string; close: string };
}

/** A plain GET form behind a toggle: it works without JavaScript and needs no search server. */
export function SearchToggle({ action, labels }: SearchToggleProps) {
  const open = useOverlays((s) => s.searchVisible);
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

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
          placeholder={labels.placeholder}
          className={styles.input}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            overlays.closeSearch();
            toggle.current?.focus();
          }}
        />
        <button type="submit" className={styles.submit}>
          {labels.submit}
        </button>
      </form>
    </div>
  );
}
