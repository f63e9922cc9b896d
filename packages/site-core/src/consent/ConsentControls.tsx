'use client';

import { useEffect } from 'react';
import { Button, buttonClassName } from '@medivia/ui/Button';
import { revealConsentBannerIfNeeded } from './consentBoot';
import {
  analyticsCheckboxId,
  consentChoiceAttribute,
  type BannerChoice,
  type BannerLabel,
} from './consentAnswer';
import { answerFromBanner, openConsentPreferences, startConsent } from './consentController';
import type { ConsentDialogSettings } from './dialogConfig';
import bannerStyles from './ConsentBanner.module.css';
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

/** The first layer's answers: accept and reject with equal weight, and a choice per category. */
export function ConsentBannerActions({ labels }: { labels: Record<BannerLabel, string> }) {
  const texts = (id: BannerLabel) => labels[id];
  // The head script (consentAnswer.ts) stores the answer on the click, hydrated or not; this handler
  // only starts analytics after it.
  const answer = (choice: BannerChoice) => ({
    [consentChoiceAttribute]: choice,
    onClick: () => void answerFromBanner(choice === 'save' ? checkedCategories() : choice),
  });
  return (
    <>
      <Button {...answer('all')}>{texts('acceptAll')}</Button>
      <Button {...answer('necessary')}>{texts('rejectAll')}</Button>
      {/* A native disclosure: it opens before the page's scripts have run, and without the library. */}
      <details className={bannerStyles.preferences}>
        <summary className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
          {texts('showPreferences')}
        </summary>
        <fieldset className={bannerStyles.categories}>
          <legend className={bannerStyles.legend}>{texts('preferences.title')}</legend>
          <label className={bannerStyles.category}>
            <input type="checkbox" checked disabled readOnly />
            {texts('necessary.title')}
          </label>
          <label className={bannerStyles.category}>
            <input type="checkbox" id={analyticsCheckboxId} name="analytics" />
            {texts('analytics.title')}
          </label>
          <p className={bannerStyles.categoryText}>{texts('analytics.description')}</p>
        </fieldset>
        <Button {...answer('save')} fullWidth>
          {texts('preferences.save')}
        </Button>
      </details>
    </>
  );
}

function checkedCategories(): string[] {
  const analytics = document.getElementById(analyticsCheckboxId) as HTMLInputElement | null;
  return analytics?.checked ? ['analytics'] : [];
}
