import { brandContent } from '../../content/portfolio';
import { routeTitle, type SiteContext } from '../../routing/siteContext';
import { fixedBrandListings } from './brandListings';
import { BrandTemplate } from './BrandTemplate';
import { childRoutes, parentRoute } from './routeLinks';

/** A brand page of the route table, its copy from a content module. */
export function BrandPage({ ctx }: { ctx: SiteContext }) {
  const name = ctx.route!.name;
  const content = brandContent[name];
  if (!content) throw new Error(`No portfolio brand module for the route ${name}`);
  const parent = parentRoute(name);
  const parentIsBrand = parent !== undefined && brandContent[parent] !== undefined;
  const siblings = parent
    ? fixedBrandListings(
        ctx,
        childRoutes(parent).filter((other) => other !== name),
      )
    : [];
  return (
    <BrandTemplate
      ctx={ctx}
      view={{
        name,
        title: routeTitle(ctx, name),
        eyebrow: parentIsBrand ? routeTitle(ctx, parent) : ctx.intl.t('portfolio.eyebrow.brand'),
        content,
        copy: content.copy[ctx.locale],
        children: fixedBrandListings(ctx, content.children ?? childRoutes(name)),
        siblings,
      }}
    />
  );
}
