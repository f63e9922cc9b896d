import { fixedBrandIn } from '../../content/portfolio';
import {
  brandPageRoutes,
  isBrandPageDepartment,
  listedBrandPages,
  type BrandPage,
  type BrandPageDepartment,
} from '../../schema/brandPages';
import type { PublishedImage } from '../../schema/content';
import type { AreaContent, BrandMark } from '../../schema/portfolio';
import type { RouteName } from '../../routing/routeTable';
import { routeTitle, type SiteContext } from '../../routing/siteContext';

/** A brand as a tile lists it, from a content module or from the back office. */
export interface BrandListing {
  key: string;
  href: string;
  title: string;
  description: string;
  mark: BrandMark;
  /** The uploaded logo, where staff gave the brand one. */
  logo?: PublishedImage;
  /** The photo at the top of a back-office brand page, where staff uploaded one: its tile shows it too. */
  photo?: PublishedImage;
}

/** The tile of a fixed brand route, if it has a module and the market shows it. */
export function fixedBrandListing(ctx: SiteContext, name: RouteName): BrandListing | undefined {
  const brand = fixedBrandIn(ctx.market, name, ctx.locale);
  if (!brand || !ctx.router.isVisible(name)) return undefined;
  const { mark, logo } = brand.content;
  return {
    key: name,
    href: ctx.router.href(name, ctx.locale),
    title: routeTitle(ctx, name),
    description: ctx.intl.tm(`route.${name}.description`),
    mark,
    ...(logo ? { logo } : {}),
  };
}

export const fixedBrandListings = (ctx: SiteContext, names: readonly RouteName[]) =>
  names.flatMap((name) => fixedBrandListing(ctx, name) ?? []);

/** A back-office brand page's tile in the context's locale; call only for a listed page. */
export function brandPageListing(ctx: SiteContext, page: BrandPage): BrandListing {
  const copy = page.copy[ctx.locale]!;
  return {
    key: page.id,
    href: ctx.router.href(brandPageRoutes[page.department], ctx.locale, {
      slug: page.slug[ctx.locale]!,
    }),
    title: copy.title,
    description: copy.description,
    mark: page.mark,
    ...(page.logo ? { logo: page.logo } : {}),
    ...(page.hero ? { photo: page.hero } : {}),
  };
}

/** A department's back-office brand pages in the context's locale, where the market shows them. */
export function brandPageListings(
  ctx: SiteContext,
  department: BrandPageDepartment,
): BrandListing[] {
  if (!ctx.router.isVisible(brandPageRoutes[department])) return [];
  return listedBrandPages(ctx.market, department, ctx.locale).map((page) =>
    brandPageListing(ctx, page),
  );
}

/** The brands a department or service page presents: its fixed brands, then its back-office pages. */
export function areaBrands(ctx: SiteContext, area: AreaContent): BrandListing[] {
  return [
    ...fixedBrandListings(ctx, area.brands ?? []),
    ...(isBrandPageDepartment(area.route) ? brandPageListings(ctx, area.route) : []),
  ];
}
