'use client';

import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@medivia/ui/Icon';
import { overlays, useOverlays } from '../overlays/overlayStore';
import type { MobileMenuProps } from './MobileMenuSheet';
import styles from './MobileMenu.module.css';

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
