import { closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getPayload, type Payload, type SanitizedConfig } from 'payload';
import type { Locale } from '../i18n/locales';
import type { AdminLanguage } from '../i18n/adminLanguage';
import type { ResolvedRoute } from '../routing/router';
import type { ContentSource, PublishedContent } from '../routing/siteState';
import { brandPageRoutes } from '../schema/brandPages';
import { aboutCopyIn } from '../content/company/about';
import { careersCopyIn } from '../content/company/careers';
import { documentsFromCopy } from '../content/company/documents';
import { legalRoutes } from '../content/company/legal';
import { areaCopyIn, fixedBrandIn } from '../content/portfolio';
import { areaRoutes } from '../content/portfolio/areaRoutes';
import { fixedBrandRoutes } from '../content/portfolio/brandRoutes';
import type { RouteName } from '../routing/routeTable';
import type { Redirect } from '../routing/redirects';
import { redirectsSlug } from './redirects/store.mts';
import {
  areaPagesSlug,
  fixedBrandPagesSlug,
  legalPagesSlug,
  pageLabel,
  pageTitlesSlug,
} from './collections/fixedPages/config.mts';
import { contentStateSlug, newRevision, type ContentCollection } from './contentModel.mts';
import { directorySlug } from './globals/departmentDirectory/config.mts';
import { toOfficeHours, type StoredDirectory } from './globals/departmentDirectory/mapping';
import { companyDoc, toCompanyFacts, type StoredCompany } from './globals/company/mapping';
import {
  aboutPageSlug,
  careersPageSlug,
  companySlug,
  figuresSlug,
  homePageSlug,
  sisterSitesSlug,
  sponsorsSlug,
} from './companyFacts.mts';
import { departmentsSlug } from './collections/departments/config.mts';
import {
  departmentSeed,
  toDepartments,
  type StoredDepartment,
} from './collections/departments/mapping';
import { locationsSlug } from './collections/locations/config.mts';
import { locationSeed, toLocations, type StoredLocation } from './collections/locations/mapping';
import {
  seedOf,
  seedRevision,
  toLinkTargets,
  type Doc,
  type SeedContent,
} from './publishedContent';
import { toImages, uploadIds, type StoredMedia } from './collections/shared/mapping';
import {
  areaPageDoc,
  fixedBrandPageDoc,
  legalPageDoc,
  pageTitleDoc,
  toAreaPages,
  toFixedBrandPages,
  toLegalPages,
  toPageTitles,
  type StoredAreaPage,
  type StoredFixedBrandPage,
  type StoredLegalPage,
  type StoredPageTitle,
} from './collections/fixedPages/mapping';
import { figuresDoc, toFigures, type StoredFigures } from './globals/figures/mapping';
import { sponsorsDoc, toSponsors, type StoredSponsors } from './globals/sponsors/mapping';
import {
  sisterSitesDoc,
  toSisterSites,
  type StoredSisterSites,
} from './globals/sisterSites/mapping';
import { homePageDoc, toHomeCopy, type StoredHomePage } from './globals/homePage/mapping';
import {
  careersPageDoc,
  toCareersCopy,
  type StoredCareersPage,
} from './globals/careersPage/mapping';
import { aboutPageDoc, toAboutCopy, type StoredAboutPage } from './globals/aboutPage/mapping';
import { newsCategoriesSlug, newsSlug } from './collections/news/config.mts';
import {
  articleSeed,
  categorySeed,
  newsPictureIds,
  toNews,
  type StoredArticle,
  type StoredCategory,
} from './collections/news/mapping';
import { jobsSlug } from './collections/jobs/config.mts';
import { openingSeed, toOpenings, type StoredOpening } from './collections/jobs/mapping';
import { brandPagesSlug } from './collections/brandPages/config.mts';
import {
  brandPageSeed,
  toBrandPages,
  type StoredBrandPage,
} from './collections/brandPages/mapping';
import { documentsSlug } from './collections/documents/config.mts';
import {
  documentSeed,
  toDocuments,
  toFiles,
  type StoredDocument,
} from './collections/documents/mapping';
import type { MarketConfig } from '../market/types';
import type { SeededMarket } from '../seed/marketSeed';
import { advisoryLocks, postgresPool, withAdvisoryLock } from './instances/postgresLocks.mts';
import { listenForRevisions, type RevisionListening } from './instances/revisionNotices.mts';
import {
  localizedFieldRules,
  withEveryLanguage,
  type LocalizedFieldRule,
  type TranslationFallback,
} from './locales/rules.mts';

export type { SeedContent } from './publishedContent';

type PerLocale<T> = Partial<Record<Locale, T>>;

