import type { z } from '../../validation/zod';
import type { Locale } from '../../i18n/locales';
import type { Market } from '../../market/types';
import type { PublishedImage } from '../../schema/content';
import type { RouteName } from '../../routing/routeTable';
import {
  areaContentSchema,
  brandContentSchema,
  type AreaContent,
  type AreaCopy,
  type BrandContent,
  type BrandCopy,
} from '../../schema/portfolio';
import { areaModules } from './areas';
import { brandModules } from './brands';

/**
 * Parses every portfolio content module when the site loads (at build time for the static export),
 * so a missing field or locale fails the build with the module's file name in the message.
 */
function parseModule<T extends z.ZodType>(schema: T, file: string, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid portfolio content in ${file}:\n${issues}`);
  }
  return result.data;
}

export function parseAreaModule(file: string, data: unknown): AreaContent {
  return parseModule(areaContentSchema, file, data);
}

export function parseBrandModule(file: string, data: unknown): BrandContent {
  return parseModule(brandContentSchema, file, data);
}

function byRoute<T extends { route: RouteName }>(
  items: T[],
  kind: string,
): Partial<Record<RouteName, T>> {
  const map: Partial<Record<RouteName, T>> = {};
  for (const item of items) {
    if (map[item.route])
      throw new Error(`Two portfolio ${kind} modules describe the route ${item.route}`);
    map[item.route] = item;
  }
  return map;
}

/** Department and service pages by route name. */
export const areaContent = byRoute(
  Object.entries(areaModules).map(([file, data]) =>
    parseAreaModule(`content/portfolio/areas/${file}.ts`, data),
  ),
  'area',
);

/** Brand pages by route name. */
export const brandContent = byRoute(
  Object.entries(brandModules).map(([file, data]) =>
    parseBrandModule(`content/portfolio/brands/${file}.ts`, data),
  ),
  'brand',
);

/**
 * A department or service page's copy in a locale, as staff publish it in the back office; undefined
 * where none is published (the page then answers 404: site/writtenPagesOnly.ts).
 */
export function areaCopyIn(
  market: Pick<Market, 'areaPages'>,
  name: RouteName,
  locale: Locale,
): AreaCopy | undefined {
  return market.areaPages?.[name]?.[locale];
}

/**
 * A brand page of the route table, as staff publish it in the back office: its copy in a locale and
 * its uploaded logo, if any. Undefined for a route without a module or without published copy.
 */
export function fixedBrandIn(
  market: Pick<Market, 'brandCopies' | 'brandLogos'>,
  name: RouteName,
  locale: Locale,
): { content: BrandContent & { logo?: PublishedImage }; copy: BrandCopy } | undefined {
  const content = brandContent[name];
  const copy = market.brandCopies?.[name]?.[locale];
  if (!content || !copy) return undefined;
  const logo = market.brandLogos?.[name];
  return { content: logo ? { ...content, logo } : content, copy };
}
