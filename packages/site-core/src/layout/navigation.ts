import { routeNames, routeTable, type RouteName, type RouteSection } from '../routing/routeTable';
import { sectionLinks, type NavItem, type SiteContext } from '../routing/siteContext';

const inSection = (section: RouteSection): RouteName[] =>
  routeNames.filter(
    (name) => routeTable[name].section === section && !('parent' in routeTable[name]),
  );

export const departmentRoutes = inSection('department');
export const serviceRoutes = inSection('service');

export interface MainNavigation {
  services: NavItem[];
  departments: NavItem[];
  pages: NavItem[];
}

/** The header menus of spec §2, filtered by what the market shows. */
export function mainNavigation(ctx: SiteContext): MainNavigation {
  return {
    services: sectionLinks(ctx, serviceRoutes),
    departments: sectionLinks(ctx, departmentRoutes),
    pages: sectionLinks(ctx, ['about', 'careers', 'news']),
  };
}

/** The same page in each other locale of the market, or that locale's home page if untranslated. */
export function languageAlternates(ctx: SiteContext) {
  return ctx.router.locales
    .filter((locale) => locale !== ctx.locale)
    .map((locale) => ({
      locale,
      href:
        (ctx.route && ctx.router.alternate(ctx.route, ctx.locale, locale)) ??
        ctx.router.href('home', locale),
    }));
}