/** The collections of fixed pages' copy, and the field of the published content each fills. */
const fixedPagesField = {
  'area-pages': 'areaPages',
  'legal-pages': 'legalPages',
  'fixed-brand-pages': 'brandCopies',
  'page-titles': 'pageTitles',
} as const satisfies Partial<Record<ContentCollection, keyof PublishedContent>>;
type FixedPagesCollection = keyof typeof fixedPagesField;
const isFixedPages = (collection: ContentCollection): collection is FixedPagesCollection =>
  Object.hasOwn(fixedPagesField, collection);

// ---------------------------------------------------------------------------------------------
// Reading what is published

const published = { _status: { equals: 'published' } } as const;

/**
 * Every published document of a collection, in every language (`locale: 'all'`), at depth 0: typed
 * as the caller's mapping reads it (the generated types give one locale's value per localized field).
 */
async function findAll<Stored = Doc>(
  payload: Payload,
  collection: ContentCollection,
  sort = 'id',
): Promise<Stored[]> {
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    where: published,
    sort,
  });
  return docs as unknown as Stored[];
}

const readGlobal = (payload: Payload, slug: string) =>
  payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true }) as Promise<Doc>;

const rulesOf = new WeakMap<object, LocalizedFieldRule[]>();

/** The rules of a global's or collection's localized fields, as the back office is configured. */
function fieldRules(payload: Payload, slug: string): LocalizedFieldRule[] {
  const fields =
    payload.config.globals.find((global) => global.slug === slug)?.fields ??
    payload.collections[slug as ContentCollection]?.config.fields ??
    [];
  let rules = rulesOf.get(fields);
  if (!rules) rulesOf.set(fields, (rules = localizedFieldRules(fields)));
  return rules;
}

/**
 * The directory's, the company's and the fixed pages' documents with a text in every language: where
 * a language has none (a row added in the default language, optional hours given in one), its pages
 * show the default language's, and the launch checklist lists it (readTranslationFallbacks).
 */
function inEveryLanguage(payload: Payload, slug: string, doc: Doc, locales: readonly Locale[]) {
  return withEveryLanguage(doc, fieldRules(payload, slug), locales);
}

/** The page-copy collections of fixed pages: one document per page, in every language. */
const fixedPagesSlugs: ContentCollection[] = [
  areaPagesSlug,
  legalPagesSlug,
  fixedBrandPagesSlug,
  pageTitlesSlug,
] as ContentCollection[];

/** The directory's collections: a text staff left to translate shows the default language's. */
const directorySlugs: ContentCollection[] = [departmentsSlug, locationsSlug] as ContentCollection[];

/** Every global the site's pages read, by slug: the directory and the company's. */
const siteGlobals = [
  directorySlug,
  companySlug,
  figuresSlug,
  sponsorsSlug,
  careersPageSlug,
  aboutPageSlug,
  sisterSitesSlug,
  homePageSlug,
];

/**
 * A global's name in a staff language: its label is a function of the request's language once the
 * staff-language table has worded it (staffLanguage/index.mts), or plain text.
 */
function labelIn(label: unknown, language: AdminLanguage): string | undefined {
  if (typeof label === 'string') return label;
  if (typeof label !== 'function') return undefined;
  const named = (label as (args: { i18n: { language: string } }) => unknown)({
    i18n: { language },
  });
  return typeof named === 'string' ? named : undefined;
}

/**
 * Where a language's pages show another language's text, because staff have not given that language
 * its own yet: for the dashboard's launch checklist (and the admin's forms say the same).
 */
export async function readTranslationFallbacks(
  payload: Payload,
  locales: readonly Locale[],
  language: AdminLanguage = 'en',
): Promise<(TranslationFallback & { form: string; href: string })[]> {
  const admin = payload.config.routes.admin;
  const globals = await Promise.all(
    siteGlobals.map(async (slug) => {
      const config = payload.config.globals.find((global) => global.slug === slug);
      const doc = await readGlobal(payload, slug);
      return inEveryLanguage(payload, slug, doc, locales).fallbacks.map((fallback) => ({
        ...fallback,
        form: labelIn(config?.label, language) ?? slug,
        href: `${admin}/globals/${slug}`,
      }));
    }),
  );
  const pages = await Promise.all(
    [...fixedPagesSlugs, ...directorySlugs].map(async (slug) => {
      const docs = await findAll(payload, slug);
      return docs.flatMap((doc) =>
        inEveryLanguage(payload, slug, doc, locales).fallbacks.map((fallback) => ({
          ...fallback,
          form: String(
            (doc.title as Record<string, unknown> | undefined)?.[locales[0]!] ??
              (doc.name as Record<string, unknown> | undefined)?.[locales[0]!] ??
              doc.city ??
              slug,
          ),
          href: `${admin}/collections/${slug}/${doc.id}`,
        })),
      );
    }),
  );
  return [...globals.flat(), ...pages.flat()];
}

