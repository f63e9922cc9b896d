'use client';

import Link from 'next/link';
import { Dialog, DialogContent, DialogTitle } from '@medivia/ui/Dialog';
import { overlays, useOverlays } from '../overlays/overlayStore';
import type { NavItem } from '../routing/siteContext';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  labels: { open: string; title: string; close: string; contact: string };
  groups: { label: string; items: NavItem[] }[];
  pages: NavItem[];
  languages: { href: string; label: string; lang: string }[];
}

/** The sheet of the mobile menu, loaded on the first tap of the toggle. */
export function MobileMenuSheet({ labels, groups, pages, languages }: MobileMenuProps) {
  const open = useOverlays((s) => s.mobileMenuVisible);
  const close = () => overlays.closeMobileMenu();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        closeLabel={labels.close}
        className={styles.sheet}
        aria-describedby={undefined}
      >
        <DialogTitle className="visually-hidden">{labels.title}</DialogTitle>
        <nav aria-label={labels.title} className={styles.nav}>
          {groups.map((group) => (
            <section key={group.label} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.label}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={close}
                      aria-current={item.current ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className={styles.pages}>
            {pages.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={close}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </Link>
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
          <button type="button" className={styles.contact} onClick={() => overlays.openContact()}>
            {labels.contact}
          </button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
