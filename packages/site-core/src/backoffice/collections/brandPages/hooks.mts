import type { CollectionSlug, Validate } from 'payload';
import {
  brandPageRoutes,
  brandPageSlugProblem,
  type BrandPage,
  type BrandPageDepartment,
} from '../../../schema/brandPages';
import type { Locale } from '../../../i18n/locales';
import {
  addressedContentHooks,
  withPictureChecks,
  routePath,
  slugTaken,
  type UniqueSlug,
} from '../shared/addresses.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';

export const brandPagesSlug = 'brand-pages';

/**
 * A brand page's page below its department: its slug unique per language among that department's
 * brand pages, made from its title.
 */
export const brandPageAddress: UniqueSlug = {
  collection: brandPagesSlug as CollectionSlug,
  noun: 'brand page of this department',
  title: { field: 'title', maxLength: 80 },
  address: (doc, slug, locale) => {
    const department = (doc.department ?? 'marketing') as BrandPageDepartment;
    const route = brandPageRoutes[department];
    return route ? routePath(route, slug, locale) : undefined;
  },
  narrowedTo: (data) => [{ department: { equals: data.department ?? 'marketing' } }],
};

/** Its photo, like an article's, is taken only with alt text in every language. */
export const brandPagesHooks = withPictureChecks(addressedContentHooks(brandPageAddress), {
  hero: 'hero',
});

/**
 * A brand page's slug: well formed, not the address of one of the site's fixed pages below the
 * department (galderma under marketing), and not another brand page's of the same department.
 */
export const validBrandSlug: Validate<string | null | undefined> = async (value, options) => {
  const { data, req, id } = options as typeof options & { id?: number | string };
  if (!value) return true;
  const locale = req.locale as Locale;
  const department = (data as { department?: BrandPageDepartment }).department ?? 'marketing';
  const page = { id: String(id ?? 'new'), department, slug: { [locale]: value } } as BrandPage;
  const fixed = brandPageSlugProblem({}, page, locale);
  if (fixed) return fixed;
  const taken = await slugTaken(brandPagesSlug as CollectionSlug, value, req, id, [
    { department: { equals: department } },
  ]);
  return taken ? refusalsFor(req).brandSlugTaken(value) : true;
};
