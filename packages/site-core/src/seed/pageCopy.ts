import { aboutCopy } from './about';
import { careersCopy } from './careers';
import { homeCopyFromMessages } from '../content/company/home';
import { legalRoutes, type LegalRoute } from '../content/company/legal';
import { legalCopy } from './legal';
import { areaCopies, brandCopies } from './portfolio';
import { areaRoutes } from '../content/portfolio/areaRoutes';
import { fixedBrandRoutes } from '../content/portfolio/brandRoutes';
import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import type { RouteName } from '../routing/routeTable';

/** The fixed pages' words an empty database is loaded with. */
export type PageCopySeed = Required<
  Pick<
    Market,
    'homeCopy' | 'aboutCopy' | 'careersCopy' | 'areaPages' | 'legalPages' | 'brandCopies'
  >
>;

const inLocales = <T>(locales: readonly Locale[], copyIn: (locale: Locale) => T | undefined) =>
  Object.fromEntries(
    locales.flatMap((locale) => {
      const copy = copyIn(locale);
      return copy === undefined ? [] : [[locale, copy]];
    }),
  ) as Partial<Record<Locale, T>>;

const perRoute = <T>(
  routes: readonly RouteName[],
  locales: readonly Locale[],
  copyIn: (route: RouteName, locale: Locale) => T | undefined,
) =>
  Object.fromEntries(
    routes.map((route) => [route, inLocales(locales, (locale) => copyIn(route, locale))]),
  ) as Partial<Record<RouteName, Partial<Record<Locale, T>>>>;

/**
 * The copy site-core ships for the fixed pages (home, about, careers, the department, service,
 * brand and legal pages) in the market's locales, with what the market config says of its own.
 * Read by the back office's seed alone (and tests): pages read what staff publish.
 */
export function pageCopySeed(market: Market): PageCopySeed {
  const { locales } = market;
  return {
    homeCopy:
      market.homeCopy ??
      inLocales(locales, (locale) => homeCopyFromMessages(getIntl(market, locale))),
    aboutCopy: market.aboutCopy ?? inLocales(locales, (locale) => aboutCopy[locale]),
    careersCopy: market.careersCopy ?? inLocales(locales, (locale) => careersCopy[locale]),
    areaPages:
      market.areaPages ??
      perRoute(areaRoutes, locales, (route, locale) => areaCopies[route]?.[locale]),
    legalPages:
      market.legalPages ??
      perRoute(
        legalRoutes,
        locales,
        (route, locale) => legalCopy[route as LegalRoute].copy[locale],
      ),
    brandCopies:
      market.brandCopies ??
      perRoute(fixedBrandRoutes, locales, (route, locale) => brandCopies[route]?.[locale]),
  };
}

/** The market with the seed's page copy: what a freshly seeded site shows (tests render from it). */
export const withSeedPageCopy = <M extends Market>(market: M): M => ({
  ...market,
  ...pageCopySeed(market),
});
