import { areaModules } from '../content/portfolio/areas';
import { brandModules } from '../content/portfolio/brands';
import {
  areaCopySchema,
  brandCopySchema,
  type AreaCopy,
  type BrandCopy,
} from '../schema/portfolio';
import { localizedSchema } from '../schema/content';
import type { Locale } from '../i18n/locales';
import type { RouteName } from '../routing/routeTable';
import { z } from '../validation/zod';
import { areaCopyModules } from './areas';
import { brandCopyModules } from './brands';

/**
 * The copy of the department, service and brand pages an empty database is loaded with, by route:
 * each module of ./areas and ./brands beside the page module of the same name in content/portfolio
 * (which holds what is not words: its route, illustration, figures, related pages). Parsed when
 * imported, so a missing locale or field fails the tests naming the file.
 */
function copiesByRoute<T extends z.ZodType>(
  kind: 'areas' | 'brands',
  pages: Record<string, unknown>,
  copies: Record<string, unknown>,
  schema: T,
): Partial<Record<RouteName, Record<Locale, z.infer<T>>>> {
  const byRoute: Partial<Record<RouteName, Record<Locale, z.infer<T>>>> = {};
  for (const [file, page] of Object.entries(pages)) {
    const result = localizedSchema(schema).safeParse(copies[file]);
    if (!result.success)
      throw new Error(
        `Invalid copy in site-core/src/seed/${kind}/${file}.ts:\n${z.prettifyError(result.error)}`,
      );
    byRoute[(page as { route: RouteName }).route] = result.data as Record<Locale, z.infer<T>>;
  }
  return byRoute;
}

/** The department and service pages' copy, by route. */
export const areaCopies: Partial<Record<RouteName, Record<Locale, AreaCopy>>> = copiesByRoute(
  'areas',
  areaModules,
  areaCopyModules,
  areaCopySchema,
);

/** The route table's brand pages' copy, by route. */
export const brandCopies: Partial<Record<RouteName, Record<Locale, BrandCopy>>> = copiesByRoute(
  'brands',
  brandModules,
  brandCopyModules,
  brandCopySchema,
);
