'use client';

import { useEffect } from 'react';
import { Button } from '@medivia/ui/Button';
import { revealConsentBannerIfNeeded } from './consentBoot';
import {
  chooseFromBanner,
  openConsentPreferences,
  prepareConsentDialog,
  startConsent,
} from './consentController';
import { replayClick } from '../next/earlyClicks';
import type { ConsentDialogSettings } from './dialogConfig';
import styles from './CookieSettingsButton.module.css';

/**
 * The cookie-consent island of the layout. It renders nothing itself: after hydration it shows the
 * first layer where the head script could not (the 404) and applies a stored choice; the first layer
 * (ConsentBanner) is server HTML, so the library stays off the page.
 */
export function ConsentManager(props: ConsentDialogSettings) {
  useEffect(() => {
    // Runs once per page load: the layout, and so these props, persist across client navigations.
    revealConsentBannerIfNeeded();
    startConsent(props);
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

/** The first layer's answers: accept and reject with equal weight, and the way to choose per category. */
export function ConsentBannerActions(props: {
  acceptAll: string;
  rejectAll: string;
  showPreferences: string;
}) {
  // Fixed ids and the replay attribute: an answer given before hydration is clicked again after it.
  const answer = (choice: 'all' | 'necessary' | 'preferences') => ({
    id: `consent-${choice}`,
    ...replayClick,
    onPointerEnter: prepareConsentDialog,
    onFocus: prepareConsentDialog,
    onClick: () =>
      void (choice === 'preferences' ? openConsentPreferences() : chooseFromBanner(choice)),
  });
  return (
    <>
      <Button {...answer('all')}>{props.acceptAll}</Button>
      <Button {...answer('necessary')}>{props.rejectAll}</Button>
      <Button {...answer('preferences')} variant="secondary" aria-haspopup="dialog">
        {props.showPreferences}
      </Button>
    </>
  );
}
