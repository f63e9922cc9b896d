'use client';

import Link from 'next/link';
import { Dialog, DialogContent, DialogTitle } from '@medivia/ui/Dialog';
import { MenuIcon } from '@medivia/ui/Icon';
import { overlays, useOverlays } from '../overlays/overlayStore';
import type { NavItem } from '../site/context';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  labels: { open: string; title: string; close: string; contact: string };
  groups: { label: string; items: NavItem[] }[];
  pages: NavItem[];
  languages: { href: string; label: string; lang: string }[];
}

/** Below the desktop breakpoint the header collapses into this sheet; opening it closes the contact form. */
export function MobileMenu({ labels, groups, pages, languages }: MobileMenuProps) {
  const open = useOverlays((s) => s.mobileMenuVisible);
  const close = () => overlays.closeMobileMenu();
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => overlays.toggleMobileMenu()}
      >
        <MenuIcon />
        <span>{labels.open}</span>
      </button>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
        <DialogContent closeLabel={labels.close} className={styles.sheet} aria-describedby={undefined}>
          <DialogTitle className="visually-hidden">{labels.title}</DialogTitle>
          <nav aria-label={labels.title} className={styles.nav}>
            {groups.map((group) => (
              <section key={group.label} className={styles.group}>
                <h2 className={styles.groupTitle}>{group.label}</h2>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} onClick={close} aria-current={item.current ? 'page' : undefined}>
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
                  <Link href={item.href} onClick={close} aria-current={item.current ? 'page' : undefined}>
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
    </>
  );
}
