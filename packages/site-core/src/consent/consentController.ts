import { consentBannerId, consentNeededAttribute, dismissConsentBanner } from './consentBoot';
import { denyAnalytics, grantAnalytics } from './consentMode';
import { readStoredConsent } from './consentPolicy';
import type { ConsentCallbacks, ConsentDialogSettings } from './dialogConfig';

/** The runtime answer of GET /api/analytics-settings. */
export interface AnalyticsSettings {
  measurementId: string | null;
}

export const analyticsSettingsPath = '/api/analytics-settings';

let settings: ConsentDialogSettings | null = null;
let measurementId: Promise<string | null> | null = null;

/**
 * The measurement id comes from the server at run time, not from the prerendered page, so one build
 * can be deployed with or without analytics (and tests can supply an id). Asked only after consent.
 */
function fetchMeasurementId(): Promise<string | null> {
  measurementId ??= fetch(analyticsSettingsPath, { headers: { accept: 'application/json' } })
    .then((response) =>
      response.ok ? (response.json() as Promise<AnalyticsSettings>) : { measurementId: null },
    )
    .then((body) => body.measurementId ?? null)
    .catch(() => null);
  return measurementId;
}

/** The banner goes; a keyboard user whose focus was on it continues at the page's main content. */
function closeBanner() {
  const banner = document.getElementById(consentBannerId);
  const focusWasOnBanner = !!banner && banner.contains(document.activeElement);
  dismissConsentBanner();
  if (focusWasOnBanner) document.getElementById('main')?.focus({ preventScroll: true });
}

const callbacks: ConsentCallbacks = {
  onAnalytics(granted) {
    if (!granted) return denyAnalytics();
    void fetchMeasurementId().then(grantAnalytics);
  },
  onChoice: closeBanner,
};

function loadDialog(current: ConsentDialogSettings) {
  return import('./consentDialog').then(async (dialog) => {
    await dialog.runConsentDialog(current, callbacks);
    return dialog;
  });
}

/**
 * Called once per page load after hydration. A returning visitor with a valid choice needs none of
 * the library's code: analytics starts (or not) from the stored cookie alone. Without one, the
 * server-rendered banner is already showing and the library waits for the visitor's answer.
 */
export function startConsent(current: ConsentDialogSettings) {
  settings = current;
  const stored = readStoredConsent(document.cookie);
  if (stored?.categories.includes('analytics')) callbacks.onAnalytics(true);
}

/**
 * The banner's answer, after hydration. The head script (consentAnswer.ts) has stored it and closed
 * the banner on the click itself; what is left is to start analytics or keep it off. Where the head
 * script never ran (the 404 Next renders in the browser) the banner is still open: the library
 * records the answer instead.
 */
export async function answerFromBanner(choice: 'all' | 'necessary' | string[]) {
  if (!settings) return;
  if (!document.documentElement.hasAttribute(consentNeededAttribute)) {
    callbacks.onAnalytics(!!readStoredConsent(document.cookie)?.categories.includes('analytics'));
    return;
  }
  const dialog = await loadDialog(settings);
  dialog.acceptCategories(choice);
}

/** The footer's "Cookie settings": loads the library if this page has not yet, then opens the preferences. */
export async function openConsentPreferences() {
  if (!settings) return;
  const dialog = await loadDialog(settings);
  dialog.showPreferences();
}
