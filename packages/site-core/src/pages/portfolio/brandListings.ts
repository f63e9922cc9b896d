import { brandContent } from '../../content/portfolio';
import type { AreaContent, BrandMark } from '../../content/portfolio/model';
import type { RouteName } from '../../routing/routeTable';
import { routeTitle, type SiteContext } from '../../routing/siteContext';

/** A brand as a tile lists it. */
export interface BrandListing {
  key: string;
  href: string;
  title: string;
  description: string;
  mark: BrandMark;
}

/** The tile of a fixed brand route, if it has a module and the market shows it. */
export function fixedBrandListing(ctx: SiteContext, name: RouteName): BrandListing | undefined {
  const content = brandContent[name];
  if (!content || !ctx.router.isVisible(name)) return undefined;
  return {
    key: name,
    href: ctx.router.href(name, ctx.locale),
    title: routeTitle(ctx, name),
    description: ctx.intl.tm(`route.${name}.description`),
    mark: content.mark,
  };
}

export const fixedBrandListings = (ctx: SiteContext, names: readonly RouteName[]) =>
  names.flatMap((name) => fixedBrandListing(ctx, name) ?? []);

/** The brands a department or service page presents. */
export function areaBrands(ctx: SiteContext, area: AreaContent): BrandListing[] {
  return fixedBrandListings(ctx, area.brands ?? []);
}
