import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import type { RouteName } from '../routing/routeTable';
import { legalRoutes } from './company/legal';
import { areaRoutes } from './portfolio/areaRoutes';
import { fixedBrandRoutes } from './portfolio/brandRoutes';

/**
 * The fixed pages whose words staff keep in the back office, and where each page's published copy
 * is held. The site shows such a page only in a locale it has published copy in; the copy site-core
 * ships is seed data, never read by a page.
 */
type CopyFields = Pick<
  Market,
  'homeCopy' | 'aboutCopy' | 'careersCopy' | 'areaPages' | 'legalPages' | 'brandCopies'
>;

const perRoute = (
  routes: readonly RouteName[],
  copyOf: (market: Partial<CopyFields>, route: RouteName, locale: Locale) => unknown,
) => Object.fromEntries(routes.map((route) => [route, copyOf] as const));

const copyOfPage: Partial<
  Record<RouteName, (market: Partial<CopyFields>, route: RouteName, locale: Locale) => unknown>
> = {
  home: (market, _route, locale) => market.homeCopy?.[locale],
  about: (market, _route, locale) => market.aboutCopy?.[locale],
  careers: (market, _route, locale) => market.careersCopy?.[locale],
  ...perRoute(areaRoutes, (market, route, locale) => market.areaPages?.[route]?.[locale]),
  ...perRoute(legalRoutes, (market, route, locale) => market.legalPages?.[route]?.[locale]),
  ...perRoute(fixedBrandRoutes, (market, route, locale) => market.brandCopies?.[route]?.[locale]),
};

/** The routes whose page shows copy staff publish (home, about, careers, areas, legal, brands). */
export const writtenRoutes = Object.keys(copyOfPage) as RouteName[];

/** Whether a page can be shown in a locale: true for pages without copy of their own. */
export const isWrittenIn = (market: Partial<CopyFields>, route: RouteName, locale: Locale) => {
  const copyOf = copyOfPage[route];
  return !copyOf || copyOf(market, route, locale) !== undefined;
};

/** A page the market shows that lacks published copy in some of its locales. */
export interface UnwrittenPage {
  route: RouteName;
  locales: Locale[];
}

/** The pages among `routes` without published copy, and in which locales. */
export function unwrittenPages(
  market: Partial<CopyFields> & Pick<Market, 'locales'>,
  routes: readonly RouteName[],
): UnwrittenPage[] {
  return routes.flatMap((route) => {
    const locales = market.locales.filter((locale) => !isWrittenIn(market, route, locale));
    return locales.length ? [{ route, locales }] : [];
  });
}

/**
 * A page's published copy where the page renders: the site answers 404 before rendering a page
 * without it (site/writtenPagesOnly.ts), so its absence here is a bug, named as such.
 */
export function publishedCopy<T>(copy: T | undefined, route: RouteName, locale: Locale): T {
  if (copy === undefined)
    throw new Error(`The ${route} page has no published copy in ${locale}: it should answer 404`);
  return copy;
}
