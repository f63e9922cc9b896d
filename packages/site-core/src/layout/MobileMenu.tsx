'use client';

import { PageLink } from './PageLink';
import { useEffect, useRef } from 'react';
import { CloseIcon, MenuIcon } from '@medivia/ui/Icon';
import { overlays, useOverlays } from '../overlays/overlayStore';
import type { NavItem } from '../routing/siteContext';
import { ContactLink } from './ContactLink';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  labels: { open: string; title: string; close: string; contact: string };
  /** The contact page: the menu's Contact is a link to it that opens the overlay once hydrated. */
  contactHref: string;
  groups: { label: string; items: NavItem[] }[];
  pages: NavItem[];
  languages: { href: string; label: string; lang: string }[];
}

/**
 * Below the desktop breakpoint the header collapses into this menu: a native <details>, so the
 * browser opens it and its links work with scripts off or not yet loaded. Its panel is plain
 * server-rendered links (no sheet code to fetch); once hydrated the overlay store owns the state,
 * so opening it closes the contact form and locks the page's scroll.
 */
export function MobileMenu({ labels, groups, pages, languages, contactHref }: MobileMenuProps) {
  const open = useOverlays((s) => s.mobileMenuVisible);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openedHere = useRef(false);

  // Opened natively before hydration: take that state over instead of closing it. After a task, as
  // the first page landing (SiteRuntime) closes every overlay in the effects of this same commit.
  useEffect(() => {
    const takeOver = setTimeout(() => {
      if (rootRef.current?.open && !overlays.get().mobileMenuVisible) overlays.toggleMobileMenu();
    }, 0);
    return () => clearTimeout(takeOver);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (openedHere.current) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    openedHere.current = false;
    const close = (returnFocus: boolean) => {
      overlays.closeMobileMenu();
      if (returnFocus) toggleRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => overlays.closeMobileMenu();
  const linkProps = (item: NavItem) => ({
    href: item.href,
    onClick: close,
    'aria-current': item.current ? ('page' as const) : undefined,
  });

  return (
    <details ref={rootRef} open={open} className={styles.menu}>
      <summary
        ref={toggleRef}
        className={styles.toggle}
        onClick={(event) => {
          // The store decides, so the native toggle must not flip the element a second time.
          event.preventDefault();
          openedHere.current = !open;
          overlays.toggleMobileMenu();
        }}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span>{labels.open}</span>
      </summary>
      <div ref={panelRef} className={styles.sheet}>
        <nav aria-label={labels.title} className={styles.nav}>
          {groups.map((group) => (
            <section key={group.label} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.label}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <PageLink {...linkProps(item)}>{item.label}</PageLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className={styles.pages}>
            {pages.map((item) => (
              <li key={item.href}>
                <PageLink {...linkProps(item)}>{item.label}</PageLink>
              </li>
            ))}
            {languages.map((language) => (
              <li key={language.href}>
                <a href={language.href} hrefLang={language.lang} lang={language.lang}>
                  {language.label}
                </a>
              </li>
            ))}
          </ul>
          <ContactLink label={labels.contact} href={contactHref} size="lg" />
        </nav>
      </div>
    </details>
  );
}
