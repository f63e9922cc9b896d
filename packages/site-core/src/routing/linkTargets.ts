import type { Locale } from '../i18n/locales';
import type { RouteName } from './routeTable';

/** Where rich text's links to back-office documents lead: the data (./internalLinks.ts renders). */

/** The page a published document is shown on: a fixed route, or a route with its slug per language. */
export interface LinkTarget {
  route: RouteName;
  slugs?: Partial<Record<Locale, string>>;
}

/** Published documents' pages, by `collection:id` (linkTargetKey). */
export type LinkTargets = Readonly<Record<string, LinkTarget>>;

export const linkTargetKey = (collection: string, id: unknown) => `${collection}:${String(id)}`;
