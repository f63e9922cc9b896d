import { getEnv } from '../env';
import { featureMessages } from '../i18n/catalogue';
import { marketMessages, type SiteIntl } from '../i18n/intl';
import { localeTags, type Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import type { Router } from '../routing/router';
import type { AnalyticsSettings } from './consentController';
import type { ConsentDialogSettings } from './dialogConfig';

/**
 * What the consent island gets: the consent.* texts of its locale only, formatted here on the
 * server (the island ships no message formatter), and the address of the cookie policy.
 */
export function consentDialogSettings(
  market: Market,
  locale: Locale,
  intl: SiteIntl,
  router: Pick<Router, 'href'>,
): ConsentDialogSettings {
  const ids = Object.keys(featureMessages(marketMessages(market, locale), 'consent.'));
  return {
    lang: localeTags[locale],
    texts: Object.fromEntries(ids.map((id) => [id, intl.tm(id)])),
    cookiePolicyHref: router.href('cookiePolicy', locale),
  };
}

/**
 * GET /api/analytics-settings: the measurement id of this deployment, read at request time so the
 * prerendered pages need no rebuild to switch analytics on or off. Public by nature (the id is in
 * every tag request), so it may be cached briefly.
 */
export function analyticsSettingsHandler() {
  return async function GET(): Promise<Response> {
    const body: AnalyticsSettings = { measurementId: getEnv().GA_MEASUREMENT_ID ?? null };
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=300' } });
  };
}