/** The media documents these upload fields point to (logos, documents' PDFs). */
async function readMedia(payload: Payload, ids: string[]): Promise<StoredMedia[]> {
  if (ids.length === 0) return [];
  const { docs } = await payload.find({
    collection: 'media',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    where: { id: { in: ids } },
  });
  return docs as unknown as StoredMedia[];
}

/** Every redirect (they have no drafts: a saved one is live). */
async function readRedirects(payload: Payload): Promise<Redirect[]> {
  const { docs } = await payload.find({
    collection: redirectsSlug,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return (docs as Doc[]).map((doc) => ({ from: String(doc.from), to: String(doc.to) }));
}

async function readRevision(payload: Payload): Promise<string> {
  const state = (await payload.findGlobal({
    slug: contentStateSlug,
    overrideAccess: true,
    depth: 0,
  })) as Doc;
  return state.revision || 'unseeded';
}

export interface BackOfficeContent extends ContentSource {
  /** The current revision, read from the database (the page cache trusts a read briefly). */
  revision(): Promise<string>;
  /**
   * Listens for the revisions any instance commits, where the database announces them (PostgreSQL);
   * false where it does not (SQLite).
   */
  listenForRevisions(listening: RevisionListening): Promise<{ stop(): void } | false>;
  /**
   * Published content with one document replaced by its newest draft, and the page that shows it in
   * `locale` (a preview); null for an unknown document or one without that locale.
   */
  withDraft(
    collection: ContentCollection,
    id: string,
    locale: Locale,
  ): Promise<{ content: PublishedContent; route: ResolvedRoute } | null>;
}

/** The site's content source in an app: the published documents of its back office, per revision. */
export function backOfficeContent(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  market: Pick<MarketConfig, 'country' | 'locales'>,
): BackOfficeContent {
  let memo: PublishedContent | undefined;
  let loading: Promise<PublishedContent> | undefined;

  // With its cron: the server's first read (serveContentRevisions, at start) starts scheduled
  // publishing, which Payload would otherwise start only at the first admin or API request, so a
  // restarted instance (or the one taking over the jobs) publishes on time with nobody signed in.
  // Payload starts no cron inside `next build`; the command-line steps run with BACK_OFFICE_JOBS=off.
  const payload = () => getPayload({ config, cron: true });

  const revision = () => payload().then(readRevision);

  async function load(payloadInstance: Payload, current: string): Promise<PublishedContent> {
    const [
      categories,
      articles,
      openings,
      brands,
      documents,
      storedDirectory,
      storedCompany,
      storedDepartments,
      storedLocations,
      figures,
      storedSponsors,
      storedCareers,
      storedAbout,
      storedSisterSites,
      storedHome,
      storedAreaPages,
      storedLegalPages,
      storedFixedBrandPages,
      storedPageTitles,
      redirects,
    ] = await Promise.all([
      findAll<StoredCategory>(payloadInstance, newsCategoriesSlug),
      findAll<StoredArticle>(payloadInstance, newsSlug),
      findAll<StoredOpening>(payloadInstance, jobsSlug),
      findAll<StoredBrandPage>(payloadInstance, brandPagesSlug),
      findAll<StoredDocument>(payloadInstance, documentsSlug),
      readGlobal(payloadInstance, directorySlug),
      readGlobal(payloadInstance, companySlug),
      findAll(payloadInstance, departmentsSlug as ContentCollection),
      findAll(payloadInstance, locationsSlug as ContentCollection, '_order'),
      readGlobal(payloadInstance, figuresSlug),
      readGlobal(payloadInstance, sponsorsSlug),
      readGlobal(payloadInstance, careersPageSlug),
      readGlobal(payloadInstance, aboutPageSlug),
      readGlobal(payloadInstance, sisterSitesSlug),
      readGlobal(payloadInstance, homePageSlug),
      findAll(payloadInstance, areaPagesSlug),
      findAll(payloadInstance, legalPagesSlug),
      findAll(payloadInstance, fixedBrandPagesSlug),
      findAll(payloadInstance, pageTitlesSlug),
      readRedirects(payloadInstance),
    ]);
    const all = (slug: string, doc: Doc) =>
      inEveryLanguage(payloadInstance, slug, doc, market.locales).doc;
    const each = (slug: string, docs: Doc[]) => docs.map((doc) => all(slug, doc));
    const directory = all(directorySlug, storedDirectory);
    const company = all(companySlug, storedCompany);
    const locationDocs = each(locationsSlug, storedLocations) as StoredLocation[];
    const officeHours = toOfficeHours(directory as StoredDirectory, market.locales);
    const sponsors = all(sponsorsSlug, storedSponsors);
    const careers = all(careersPageSlug, storedCareers);
    const about = all(aboutPageSlug, storedAbout);
    const sisterSites = all(sisterSitesSlug, storedSisterSites);
    const home = all(homePageSlug, storedHome);
    const areaPages = each(areaPagesSlug, storedAreaPages) as StoredAreaPage[];
    const legalPages = each(legalPagesSlug, storedLegalPages) as StoredLegalPage[];
    const fixedBrandPages = each(
      fixedBrandPagesSlug,
      storedFixedBrandPages,
    ) as StoredFixedBrandPage[];
    const pageTitles = each(pageTitlesSlug, storedPageTitles) as StoredPageTitle[];
    const media = await readMedia(
      payloadInstance,
      uploadIds([
        ...brands.map((doc) => doc.logo),
        ...[...openings, ...brands].map((doc) => doc.hero),
        ...fixedBrandPages.map((doc) => doc.logo),
        ...((sponsors?.sponsors ?? []) as Doc[]).map((row) => row.logo),
        ...documents.map((doc) => doc.file),
        ...[...articles, ...openings, ...brands].map((doc) => doc.meta?.image),
        ...articles.flatMap(newsPictureIds),
      ]),
    );
    const images = toImages(media);
    const locations = toLocations(locationDocs, market.locales);
    const departments = toDepartments(
      each(departmentsSlug, storedDepartments) as StoredDepartment[],
      new Map(locationDocs.map((doc) => [String(doc.id), doc.key])),
    );
    return {
      revision: current,
      news: toNews(categories, articles, images),
      openPositions: toOpenings(openings, images),
      brandPages: toBrandPages(brands, images),
      departments,
      locations,
      ...(officeHours ? { officeHours } : {}),
      ...toCompanyFacts(company as StoredCompany, market),
      ...toFigures(figures as StoredFigures),
      ...toSponsors(sponsors as StoredSponsors, market.locales, images),
      ...toSisterSites(sisterSites as StoredSisterSites, market.locales),
      ...toHomeCopy(home as StoredHomePage, market.locales),
      documents: toDocuments(documents, toFiles(media)),
      ...toCareersCopy(careers as StoredCareersPage, market.locales),
      ...toAboutCopy(about as StoredAboutPage, market.locales),
      ...toAreaPages(areaPages, market.locales),
      ...toLegalPages(legalPages, market.locales),
      ...toFixedBrandPages(fixedBrandPages, market.locales, images),
      ...toPageTitles(pageTitles, market.locales),
      redirects,
      linkTargets: toLinkTargets({
        news: articles,
        jobs: openings,
        'brand-pages': brands,
        'area-pages': areaPages,
        'legal-pages': legalPages,
        'fixed-brand-pages': fixedBrandPages,
        'page-titles': pageTitles,
      }),
    };
  }

  async function publishedContent(): Promise<PublishedContent> {
    // Read the revision first: content read after it is at least as new, so a page is never
    // marked newer than what it shows.
    const instance = await payload();
    const current = await readRevision(instance);
    if (memo?.revision === current) return memo;
    loading ??= load(instance, current).finally(() => (loading = undefined));
    const next = await loading;
    if (next.revision === current) memo = next;
    return next;
  }

  return {
    published: publishedContent,
    revision,
    listenForRevisions: async (listening) => listenForRevisions(await payload(), listening),
    async withDraft(collection, id, locale) {
      const instance = await payload();
      const base = await publishedContent();
      let draft: Doc;
      try {
        draft = (await instance.findByID({
          collection,
          id,
          draft: true,
          locale: 'all',
          depth: 0,
          overrideAccess: true,
        })) as Doc;
      } catch {
        return null;
      }
      if (isFixedPages(collection))
        draft = inEveryLanguage(instance, collection, draft, market.locales).doc;
      const revision = `preview-${collection}-${draft.id}`;
      if (isFixedPages(collection)) {
        // A fixed page: its route is the document's key, its copy the draft's in this locale.
        const name = draft.key as RouteName;
        let draftContent: Partial<PublishedContent>;
        if (collection === 'area-pages')
          draftContent = toAreaPages([draft as StoredAreaPage], market.locales);
        else if (collection === 'legal-pages')
          draftContent = toLegalPages([draft as StoredLegalPage], market.locales);
        else if (collection === 'page-titles')
          draftContent = toPageTitles([draft as StoredPageTitle], market.locales);
        else {
          const images = toImages(await readMedia(instance, uploadIds([draft.logo])));
          draftContent = toFixedBrandPages([draft as StoredFixedBrandPage], market.locales, images);
        }
        const field = fixedPagesField[collection];
        const copy = draftContent[field]?.[name]?.[locale];
        if (!copy) return null;
        const published = base[field] ?? {};
        const logos = { ...base.brandLogos };
        if (collection === 'fixed-brand-pages') {
          const logo = draftContent.brandLogos?.[name];
          if (logo) logos[name] = logo;
          else delete logos[name];
        }
        return {
          content: {
            ...base,
            revision,
            [field]: { ...published, [name]: { ...published[name], [locale]: copy } },
            brandLogos: logos,
          },
          route: { name, params: {} },
        };
      }
      const slug = (draft.slug as PerLocale<string> | undefined)?.[locale];
      if (!slug) return null;
      if (collection === 'news') {
        const categories = await findAll<StoredCategory>(instance, newsCategoriesSlug);
        const articles = (await findAll<StoredArticle>(instance, newsSlug)).filter(
          (doc) => doc.id !== draft.id,
        );
        const shown = [...articles, draft as StoredArticle];
        const images = toImages(
          await readMedia(instance, uploadIds(shown.flatMap(newsPictureIds))),
        );
        return {
          content: { ...base, revision, news: toNews(categories, shown, images) },
          route: { name: 'newsArticle', params: { slug } },
        };
      }
      if (collection === 'jobs') {
        const images = toImages(
          await readMedia(instance, uploadIds([draft.hero, draft.meta?.image])),
        );
        const [opening] = toOpenings([draft as StoredOpening], images);
        const others = (base.openPositions ?? []).filter((other) => other.id !== opening!.id);
        return {
          content: { ...base, revision, openPositions: [...others, opening!] },
          route: { name: 'jobOpening', params: { slug } },
        };
      }
      if (collection === 'brand-pages') {
        const pictures = await readMedia(
          instance,
          uploadIds([draft.logo, draft.hero, draft.meta?.image]),
        );
        const [page] = toBrandPages([draft as StoredBrandPage], toImages(pictures));
        const others = (base.brandPages ?? []).filter((other) => other.id !== page!.id);
        return {
          content: { ...base, revision, brandPages: [...others, page!] },
          route: {
            name: brandPageRoutes[page!.department],
            params: { slug },
          },
        };
      }
      return null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding an empty database

/**
 * Takes a lock while seeding: the build's workers and a starting server (or, on PostgreSQL, every
 * instance of the market) may open an empty database at the same moment, and only one of them may
 * load it. On PostgreSQL an advisory lock of the database itself, which spans machines and is freed
 * when its holder's connection closes; on SQLite a lock file beside the database.
 */
async function withLock<T>(payload: Payload, dataDir: string, work: () => Promise<T>): Promise<T> {
  const pool = postgresPool(payload);
  if (pool) return withAdvisoryLock(pool, advisoryLocks.seed, work);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'seed.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(file, 'wx'));
      break;
    } catch {
      // A lock older than two minutes is left by a process that died: take it over.
      try {
        if (Date.now() - statSync(file).mtimeMs > 120_000) rmSync(file, { force: true });
      } catch {
        /* gone meanwhile */
      }
      if (attempt > 600) throw new Error(`Could not take ${file}`);
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

const context = { seeding: true };

/** Creates or finds a document by its seed key; localized fields go in one locale at a time. */
async function upsert(
  payload: Payload,
  collection: ContentCollection,
  key: string,
  locales: readonly Locale[],
  shared: Doc,
  perLocale: (locale: Locale) => Doc | undefined,
): Promise<number | string> {
  const existing = await payload.find({
    collection,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    draft: true,
    // A document in the trash still holds its key (unique for fixed pages): staff may restore it.
    trash: true,
  });
  let id = existing.docs[0]?.id;
  if (id !== undefined) return id;
  const [first, ...rest] = locales.filter((locale) => perLocale(locale));
  if (!first) throw new Error(`Seed ${collection} ${key} has no copy in any locale`);
  const created = await payload.create({
    collection,
    locale: first,
    data: { ...shared, ...perLocale(first), key, _status: 'published' } as never,
    overrideAccess: true,
    context,
    depth: 0,
  });
  id = created.id;
  for (const locale of rest) {
    await payload.update({
      collection,
      id,
      locale,
      data: { ...perLocale(locale), _status: 'published' } as never,
      overrideAccess: true,
      context,
      depth: 0,
    });
  }
  return id;
}

/**
 * Loads an empty database with today's copy, once: the news and its categories, the job openings and
 * the brand pages of the seed. Idempotent (documents are found by their key), and it marks the
 * database seeded by writing the seed's revision last, so an interrupted seed resumes on next start.
 */
export async function seedContent(
  payload: Payload,
  market: SeedContent,
  locales: readonly Locale[],
  dataDir: string,
): Promise<boolean> {
  const seed = seedOf(market);
  const current = await readRevision(payload);
  if (current !== 'unseeded') {
    // A database seeded before the company's facts moved into the back office gets them now.
    const missingParts = async () => {
      const done = await seededParts(payload);
      return laterParts.filter((part) => !done.includes(part));
    };
    if (
      (await missingCompanyFacts(payload)).length === 0 &&
      (await missingParts()).length === 0 &&
      (await missingFixedPages(payload, seed)).length === 0
    )
      return false;
    return withLock(payload, dataDir, async () => {
      const seeded = await seedCompanyFacts(payload, seed, locales);
      seeded.push(...(await seedFixedPages(payload, seed, locales)));
      for (const part of await missingParts()) {
        await seedPart[part](payload, seed, locales);
        seeded.push(part);
      }
      if (seeded.length) {
        await payload.updateGlobal({
          slug: contentStateSlug,
          data: { revision: newRevision(), seededParts: [...laterParts] },
          overrideAccess: true,
          context,
        });
        payload.logger.info(`[back office] seeded ${seeded.join(', ')}`);
      }
      return seeded.length > 0;
    });
  }
  return withLock(payload, dataDir, async () => {
    if ((await readRevision(payload)) !== 'unseeded') return false;
    const categoryIds = new Map<string, number | string>();
    for (const category of seed.news.categories) {
      const { shared, inLocale } = categorySeed(category);
      categoryIds.set(
        category.id,
        await upsert(payload, newsCategoriesSlug, category.id, locales, shared, inLocale),
      );
    }
    const articleIds = new Map<string, number | string>();
    for (const article of seed.news.articles) {
      const { shared, inLocale } = articleSeed(article, categoryIds);
      articleIds.set(
        article.id,
        await upsert(payload, newsSlug, article.id, locales, shared, inLocale),
      );
    }
    // Related articles once every article has its id.
    for (const article of seed.news.articles) {
      const related = (article.related ?? []).flatMap((key) => articleIds.get(key) ?? []);
      if (!related.length) continue;
      await payload.update({
        collection: newsSlug,
        id: articleIds.get(article.id)!,
        data: { related, _status: 'published' } as never,
        overrideAccess: true,
        context,
        depth: 0,
      });
    }
    for (const opening of seed.openPositions ?? []) {
      const { shared, inLocale } = openingSeed(opening);
      await upsert(payload, jobsSlug, opening.id, locales, shared, inLocale);
    }
    for (const page of seed.brandPages ?? []) {
      const { shared, inLocale } = brandPageSeed(page);
      await upsert(payload, brandPagesSlug, page.id, locales, shared, inLocale);
    }
    await seedCompanyFacts(payload, seed, locales);
    await seedFixedPages(payload, seed, locales);
    for (const part of laterParts) await seedPart[part](payload, seed, locales);
    await payload.updateGlobal({
      slug: contentStateSlug,
      data: { revision: seedRevision(seed), seededParts: [...laterParts] },
      overrideAccess: true,
      context,
    });
    payload.logger.info(
      `[back office] seeded ${seed.news.articles.length} articles, ${seed.openPositions?.length ?? 0} openings, ${seed.brandPages?.length ?? 0} brand pages`,
    );
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Seeding the company's facts (globals)

const companyFactGlobals = [
  companySlug,
  figuresSlug,
  sponsorsSlug,
  sisterSitesSlug,
  homePageSlug,
  careersPageSlug,
  aboutPageSlug,
] as const;

/** The company globals never saved (a global that was never written has no updatedAt). */
async function missingCompanyFacts(payload: Payload) {
  const missing: (typeof companyFactGlobals)[number][] = [];
  for (const slug of companyFactGlobals) {
    const doc = await payload.findGlobal({ slug, depth: 0, overrideAccess: true });
    if (!(doc as Doc).updatedAt) missing.push(slug);
  }
  return missing;
}

/**
 * Gives the rows of `data` (one locale's copy of a global) the ids of the stored rows at the same
 * places, so writing another locale's texts updates those rows instead of replacing them.
 */
function withStoredRowIds(data: unknown, stored: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = Array.isArray(stored) ? (stored as Doc[]) : [];
    return data.map((row, index) => {
      const merged = withStoredRowIds(row, rows[index]) as Doc;
      return rows[index]?.id ? { ...merged, id: rows[index]!.id } : merged;
    });
  }
  if (data && typeof data === 'object') {
    const out: Doc = {};
    for (const [key, value] of Object.entries(data)) {
      out[key] = withStoredRowIds(value, (stored as Doc | undefined)?.[key]);
    }
    return out;
  }
  return data;
}

/** Writes a global one locale at a time: the first locale creates its rows, the others fill them in. */
async function seedGlobal(
  payload: Payload,
  slug: string,
  locales: readonly Locale[],
  dataFor: (locale: Locale) => Doc,
) {
  for (const [index, locale] of locales.entries()) {
    const stored =
      index === 0 ? {} : await payload.findGlobal({ slug, locale, depth: 0, overrideAccess: true });
    await payload.updateGlobal({
      slug,
      locale,
      data: withStoredRowIds(dataFor(locale), stored) as never,
      overrideAccess: true,
      context,
      depth: 0,
    });
  }
}

/** Loads each company global still empty with the seed's values; names the globals it wrote. */
async function seedCompanyFacts(payload: Payload, seed: SeedContent, locales: readonly Locale[]) {
  const written: string[] = [];
  for (const slug of await missingCompanyFacts(payload)) {
    if (slug === companySlug && seed.company) {
      const facts = { company: seed.company, memberships: seed.memberships, legal: seed.legal };
      await seedGlobal(payload, slug, locales, (locale) => companyDoc(facts, locale));
    } else if (slug === figuresSlug && seed.figures) {
      await seedGlobal(payload, slug, locales.slice(0, 1), () => figuresDoc(seed.figures!));
    } else if (slug === sponsorsSlug && seed.sponsors) {
      await seedGlobal(payload, slug, locales, (locale) => sponsorsDoc(seed.sponsors!, locale));
    } else if (slug === homePageSlug && seed.homeCopy) {
      const copies = seed.homeCopy;
      const filled = locales.filter((locale) => copies[locale]);
      await seedGlobal(payload, slug, filled, (locale) => homePageDoc(copies[locale]!));
    } else if (slug === sisterSitesSlug && seed.sisterSites) {
      await seedGlobal(payload, slug, locales, (locale) =>
        sisterSitesDoc(seed.sisterSites!, locale),
      );
    } else if (slug === careersPageSlug) {
      await seedGlobal(payload, slug, locales, (locale) =>
        careersPageDoc(careersCopyIn(seed, locale)!),
      );
    } else if (slug === aboutPageSlug) {
      await seedGlobal(payload, slug, locales, (locale) =>
        aboutPageDoc(aboutCopyIn(seed, locale)!),
      );
    } else continue;
    written.push(slug);
  }
  return written;
}

/** The parts of the seed loaded after the first seed (content-state's `seededParts`). */
async function seededParts(payload: Payload): Promise<string[]> {
  const state = (await payload.findGlobal({
    slug: contentStateSlug,
    overrideAccess: true,
    depth: 0,
  })) as Doc;
  return Array.isArray(state.seededParts) ? (state.seededParts as string[]) : [];
}

/** The documents page's list: the market's own, or site-core's copy of it. */
async function seedDocuments(payload: Payload, seed: SeedContent, locales: readonly Locale[]) {
  for (const document of seed.documents ?? documentsFromCopy(locales)) {
    const { shared, inLocale } = documentSeed(document);
    await upsert(payload, documentsSlug, document.id, locales, shared, inLocale);
  }
}

/** How the seed makes the document of one fixed page, in one locale. */
interface FixedPagesSeed {
  /** The pages of the collection the market has (each gets one document). */
  routes(seed: SeedContent): readonly RouteName[];
  /** A page's document in a locale; undefined where the seed has no copy in it. */
  docOf(seed: SeedContent, route: RouteName, locale: Locale): Doc | undefined;
}

const fixedPagesSeeds: Record<FixedPagesCollection, FixedPagesSeed> = {
  // The department and service pages' copy: the market's own, or the modules'.
  'area-pages': {
    routes: () => areaRoutes,
    docOf: (seed, route, locale) => {
      const copy = areaCopyIn(seed, route, locale);
      return copy && { title: pageLabel(route), ...areaPageDoc(copy) };
    },
  },
  // The legal pages' copy, placeholders kept (pages fill them from the company data).
  'legal-pages': {
    routes: () => legalRoutes,
    docOf: (seed, route, locale) => {
      const copy = seed.legalPages?.[route]?.[locale];
      return copy && { title: pageLabel(route), ...legalPageDoc(copy) };
    },
  },
  // The copy of the route table's brand pages the market shows: the market's own, or the modules'.
  'fixed-brand-pages': {
    routes: (seed) => seed.shownBrandRoutes ?? fixedBrandRoutes,
    docOf: (seed, route, locale) => {
      const copy = fixedBrandIn(seed, route, locale)?.copy;
      return copy && { title: pageLabel(route), ...fixedBrandPageDoc(copy) };
    },
  },
  // The title and description of each fixed page the market shows, from its catalogue.
  'page-titles': {
    routes: (seed) => Object.keys(seed.pageTitles ?? {}) as RouteName[],
    docOf: (seed, route, locale) => {
      const page = seed.pageTitles?.[route]?.[locale];
      return page && pageTitleDoc(page);
    },
  },
};

/** The page copy collections: a page's document can be reset to its initial copy. */
export const pageCopyCollections = ['area-pages', 'legal-pages', 'fixed-brand-pages'] as const;
export type PageCopyCollection = (typeof pageCopyCollections)[number];

/**
 * A fixed page's documents as the seed writes them (the initial copy), in each of the market's
 * locales where the seed has copy for that page; the seed is made once for all of them.
 */
export function initialPageDocs(
  market: SeededMarket,
  collection: PageCopyCollection,
  route: RouteName,
): [Locale, Doc][] {
  const seed = seedOf(market);
  return market.locales.flatMap((locale) => {
    const doc = fixedPagesSeeds[collection].docOf(seed, route, locale);
    return doc ? [[locale, doc] as [Locale, Doc]] : [];
  });
}

/** The fixed pages the market has that lack their document, by collection. */
async function missingFixedPages(payload: Payload, seed: SeedContent) {
  const missing: [FixedPagesCollection, RouteName[]][] = [];
  for (const [collection, pages] of Object.entries(fixedPagesSeeds) as [
    FixedPagesCollection,
    FixedPagesSeed,
  ][]) {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      draft: true,
      overrideAccess: true,
      // A page in the trash shows the site's copy until restored, and is not made again.
      trash: true,
      select: { key: true },
    });
    const stored = new Set(docs.map((doc) => (doc as Doc).key as string));
    const routes = pages.routes(seed).filter((route) => !stored.has(route));
    if (routes.length) missing.push([collection, routes]);
  }
  return missing;
}

/**
 * Gives each fixed page the market has its document, created with the seed's copy in every locale and
 * published: all of them in a new database, and later the pages it newly shows (a feature switched
 * on) or whose document staff deleted (which shows the site's copy again, and can be edited again).
 */
async function seedFixedPages(payload: Payload, seed: SeedContent, locales: readonly Locale[]) {
  const written: string[] = [];
  for (const [collection, routes] of await missingFixedPages(payload, seed)) {
    for (const route of routes) {
      await upsert(payload, collection, route, locales, {}, (locale) =>
        fixedPagesSeeds[collection].docOf(seed, route, locale),
      );
    }
    written.push(`${routes.length} ${collection}`);
  }
  return written;
}

/**
 * Parts of the seed added after databases were first seeded: each is loaded once into a database
 * that lacks it (content-state's `seededParts`), after which staff may delete what it made.
 */
const laterParts = ['documents', 'directory'] as const;
const seedPart: Record<
  (typeof laterParts)[number],
  (payload: Payload, seed: SeedContent, locales: readonly Locale[]) => Promise<void>
> = {
  documents: seedDocuments,
  directory: seedDirectory,
};

/**
 * The department directory: the locations, then the departments (placed at the locations' new ids),
 * and the usual office hours. Departments and locations are found by their English keys.
 */
async function seedDirectory(payload: Payload, seed: SeedContent, locales: readonly Locale[]) {
  const locationIds = new Map<string, number | string>();
  for (const location of seed.locations ?? []) {
    const { key, shared, inLocale } = locationSeed(location);
    locationIds.set(
      key,
      await upsert(payload, locationsSlug as ContentCollection, key, locales, shared, inLocale),
    );
  }
  for (const [key, department] of Object.entries(seed.departments ?? {})) {
    const { shared, inLocale } = departmentSeed(department, locationIds);
    await upsert(payload, departmentsSlug as ContentCollection, key, locales, shared, inLocale);
  }
  const hours = seed.officeHours;
  if (hours) {
    const filled = locales.filter((locale) => hours[locale]);
    await seedGlobal(payload, directorySlug, filled, (locale) => ({ officeHours: hours[locale] }));
  }
}
