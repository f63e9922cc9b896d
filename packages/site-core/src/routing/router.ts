import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import {
  routeNames,
  routeTable,
  type ParamSource,
  type ParamTranslator,
  type RouteName,
} from './routeTable';

export type { ParamSource, ParamTranslator };

export type RouteParams = { slug?: string };

/** A page a market can serve: a route and, for parametrised routes, its parameters per locale. */
export interface ResolvedRoute {
  name: RouteName;
  params: RouteParams;
}

export interface Router {
  readonly locales: Market['locales'];
  readonly defaultLocale: Locale;
  isVisible(name: RouteName): boolean;
  visibleRoutes(): RouteName[];
  href(name: RouteName, locale: Locale, params?: RouteParams): string;
  resolve(locale: Locale, path: string): ResolvedRoute | null;
  /** Every concrete page of a locale, for static params and sitemaps. */
  pages(locale: Locale): ResolvedRoute[];
  /** The same page in another locale of this market, or undefined if it has no translation. */
  alternate(route: ResolvedRoute, from: Locale, to: Locale): string | undefined;
}

const PARAM = '[slug]';

function fill(pattern: string, params: RouteParams): string {
  if (!pattern.includes(PARAM)) return pattern;
  if (!params.slug) throw new Error(`Route path ${pattern} needs a slug`);
  return pattern.replace(PARAM, params.slug);
}

export function createRouter(
  market: Pick<Market, 'locales' | 'features' | 'hiddenRoutes'>,
  paramSource: ParamSource = {},
  translateParam: ParamTranslator = () => undefined,
): Router {
  const defaultLocale = market.locales[0];
  const hidden = new Set<RouteName>(market.hiddenRoutes ?? []);

  const isVisible = (name: RouteName): boolean => {
    const def = routeTable[name];
    if (hidden.has(name)) return false;
    if ('requires' in def && !market.features[def.requires]) return false;
    return true;
  };
  const visible = routeNames.filter(isVisible);

  const href = (name: RouteName, locale: Locale, params: RouteParams = {}): string => {
    const path = fill(routeTable[name].paths[locale], params);
    if (locale === defaultLocale) return path;
    return path === '/' ? `/${locale}` : `/${locale}${path}`;
  };

  const pages = (locale: Locale): ResolvedRoute[] =>
    visible.flatMap((name) => {
      if (!routeTable[name].paths[locale].includes(PARAM)) return [{ name, params: {} }];
      const source = paramSource[name];
      return (source ? source(locale) : []).map((slug) => ({ name, params: { slug } }));
    });

  // Exact lookups: every concrete path of a locale, built once per locale.
  const byPath = new Map<Locale, Map<string, ResolvedRoute>>();
  const index = (locale: Locale) => {
    let table = byPath.get(locale);
    if (!table) {
      table = new Map(
        pages(locale).map((route) => [
          fill(routeTable[route.name].paths[locale], route.params),
          route,
        ]),
      );
      byPath.set(locale, table);
    }
    return table;
  };

  return {
    locales: market.locales,
    defaultLocale,
    isVisible,
    visibleRoutes: () => [...visible],
    href,
    pages,
    resolve: (locale, path) => {
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return index(locale).get(normalized || '/') ?? null;
    },
    alternate: (route, from, to) => {
      if (!market.locales.includes(to)) return undefined;
      if (!routeTable[route.name].paths[to].includes(PARAM)) return href(route.name, to);
      const slug = route.params.slug && translateParam(route.name, from, route.params.slug, to);
      return slug ? href(route.name, to, { slug }) : undefined;
    },
  };
}
