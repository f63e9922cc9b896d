import { z } from '../validation/zod';
import { locales, type Locale } from '../i18n/locales';
import {
  routeNames,
  routeTable,
  type ParamSource,
  type ParamTranslator,
  type RouteName,
} from '../routing/routeTable';
import { publishedImageSchema, sharingSchema, slugPattern } from './content';
import { brandCopySchema, brandKinds, brandMarkSchema } from './portfolio';

/**
 * Brand pages written in the back office: market data, not modules. Each hangs below a department
 * as one parametrised route, and exists in a locale only where it has both a slug and copy there.
 */

/** The departments that present brands, with the route of their brand pages. */
export const brandPageRoutes = {
  marketing: 'marketingBrand',
  medicinalProducts: 'medicinalBrand',
  diagnostics: 'diagnosticsBrand',
  animalHealth: 'animalHealthBrand',
  dentalMedicine: 'dentalBrand',
  medicalEquipment: 'medicalEquipmentBrand',
} as const satisfies Record<string, RouteName>;

export type BrandPageDepartment = keyof typeof brandPageRoutes;
export type BrandPageRoute = (typeof brandPageRoutes)[BrandPageDepartment];

const departments = Object.keys(brandPageRoutes) as [BrandPageDepartment, ...BrandPageDepartment[]];

/** The copy of a brand page in one locale: the module copy, with the name and line that routes take from messages. */
export const brandPageCopySchema = brandCopySchema.extend({
  /** The page's heading and the brand tile's name, e.g. "Carmol drops". */
  title: z.string().min(1),
  /** One sentence for the brand tile and the meta description. */
  description: z.string().min(1),
});

const localeSchema = z.enum(locales);

export const brandPageSchema = z.object({
  /** Stable key of the back-office record. */
  id: z.string().min(1),
  department: z.enum(departments),
  slug: z.partialRecord(
    localeSchema,
    z.string().regex(slugPattern, 'lowercase words joined by single hyphens'),
  ),
  kind: z.enum(brandKinds),
  mark: brandMarkSchema,
  /** The brand's logo from the media library; the typographic mark stands in until one is uploaded. */
  logo: publishedImageSchema.optional(),
  /** A photo of the product in use at the top of the page's text; its shared picture unless staff chose another. */
  hero: publishedImageSchema.optional(),
  website: z.url({ protocol: /^https$/ }).optional(),
  copy: z.partialRecord(localeSchema, brandPageCopySchema),
  /** Its title, description and picture in search results and shared links, where staff set them. */
  sharing: sharingSchema.optional(),
});

export type BrandPageCopy = z.infer<typeof brandPageCopySchema>;
export type BrandPage = z.infer<typeof brandPageSchema>;

/** What of a market the brand pages need (a Market, without tying this model to it). */
export interface BrandPageSource {
  brandPages?: readonly BrandPage[];
}

/** Whether a route is a department that lists back-office brand pages. */
export const isBrandPageDepartment = (name: string): name is BrandPageDepartment =>
  Object.hasOwn(brandPageRoutes, name);

const isBrandPageRoute = (name: RouteName): name is BrandPageRoute =>
  Object.values(brandPageRoutes).includes(name as BrandPageRoute);

const departmentOf = (name: BrandPageRoute) =>
  departments.find((department) => brandPageRoutes[department] === name)!;

const pathOf = (page: BrandPage, locale: Locale, slug: string) =>
  routeTable[brandPageRoutes[page.department]].paths[locale].replace('[slug]', slug);

/** A fixed route at the path the slug would give, so the slug would shadow that page. */
function fixedRouteAt(page: BrandPage, locale: Locale, slug: string): RouteName | undefined {
  const path = pathOf(page, locale, slug);
  return routeNames.find((name) => routeTable[name].paths[locale] === path);
}

function formProblem(page: BrandPage, locale: Locale, slug: string): string | undefined {
  if (!slugPattern.test(slug))
    return `The address "${slug}" may hold only lowercase letters and digits, in words joined by single hyphens.`;
  const fixed = fixedRouteAt(page, locale, slug);
  if (fixed) return `The address "${slug}" is taken by the site's page ${fixed}.`;
  return undefined;
}

/**
 * Why the page's slug in `locale` cannot be saved, or undefined if it can (or the page has none
 * there): a malformed slug, one that would shadow a fixed page (galderma under marketing), or one
 * another brand page of the same department uses in that locale.
 */
export function brandPageSlugProblem(
  market: BrandPageSource,
  page: BrandPage,
  locale: Locale,
): string | undefined {
  const slug = page.slug[locale];
  if (slug === undefined) return undefined;
  const problem = formProblem(page, locale, slug);
  if (problem) return problem;
  const other = (market.brandPages ?? []).find(
    (candidate) =>
      candidate.id !== page.id &&
      candidate.department === page.department &&
      candidate.slug[locale] === slug,
  );
  return other ? `The address "${slug}" is taken by the brand page ${other.id}.` : undefined;
}

/**
 * The market's brand pages of a department that have a page in `locale`, in the market's order.
 * A slug with a problem is skipped rather than failing the site; of two pages with one slug, the
 * first keeps it.
 */
export function listedBrandPages(
  market: BrandPageSource,
  department: BrandPageDepartment,
  locale: Locale,
): BrandPage[] {
  const taken = new Set<string>();
  return (market.brandPages ?? []).filter((page) => {
    const slug = page.slug[locale];
    if (page.department !== department || !slug || !page.copy[locale]) return false;
    if (formProblem(page, locale, slug) || taken.has(slug)) return false;
    taken.add(slug);
    return true;
  });
}

/** The brand page a route and slug show in `locale`, if it is listed there. */
export function brandPageAt(
  market: BrandPageSource,
  name: RouteName,
  locale: Locale,
  slug: string | undefined,
): BrandPage | undefined {
  if (!slug || !isBrandPageRoute(name)) return undefined;
  return listedBrandPages(market, departmentOf(name), locale).find(
    (page) => page.slug[locale] === slug,
  );
}

export function brandPageParamSource(market: BrandPageSource): ParamSource {
  const slugs = (department: BrandPageDepartment) => (locale: Locale) =>
    listedBrandPages(market, department, locale).map((page) => page.slug[locale]!);
  return Object.fromEntries(
    departments.map((department) => [brandPageRoutes[department], slugs(department)]),
  );
}

/** The same brand page's slug in another locale, where it is listed there too. */
export function brandPageParamTranslator(market: BrandPageSource): ParamTranslator {
  return (name, from, slug, to) => {
    const page = brandPageAt(market, name, from, slug);
    const there = page && brandPageAt(market, name, to, page.slug[to]);
    return there?.id === page?.id ? there?.slug[to] : undefined;
  };
}
