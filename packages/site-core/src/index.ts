export { createSite, type Site } from './site/createSite';
export type * from './market/types';
export { routeTable, routeNames, type RouteName, type MarketFeature } from './routing/routeTable';
export { createRouter, type Router } from './routing/router';
export { locales, localeTags, type Locale } from './i18n/locales';
export { PostType, type NewsContent, type NewsArticle, type PostCategory } from './content/news';
