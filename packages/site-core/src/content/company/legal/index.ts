import type { SiteContext } from '../../../routing/siteContext';
import type { RouteName } from '../../../routing/routeTable';
import type { LegalCopy } from '../../../schema/company';
import { fillCopy } from '../load';
import { companyPlaceholders } from '../placeholders';

/** The legal routes, in the order their pages link to each other. */
export const legalRoutes = [
  'privacyPolicy',
  'cookiePolicy',
  'termsOfUse',
  'videoSurveillance',
] as const satisfies readonly RouteName[];
export type LegalRoute = (typeof legalRoutes)[number];

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
