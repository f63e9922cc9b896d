import type { SiteContext } from '../../../routing/siteContext';
import type { RouteName } from '../../../routing/routeTable';
import type { LegalCopy } from '../schema';
import { fillCopy } from '../load';
import { companyPlaceholders } from '../placeholders';
import { cookiesCopy, cookiesModules } from './cookies';
import { privacyCopy, privacyModules } from './privacy';
import { termsCopy, termsModules } from './terms';
import { videoCopy, videoModules } from './video';

/** The legal routes, in the order their pages link to each other. */
export const legalRoutes = [
  'privacyPolicy',
  'cookiePolicy',
  'termsOfUse',
  'videoSurveillance',
] as const satisfies readonly RouteName[];
export type LegalRoute = (typeof legalRoutes)[number];

/** Each legal route's copy and the content folder it comes from (named in error messages). */
export const legalCopy = {
  privacyPolicy: { folder: 'legal/privacy', copy: privacyCopy, modules: privacyModules },
  cookiePolicy: { folder: 'legal/cookies', copy: cookiesCopy, modules: cookiesModules },
  termsOfUse: { folder: 'legal/terms', copy: termsCopy, modules: termsModules },
  videoSurveillance: { folder: 'legal/video', copy: videoCopy, modules: videoModules },
} satisfies Record<LegalRoute, unknown>;

/**
 * A legal page's copy in the page's locale with the market's facts filled in, as staff publish it in
 * the back office (a placeholder they mistype shows as typed); undefined where none is published.
 */
export function legalPageCopy(
  ctx: Pick<SiteContext, 'market' | 'locale'>,
  name: LegalRoute,
): LegalCopy | undefined {
  const { market, locale } = ctx;
  const published = market.legalPages?.[name]?.[locale];
  return published && fillCopy(published, companyPlaceholders(ctx), `legal page ${name}`, true);
}
