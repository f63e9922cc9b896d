import { consentBannerId, dismissConsentBanner } from './consentBoot';
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
 * The visitor is about to answer the banner (pointer over or focus on its buttons): fetch and start
 * the library now, so the answer is recorded at once on the click.
 */
export function prepareConsentDialog() {
  // A failed early fetch is not the visitor's problem yet: the click tries again and reports it.
  if (settings) loadDialog(settings).catch(() => undefined);
}

/**
 * "Accept all" or "Reject all" on the banner. The banner closes once the library has recorded the
 * choice (onChoice), not before: a visitor who moves on at once must not be asked again.
 */
export async function chooseFromBanner(choice: 'all' | 'necessary') {
  if (!settings) return;
  const dialog = await loadDialog(settings);
  dialog.acceptCategories(choice);
}

/** The footer's "Cookie settings": loads the library if this page has not yet, then opens the preferences. */
export async function openConsentPreferences() {
  if (!settings) return;
  const dialog = await loadDialog(settings);
  dialog.showPreferences();
}
