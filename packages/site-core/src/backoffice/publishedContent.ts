import { createHash } from 'node:crypto';
import { brandPageRoutes } from '../schema/brandPages';
import { fixedRouteNames, type RouteName } from '../routing/routeTable';
import { createRouter } from '../routing/router';
import { getIntl } from '../i18n/intl';
import type { PageTitles } from '../i18n/pageTitles';
import { pageCopySeed } from '../seed/pageCopy';
import { fixedBrandRoutes } from '../content/portfolio/brandRoutes';
import { linkTargetKey, type LinkTarget, type LinkTargets } from '../routing/linkTargets';
import type { Market } from '../market/types';
import { present, type PerLocale } from './collections/shared/mapping';
import { pageTitlesFromMessages } from './collections/fixedPages/mapping';

/**
 * What the seed loads (the seed's content and its revision) and the pages rich text links to. Each
 * collection and global maps its own documents in its folder (collections/, globals/). No Payload
 * code: the mapping is data in, data out, and tested as such.
 */

/** The company's facts the back office keeps (globals), as the market's content holds them. */
export const companyFactFields = [
  'documents',
  'careersCopy',
  'aboutCopy',
  'areaPages',
  'legalPages',
  'brandCopies',
  'company',
  'memberships',
  'legal',
  'locations',
  'officeHours',
  'figures',
  'sponsors',
  'sisterSites',
  'homeCopy',
] as const;

/** What an empty database is loaded with: the app's seed (src/seed) and site-core's page copy. */
export type SeedContent = Pick<Market, 'news' | 'openPositions' | 'brandPages'> &
  Partial<Pick<Market, 'departments' | (typeof companyFactFields)[number]>> & {
    /** The route table's brand pages the market shows: only these get a document to edit. */
    shownBrandRoutes?: readonly RouteName[];
    /** The titles and descriptions of the fixed pages the market shows, from its catalogue. */
    pageTitles?: PageTitles;
  };

/** The seed's fields of a seeded market (an app hands over its settings with its seed). */
export const seedOf = (
  market: SeedContent & Partial<Pick<Market, 'market' | 'locales' | 'features' | 'hiddenRoutes'>>,
): SeedContent => {
  const { news, openPositions, brandPages, departments } = market;
  const seed: SeedContent = { news, openPositions, brandPages, departments };
  if (market.locales && market.features) {
    const router = createRouter({ ...market, locales: market.locales, features: market.features });
    seed.shownBrandRoutes = fixedBrandRoutes.filter((route) => router.isVisible(route));
    // The fixed pages' words: site-core's copy (the home page's from the catalogue, with the
    // market's overrides) unless the seed has its own.
    const full = market as Market;
    Object.assign(seed, pageCopySeed(full));
    seed.pageTitles = pageTitlesFromMessages(
      fixedRouteNames.filter((route) => router.isVisible(route)),
      full.locales.map((locale) => [locale, getIntl(full, locale)] as const),
    );
  }
  for (const field of companyFactFields) {
    if (market[field] !== undefined) Object.assign(seed, { [field]: market[field] });
  }
  // The group's sites include this one; staff keep the others.
  if (seed.sisterSites) {
    seed.sisterSites = seed.sisterSites.filter((site) => site.market !== market.market);
  }
  return seed;
};

// Documents read with locale 'all' have as many shapes as fields; each mapping below names what it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>;

/** The seed's revision: the same for the same copy, so pages prerendered from a seeded build database
 * stay valid on a server whose fresh database was seeded from the same copy. */
export const seedRevision = (seed: SeedContent) =>
  `seed-${createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16)}`;

// ---------------------------------------------------------------------------------------------
// Links in rich text to other documents

/** What a published document's page is found by: its slugs, or a fixed page's route as its key. */
interface LinkedDoc {
  id: number | string;
  key?: string | null;
  slug?: PerLocale<string | null> | null;
  closed?: boolean | null;
  department?: string | null;
}

/** The page each collection's published documents are shown on; fixed pages name their route. */
const linkTargetOf: Record<string, (doc: LinkedDoc) => LinkTarget | undefined> = {
  news: (doc) => ({ route: 'newsArticle', slugs: present<string>(doc.slug) }),
  jobs: (doc) =>
    doc.closed ? undefined : { route: 'jobOpening', slugs: present<string>(doc.slug) },
  'brand-pages': (doc) => {
    const route = brandPageRoutes[doc.department as keyof typeof brandPageRoutes];
    return route ? { route, slugs: present<string>(doc.slug) } : undefined;
  },
  'area-pages': (doc) => ({ route: doc.key as RouteName }),
  'fixed-brand-pages': (doc) => ({ route: doc.key as RouteName }),
  'legal-pages': (doc) => ({ route: doc.key as RouteName }),
  'page-titles': (doc) => ({ route: doc.key as RouteName }),
};

/** The collections rich text may link to: those with a page, and the media library's files. */
export const linkableCollections = [...Object.keys(linkTargetOf), 'media'];

/** The published documents' pages, for links to them in rich text (routing/internalLinks.ts). */
export function toLinkTargets(
  published: Readonly<Record<string, readonly LinkedDoc[]>>,
): LinkTargets {
  const targets: Record<string, LinkTarget> = {};
  for (const [collection, docs] of Object.entries(published)) {
    const targetOf = linkTargetOf[collection];
    if (!targetOf) continue;
    for (const doc of docs) {
      const target = targetOf(doc);
      if (target) targets[linkTargetKey(collection, doc.id)] = target;
    }
  }
  return targets;
}
