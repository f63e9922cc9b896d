import { publishedCopy } from '../../content/writtenPages';
import { areaContent, brandContent, fixedBrandIn } from '../../content/portfolio';
import { brandPageAt, isBrandPageDepartment } from '../../schema/brandPages';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { areaBrands, brandPageListings, fixedBrandListings } from './brandListings';
import { BrandTemplate } from './BrandTemplate';
import { childRoutes, parentRoute } from './routeLinks';

/** A brand page of the route table, its copy as published in the back office (or its module's). */
export function BrandPage({ ctx }: { ctx: SiteContext }) {
  const name = ctx.route!.name;
  const brand = publishedCopy(fixedBrandIn(ctx.market, name, ctx.locale), name, ctx.locale);
  const { content, copy } = brand;
  const parent = parentRoute(name);
  const parentIsBrand = parent !== undefined && brandContent[parent] !== undefined;
  const siblings = parent
    ? [
        ...fixedBrandListings(
          ctx,
          childRoutes(parent).filter((other) => other !== name),
        ),
        ...(isBrandPageDepartment(parent) ? brandPageListings(ctx, parent) : []),
      ]
    : [];
  return (
    <BrandTemplate
      ctx={ctx}
      view={{
        name,
        title: routeTitle(ctx, name),
        eyebrow: parentIsBrand ? routeTitle(ctx, parent) : ctx.intl.t('portfolio.eyebrow.brand'),
        content,
        copy,
        children: fixedBrandListings(ctx, content.children ?? childRoutes(name)),
        siblings,
      }}
    />
  );
}

/** A brand page written in the back office, found by the route's slug among the market's brand pages. */
export function BackOfficeBrandPage({ ctx }: { ctx: SiteContext }) {
  const { name, params } = ctx.route!;
  const page = brandPageAt(ctx.market, name, ctx.locale, params.slug);
  if (!page) throw new Error(`No brand page at ${name} ${params.slug ?? ''} in ${ctx.locale}`);
  const { title, ...copy } = page.copy[ctx.locale]!;
  const department = areaContent[page.department];
  const href = ctx.router.href(name, ctx.locale, params);
  return (
    <BrandTemplate
      ctx={ctx}
      view={{
        name,
        title,
        eyebrow: ctx.intl.t('portfolio.eyebrow.brand'),
        content: page,
        copy,
        children: [],
        siblings: department
          ? areaBrands(ctx, department).filter((brand) => brand.href !== href)
          : [],
      }}
    />
  );
}
