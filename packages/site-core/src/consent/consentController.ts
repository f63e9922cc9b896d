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
    .then((response) => (response.ok ? (response.json() as Promise<AnalyticsSettings>) : { measurementId: null }))
    .then((body) => body.measurementId ?? null)
    .catch(() => null);
  return measurementId;
}

const callbacks: ConsentCallbacks = {
  onAnalytics(granted) {
    if (!granted) return denyAnalytics();
    void fetchMeasurementId().then(grantAnalytics);
  },
};

function loadDialog(current: ConsentDialogSettings) {
  return import('./consentDialog').then(async (dialog) => {
    await dialog.runConsentDialog(current, callbacks);
    return dialog;
  });
}

/**
 * Called once per page load after hydration. A returning visitor with a valid choice needs none of
 * the library's code: analytics starts (or not) from the stored cookie alone.
 */
export function startConsent(current: ConsentDialogSettings) {
  settings = current;
  const stored = readStoredConsent(document.cookie);
  if (stored) {
    if (stored.categories.includes('analytics')) callbacks.onAnalytics(true);
    return Promise.resolve();
  }
  return loadDialog(current).then(() => undefined);
}

/** The footer's "Cookie settings": loads the library if this page has not yet, then opens the preferences. */
export async function openConsentPreferences() {
  if (!settings) return;
  const dialog = await loadDialog(settings);
  dialog.showPreferences();
}
