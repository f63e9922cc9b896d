'use client';

import { lazy, Suspense, useState } from 'react';
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

// Desktop visitors never need the sheet, and phones fetch it on the first tap of the toggle
// (React's lazy(): next/dynamic would add its loader to every page; see OverlayHost).
const MobileMenuSheet = lazy(() =>
  import('./MobileMenuSheet').then((m) => ({ default: m.MobileMenuSheet })),
);

/** Below the desktop breakpoint the header collapses into this sheet; opening it closes the contact form. */
export function MobileMenu(props: MobileMenuProps) {
  const { labels } = props;
  const open = useOverlays((s) => s.mobileMenuVisible);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
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
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...props} />
        </Suspense>
      )}
    </>
  );
}
