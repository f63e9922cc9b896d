import { childRoutes, type RouteName } from '../routing/routeTable';
import { sectionLinks, type NavItem, type SiteContext } from '../routing/siteContext';

/** The pages each overview lists, and each header menu below its overview link. */
export const departmentRoutes = childRoutes('departments');
export const serviceRoutes = childRoutes('services');

export interface MainNavigation {
  services: NavItem[];
  departments: NavItem[];
  pages: NavItem[];
}

/** A menu's first link: the section's overview page, named as the whole section ("All services"). */
function overviewLink(ctx: SiteContext, name: RouteName, label: string): NavItem[] {
  if (!ctx.router.isVisible(name)) return [];
  return [
    {
      href: ctx.router.href(name, ctx.locale),
      label,
      current: ctx.route?.name === name,
    },
  ];
}

/** The header menus of spec §2, filtered by what the market shows. */
export function mainNavigation(ctx: SiteContext): MainNavigation {
  return {
    services: [
      ...overviewLink(ctx, 'services', ctx.intl.t('nav.allServices')),
      ...sectionLinks(ctx, serviceRoutes),
    ],
    departments: [
      ...overviewLink(ctx, 'departments', ctx.intl.t('nav.allDepartments')),
      ...sectionLinks(ctx, departmentRoutes),
    ],
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
