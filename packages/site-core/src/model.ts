/**
 * Entry `@medivia/site-core/model`: the market model without React, CSS or Next, so plain Node
 * (an app's market data and its jest test, Playwright specs, tsx scripts) can load it. The main
 * entry re-exports all of it.
 */
export type * from './market/types';
export type { MarketSeed, SeededMarket } from './seed/marketSeed';
export {
  routeTable,
  routeNames,
  type RouteName,
  type MarketFeature,
  type ParamSource,
  type ParamTranslator,
} from './routing/routeTable';
export { createRouter, type Router, type ResolvedRoute, type RouteParams } from './routing/router';
export { createMarketRouter } from './routing/marketRouter';
export {
  launchChecklist,
  missingContent,
  type MissingContent,
  type SampleMarks,
  type SampleValue,
} from './market/launchChecklist';
export {
  isClosedOpeningPage,
  isOpen,
  openOpenings,
  openingsOf,
  openingBySlug,
  retentionEnd,
} from './schema/openings';
export { locales, localeTags, localeNames, isLocale, type Locale } from './i18n/locales';
export { coreCatalogues, type MessageId } from './i18n/catalogue';
export {
  PostType,
  articlesIn,
  type NewsContent,
  type NewsArticle,
  type PostCategory,
  type LocalizedArticle,
} from './schema/news';
export { validateNews } from './schema/newsSchema';
export {
  brandPageSchema,
  brandPageSlugProblem,
  brandPageRoutes,
  type BrandPage,
  type BrandPageCopy,
  type BrandPageDepartment,
} from './schema/brandPages';
export { fixedBrandRoutes, type FixedBrandRoute } from './content/portfolio/brandRoutes';
