import { createHash } from 'node:crypto';
import { brandPageRoutes } from '../content/portfolio/brandPages';
import type { Locale } from '../i18n/locales';
import { fixedRouteNames, type RouteName } from '../routing/routeTable';
import { createRouter } from '../routing/router';
import { getIntl } from '../i18n/intl';
import type { PageTitles } from '../i18n/pageTitles';
import { pageCopySeed } from '../seed/pageCopy';
import { fixedBrandRoutes } from '../content/portfolio/brandRoutes';
import { linkTargetKey, type LinkTarget, type LinkTargets } from '../routing/linkTargets';
import { webAddress } from '../content/richText/safeHref';
import type { CompanyData, LegalNotices, Market, MarketConfig, Membership } from '../market/types';
import { day, present, type PerLocale } from './collections/shared/mapping';
import { pageTitlesFromMessages } from './collections/fixedPages/mapping';
import { complete, numberOrNothing, saved } from './globals/shared/mapping';

/**
 * From the back office's stored globals and fixed pages (read with locale 'all': a localized field is
 * an object per locale) to the site's content model, and back for the seed; the seed's content and its
 * revision; the pages rich text links to. The collections with their own folder (collections/) map
 * their documents there. No Payload code: the mapping is data in, data out, and tested as such.
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
// The company's facts (globals read with locale 'all')

/**
 * The company global as the market's company, memberships and legal notices; the seat's country stays
 * the market's (the company is registered where the site serves). Nothing when the global was never
 * saved, or when a text a page needs misses a locale: the pages then show an empty company
 * (routing/siteState.ts), never a copy from code, and the launch checklist names it.
 */
export function toCompanyFacts(
  doc: Doc | null | undefined,
  base: Pick<MarketConfig, 'country' | 'locales'>,
): Partial<Pick<Market, 'company' | 'memberships' | 'legal'>> {
  if (!saved(doc) || !doc.corporateName) return {};
  const { locales } = base;
  const text = (value: unknown) => complete(value as PerLocale<string>, locales);
  const board = ((doc.managementBoard ?? []) as Doc[]).map((member) => ({
    name: member.name as string,
    role: text(member.role),
  }));
  const registryCourt = text(doc.registryCourt);
  const registrationNumber = text(doc.registrationNumber);
  const taxId = text(doc.taxId);
  const founder = text(doc.founder);
  if (
    !registryCourt ||
    !registrationNumber ||
    !taxId ||
    !founder ||
    board.some((member) => !member.role)
  ) {
    return {};
  }
  const company: CompanyData = {
    corporateName: doc.corporateName,
    abbreviatedName: doc.abbreviatedName,
    registryCourt,
    registrationNumber,
    taxId,
    vatId: doc.vatId,
    seat: {
      street: doc.seat?.street ?? '',
      postalCode: doc.seat?.postalCode ?? '',
      city: doc.seat?.city ?? '',
      country: base.country,
    },
    founder,
    managementBoard: board as CompanyData['managementBoard'],
    director: doc.director,
    shareCapital: {
      amount: doc.shareCapital?.amount ?? 0,
      currency: doc.shareCapital?.currency ?? 'EUR',
      paidInFull: Boolean(doc.shareCapital?.paidInFull),
    },
    bankAccounts: ((doc.bankAccounts ?? []) as Doc[]).map(({ bank, iban, swift }) => ({
      bank,
      iban,
      swift,
    })),
    email: doc.email,
    phone: doc.phone,
    founded: doc.founded,
  };
  const memberships: Membership[] = ((doc.memberships ?? []) as Doc[]).flatMap((row) => {
    const name = text(row.name);
    if (!name) return [];
    return [
      {
        name,
        ...(numberOrNothing(row.since) ? { since: row.since } : {}),
        ...(webAddress(row.url) ? { url: webAddress(row.url) } : {}),
      },
    ];
  });
  const legalDoc = doc.legal as Doc | undefined;
  const authority = (value: Doc | undefined) => {
    const name = text(value?.name);
    const website = webAddress(value?.website);
    return name && value?.abbreviation && website
      ? {
          name,
          abbreviation: value.abbreviation as string,
          website,
          ...(value.address ? { address: value.address as string } : {}),
        }
      : undefined;
  };
  const supervisoryAuthority = authority(legalDoc?.supervisoryAuthority);
  const medicinesAgency = authority(legalDoc?.medicinesAgency);
  const dataProtectionLaw = text(legalDoc?.dataProtectionLaw);
  const legal: LegalNotices | undefined =
    legalDoc?.dpoEmail && supervisoryAuthority && medicinesAgency && dataProtectionLaw
      ? {
          dpoEmail: legalDoc.dpoEmail,
          dataProtectionLaw,
          supervisoryAuthority,
          medicinesAgency,
          videoRetentionDays: legalDoc.videoRetentionDays ?? 30,
          lastUpdated: day(legalDoc.lastUpdated),
        }
      : undefined;
  return { company, memberships, ...(legal ? { legal } : {}) };
}

/** The company global's data in one locale (the seed); localized fields take that locale's text. */
export function companyDoc(
  market: Pick<Market, 'company'> & Partial<Pick<Market, 'memberships' | 'legal'>>,
  locale: Locale,
): Doc {
  const { company, memberships = [], legal } = market;
  return {
    corporateName: company.corporateName,
    abbreviatedName: company.abbreviatedName,
    vatId: company.vatId,
    founded: company.founded,
    registryCourt: company.registryCourt[locale] ?? null,
    registrationNumber: company.registrationNumber[locale] ?? null,
    taxId: company.taxId[locale] ?? null,
    seat: {
      street: company.seat.street,
      postalCode: company.seat.postalCode,
      city: company.seat.city,
    },
    founder: company.founder[locale] ?? null,
    email: company.email,
    phone: company.phone,
    managementBoard: company.managementBoard.map((member) => ({
      name: member.name,
      role: member.role[locale] ?? null,
    })),
    director: company.director,
    shareCapital: { ...company.shareCapital },
    bankAccounts: company.bankAccounts.map((account) => ({ ...account })),
    memberships: memberships.map((membership) => ({
      name: membership.name[locale] ?? null,
      since: membership.since ?? null,
      url: membership.url ?? null,
    })),
    ...(legal
      ? {
          legal: {
            dpoEmail: legal.dpoEmail,
            videoRetentionDays: legal.videoRetentionDays,
            lastUpdated: `${legal.lastUpdated}T12:00:00.000Z`,
            dataProtectionLaw: legal.dataProtectionLaw[locale] ?? null,
            supervisoryAuthority: {
              ...legal.supervisoryAuthority,
              address: legal.supervisoryAuthority.address ?? null,
              name: legal.supervisoryAuthority.name[locale] ?? null,
            },
            medicinesAgency: {
              ...legal.medicinesAgency,
              address: legal.medicinesAgency.address ?? null,
              name: legal.medicinesAgency.name[locale] ?? null,
            },
          },
        }
      : {}),
  };
}

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
