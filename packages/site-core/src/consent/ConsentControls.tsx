'use client';

import { useEffect } from 'react';
import { openConsentPreferences, startConsent } from './consentController';
import type { ConsentDialogSettings } from './dialogConfig';
import styles from './CookieSettingsButton.module.css';

/**
 * The cookie-consent island of the layout. It renders nothing itself: after hydration it either
 * applies the stored choice or loads the consent dialog, so the library stays off the critical path.
 */
export function ConsentManager(props: ConsentDialogSettings) {
  useEffect(() => {
    // Runs once per page load: the layout, and so these props, persist across client navigations.
    void startConsent(props);
  }, [props]);
  return null;
}

/** The footer's way back to the consent choice: a button, since it opens a dialog rather than a page. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      onClick={() => void openConsentPreferences()}
    >
      {label}
    </button>
  );
}
