/**
 * Google Consent Mode v2: every storage denied until the visitor chooses. We run no advertising, so
 * only analytics_storage is ever granted.
 */
export const consentDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500,
} as const;

/**
 * The inline <head> script that sets the defaults before any other script runs, so a tag added later
 * (by us or a tag manager) starts denied. A constant text: the CSP allows it by its sha256 hash.
 */
export const consentDefaultsScript =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}' +
  `gtag('consent','default',${JSON.stringify(consentDefaults)});`;

/** Where the analytics tag is loaded from; browser tests intercept this address. */
export const analyticsTagUrl = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * The page's gtag, which the inline defaults define. Where that script did not run (a policy that
 * blocked it), the defaults are set here first, so they still come before the tag.
 */
function gtag(): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer ??= [];
  window.gtag = function queue() {
    // gtag.js reads the Arguments objects, not arrays, from the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', consentDefaults);
  return window.gtag;
}

let loadedTag: string | null = null;

/**
 * After the visitor accepted analytics: grant analytics storage (advertising stays denied, we run
 * none) and load the GA4 tag once per page load. Nothing happens without a measurement id.
 */
export function grantAnalytics(measurementId: string | null) {
  if (!measurementId) return;
  const tag = gtag();
  tag('consent', 'update', { analytics_storage: 'granted' });
  if (loadedTag === measurementId) return;
  loadedTag = measurementId;
  tag('js', new Date());
  tag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${analyticsTagUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** After the visitor withdrew consent: the library erases the _ga cookies and reloads the page. */
export function denyAnalytics() {
  if (window.gtag) window.gtag('consent', 'update', { analytics_storage: 'denied' });
}
