import { initialCopyEndpoint } from './initialCopy.mts';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import {
  buildConfig,
  getPayload,
  type CollectionConfig,
  type CollectionSlug,
  type Config,
  type GlobalConfig,
  type Payload,
  type SanitizedConfig,
} from 'payload';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { BlocksFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical';
import sharp from 'sharp';
import type { Locale } from '../i18n/locales';
import { adminLanguageOf } from '../i18n/adminLanguage';
import {
  collectionInStaffLanguages,
  globalInStaffLanguages,
  staffDateFormat,
  staffI18n,
  storageFieldsOutOfLists,
} from './staffLanguage/index.mts';
import type { MarketConfig } from '../market/types';
import type { SeededMarket } from '../seed/marketSeed';
import { validateMarket } from '../market/validateMarket';
import { contentState } from './contentModel.mts';
import { news, newsCategories } from './collections/news/config.mts';
import { jobs } from './collections/jobs/config.mts';
import { brandPages } from './collections/brandPages/config.mts';
import { companyDocuments } from './collections/documents/config.mts';
import { noteBlock } from '../content/richText/noteBlock.mts';
import { livePreview, previewPath } from './livePreview/index.mts';

export { previewPath };
import { backOfficeContent, seedContent, type BackOfficeContent } from './content.mts';
import { linkableCollections } from './publishedContent';
import {
  announceContentRevision,
  provideContentRevision,
  trustContentRevisionFor,
} from '../platform/contentRevision.mjs';
import { MAX_UPLOAD_BYTES } from './limits.mjs';
import { withRowLabels } from './rowLabels.mts';
import { redirects } from './redirects/index.mts';
import { fixedPagesInEveryLanguage, globalsInEveryLanguage } from './locales/scope.mts';
import { users } from './users/index.mts';
import { departments } from './collections/departments/config.mts';
import { locations } from './collections/locations/config.mts';
import { queuedByPublisher, runsJobsByRequest, staff } from './access/index.mts';
import { collectionWithUpdatedBy, globalWithUpdatedBy } from './updatedBy.mts';
import { collectionWithScheduleDefaults, scheduleTimezones } from './publishing/index.mts';
import { collectionWithTranslationStatus } from './translations/index.mts';
import { graphqlValidationRules } from './api/graphqlCost.mts';
import { accessWithoutServerError } from './api/graphqlAccess.mts';
import { media, mediaSizes } from './collections/media/config.mts';
import { readBounds } from './api/bounds.mts';
import { provisionSecondFactor, secondFactors } from './users/secondFactorStore.mts';
import { guardSessions } from './users/sessionGuard.mts';
import { firstAdministratorFromEnv, type FirstAdministrator } from './firstAdministrator.mts';
import { staffMailAdapter } from './email/index.mts';
import { backOfficeEnvironment, commandLineBackOffice, getEnv } from '../env';
import { siteOrigin } from '../server/siteOrigin.mts';
import { backOfficeSecret } from './secret.mts';
import { uploadedFilePolicy } from './api/uploadedFiles.mts';
import { privateDatabase, privateFolder } from '../server/privateFiles';
import { pharmacovigilanceDesk } from './desks/pharmacovigilance/index.mts';
import { icsrSender, type DeskMarket } from './desks/pharmacovigilance/icsrSender.mts';
import { hrDesk } from './desks/hr/index.mts';
import { whistleblowingDesk } from './desks/whistleblowing/index.mts';
import {
  mediaStorage,
  objectKeyOf,
  objectStorageFromEnv,
  readStoredObject,
  type ObjectStorage,
} from './storage/objectStorage.mts';
import { jobRunner } from './instances/jobRunner.mts';
import { generatedTypesFile, migrationsFolder } from './schemaFiles.mts';
import type { Media } from './payload-types';
import {
  collectionInMarketLocales,
  globalInMarketLocales,
  marketLocalization,
} from './marketLocales.mts';

/** A committed migration of either adapter, as `payload migrate:create` writes its index. */
// Each adapter types its own arguments; the factory hands each list to its own adapter only.
type Migrations = {
  name: string;
  up: (args: never) => Promise<void>;
  down: (args: never) => Promise<void>;
}[];
type PostgresMigrations = NonNullable<Parameters<typeof postgresAdapter>[0]['prodMigrations']>;
type SqliteMigrations = NonNullable<Parameters<typeof sqliteAdapter>[0]['prodMigrations']>;

/** What the back office needs to know of a market: its code, its locales (first = default), where data lives. */
export interface BackOfficeMarket {
  market: string;
  appName: string;
  locales: readonly [Locale, ...Locale[]];
  /** IANA time zone of the market (`Europe/Zagreb`): scheduled publishing defaults to it. */
  timeZone?: string;
}

export interface BackOfficeOptions {
  /** DATA_DIR: the SQLite file and the uploaded media live here. */
  dataDir: string;
  /** `file:` (SQLite) or `postgres://`; SQLite under dataDir when unset. */
  databaseUrl?: string;
  secret: string;
  /**
   * SERVER_URL: the origin the site and its /admin are reached at (`https://www.medivia.hr`). Payload's
   * `serverURL`, the one origin whose pages may send a signed-in request (`csrf`), and the origin the
   * API's same-origin check compares with; unset (development), the host each request was sent to.
   */
  serverUrl?: string;
  /** Session cookies only over HTTPS: on in production (`next start`), off for `next dev` on http://127.0.0.1. */
  secureCookies: boolean;
  /** Where `payload generate:importmap` writes the admin's component map in the app. */
  importMapFile: string;
  /**
   * The first administrator, created on first start when no account exists (ADMIN_EMAIL,
   * ADMIN_PASSWORD), with its second factor when the operator provisions one (ADMIN_TOTP_SECRET).
   */
  firstAdministrator?: FirstAdministrator;
  /**
   * Where `payload migrate:create` writes, per adapter (`<dir>/sqlite`, `<dir>/postgres`): site-core's
   * `migrations/`, shared by every market, unless a test points it elsewhere.
   */
  migrationsDir?: string;
  /**
   * Committed migrations per adapter (`@medivia/site-core/migrations/sqlite`, `.../postgres`), applied
   * on start in production (schema push is a development feature).
   */
  migrations?: { sqlite?: Migrations; postgres?: Migrations };
  /**
   * The market's settings with its seed (the app's src/seed): loaded into an empty database on first
   * start (news, openings, brand pages, department directory, company data, locations, figures,
   * supported organisations), and the dashboard's launch checklist compares what is published with
   * it. Pages never read it: they render what the database publishes.
   */
  seed?: () => Promise<SeededMarket>;
  /** Run scheduled publishing inside this process (on unless BACK_OFFICE_JOBS=off). */
  runJobs?: boolean;
  /** S3_*: the media library in object storage, shared by every instance (objectStorageFromEnv). */
  objectStorage?: ObjectStorage;
}

// The media library's files, served at /assets (kept in this module: the back office is one entry).
export { mediaSizes };

export type MediaSizeName = (typeof mediaSizes)[number]['name'];
const sizeNames: readonly string[] = mediaSizes.map((size) => size.name);

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /assets/{id} and /assets/{id}?key={size} (spec §7): a file of the back office's media library,
 * or one of its image sizes. Unknown id 404, unknown key 400, a size the file was not made in (a PDF,
 * an image smaller than the size) 404. Read through the Local API with the visitor's (anonymous)
 * access, so whatever the collection's access rules hide stays hidden here too. The file's name is
 * never a path: only its base name is looked up in the collection's folder.
 *
 * Caching: the address stays when staff replace a file, so the answer carries a validator (ETag from
 * the document's id, change time and size) and may be kept for an hour, then revalidated: a CDN keeps
 * it until it changes, and a 304 costs no file read.
 */
export function createAssetHandler(config: Promise<SanitizedConfig> | SanitizedConfig) {
  return async function GET(
    request: Request,
    { params }: { params: Promise<{ id: string }> },
  ): Promise<Response> {
    const { id } = await params;
    const key = new URL(request.url).searchParams.get('key');
    if (key !== null && !sizeNames.includes(key)) {
      return json(400, { error: 'unknown_key', keys: sizeNames });
    }
    if (!/^[1-9][0-9]{0,15}$/.test(id)) return json(404, { error: 'not_found' });

    const payload = await getPayload({ config });
    let doc: Media;
    try {
      doc = (await payload.findByID({
        collection: 'media',
        id,
        depth: 0,
        overrideAccess: false,
      })) as unknown as Media;
    } catch {
      return json(404, { error: 'not_found' });
    }
    const file = key ? doc.sizes?.[key as MediaSizeName] : doc;
    if (!file?.filename) return json(404, { error: 'no_such_size', key });

    const tag = `"m${doc.id}-${Date.parse(doc.updatedAt)}-${key ?? 'original'}-${file.filesize ?? 0}"`;
    const headers: Record<string, string> = {
      etag: tag,
      'last-modified': new Date(doc.updatedAt).toUTCString(),
      'cache-control': 'public, max-age=3600, must-revalidate',
      'x-content-type-options': 'nosniff',
    };
    if (request.headers.get('if-none-match') === tag) {
      return new Response(null, { status: 304, headers });
    }
    const stored = await readMediaFile(payload.config, file.filename, doc.prefix);
    if (!stored) return json(404, { error: 'not_found' });
    const type = file.mimeType ?? 'application/octet-stream';
    // An SVG is a document that could run script if opened directly: it may draw, nothing more.
    const policy = uploadedFilePolicy(type);
    return new Response(stored.body, {
      status: 200,
      headers: {
        ...headers,
        'content-type': type,
        ...(stored.length !== undefined ? { 'content-length': String(stored.length) } : {}),
        ...(policy ? { 'content-security-policy': policy } : {}),
      },
    });
  };
}

/**
 * A media file's bytes: from the bucket when the media library is in object storage (every instance
 * sees every upload), otherwise from DATA_DIR/media. Only the name's base is looked up either way.
 */
async function readMediaFile(
  config: SanitizedConfig,
  filename: string,
  documentPrefix: string | null | undefined,
): Promise<{ body: BodyInit; length?: number } | null> {
  const storage = (config.custom as { objectStorage?: ObjectStorage }).objectStorage;
  if (storage) return readStoredObject(storage, objectKeyOf(storage, filename, documentPrefix));
  const staticDir = config.collections.find((collection) => collection.slug === 'media')?.upload
    ?.staticDir;
  if (!staticDir) return null;
  try {
    const body = await readFile(path.join(staticDir, path.basename(filename)));
    return { body: new Uint8Array(body), length: body.byteLength };
  } catch {
    return null;
  }
}

/** The file of a `file:` database URL (`file:/abs`, `file:rel`, `file:///abs`). */
const sqliteFile = (url: string) =>
  (url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length)).replace(/\?.*$/, '');

function database(options: BackOfficeOptions): Config['db'] {
  const url = options.databaseUrl || `file:${path.join(options.dataDir, 'back-office.db')}`;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(options.migrationsDir ?? migrationsFolder, 'postgres'),
      prodMigrations: options.migrations?.postgres as PostgresMigrations | undefined,
    });
  }
  // Staff accounts and drafts: 0600 from the start, its WAL and SHM after it (privateDatabase).
  const file = sqliteFile(url);
  if (!options.databaseUrl) privateFolder(options.dataDir);
  if (file && file !== ':memory:') privateDatabase(file);
  return sqliteAdapter({
    // WAL and a busy timeout: without them a second process on the file (a seed or jobs run) makes
    // concurrent saves fail with "database is locked" or vanish (measured in issue #18).
    client: { url },
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(options.migrationsDir ?? migrationsFolder, 'sqlite'),
    prodMigrations: options.migrations?.sqlite as SqliteMigrations | undefined,
  });
}

/** The market's back office: Payload at /admin, its API under /admin/api so it never shadows the site's /api. */
/**
 * Lexical's default features with internal links limited to documents the site shows (pages, news,
 * openings, brands) and media files: the site renders those as links to their pages
 * (routing/internalLinks.ts); a link to a user or a job run would have nowhere to lead.
 */
function withSiteLinks<T extends { key: string }>(
  features: T[],
): (T | ReturnType<typeof LinkFeature>)[] {
  return features.map((feature) =>
    feature.key === 'link'
      ? LinkFeature({ enabledCollections: linkableCollections as CollectionSlug[] })
      : feature,
  );
}

/** The fixed pages' prose editor: Lexical's defaults and the Note block (pageCopy.mts). */
const proseEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...withSiteLinks(defaultFeatures),
    BlocksFeature({ blocks: [noteBlock] }),
  ],
});

const labelledRows = <T extends CollectionConfig | GlobalConfig>(config: T): T => ({
  ...config,
  fields: withRowLabels(config.fields),
});

export function createBackOfficeConfig(market: BackOfficeMarket, options: BackOfficeOptions) {
  const origin = siteOrigin(options.serverUrl);
  // Adverse-reaction reports: worked at /admin/pharmacovigilance through /admin/api/pv, never
  // through the generic API (they live in the report store, not in Payload's database).
  // The report store: PostgreSQL with a postgres:// database (shared by every instance), else
  // SQLite in DATA_DIR; CVs in the media bucket when object storage is set.
  const reportStore = {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    objectStorage: options.objectStorage,
  };
  const desk = pharmacovigilanceDesk(market, {
    ...reportStore,
    takesReports: async () => Boolean((await options.seed?.())?.features.adverseEffectReports),
  });
  // Job applications: worked at /admin/hr through /admin/api/hr, from the same store; the daily
  // retention purge runs where scheduled publishing runs.
  const applicationsDesk = hrDesk({ ...reportStore, runJobs: options.runJobs !== false });
  // Whistleblowing cases: worked through /admin/api/wb by confidential persons only, from the
  // channel's own store (whistleblowing/store.ts); the market's settings come with its seed.
  const channelDesk = whistleblowingDesk({
    market: market.market,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    settings: async () => (await options.seed?.())?.whistleblowing,
    runJobs: options.runJobs !== false,
  });
  return buildConfig({
    secret: options.secret,
    // Unset, Payload answers with the origin each request was sent to.
    serverURL: origin,
    // A session cookie counts only on a request from the site's own pages (or, without Origin, one
    // the browser marks same-site); the API's own check (api/csrf.mts) refuses the rest with 403.
    csrf: origin ? [origin] : [],
    // No request fills in related documents deeper than staff may ask for (api/readLimits.mts).
    maxDepth: readBounds.staff.depth,
    graphQL: {
      // Payload's additive price (a relationship 10, any other field 1) bounds a query's breadth;
      // api/graphqlCost.mts weighs what it reads through lists, and api/graphqlLimits.mts its depth.
      maxComplexity: 1000,
      validationRules: graphqlValidationRules,
      // `Access { canAccessAdmin }` answers false to a visitor, not a server error.
      queries: accessWithoutServerError,
      disableIntrospectionInProduction: true,
      disablePlaygroundInProduction: true,
    },
    routes: {
      admin: '/admin',
      api: '/admin/api',
      graphQL: '/graphql',
      graphQLPlayground: '/graphql-playground',
    },
    admin: {
      user: 'users',
      // No gravatar: the admin calls nothing outside the site.
      avatar: 'default',
      meta: { titleSuffix: ` · ${market.appName}` },
      dateFormat: staffDateFormat[adminLanguageOf[market.locales[0]]],
      // A scheduled publish is given in the market's time, preselected (publishing/index.mts).
      timezones: scheduleTimezones(market.timeZone),
      importMap: { importMapFile: options.importMapFile },
      // A page's draft beside its form, in the language being edited, anew on every save.
      livePreview: livePreview(market),
      // On the dashboard: what waits at the desks the account works at, then the sample values
      // and unpublished content still in place (backoffice/LaunchChecklist.tsx).
      components: {
        beforeDashboard: [
          ...desk.beforeDashboard,
          ...applicationsDesk.beforeDashboard,
          '@medivia/site-core/backoffice/launch-checklist#LaunchChecklist',
        ],
        // Not yet: tabLanguage/TabLanguage.tsx (each tab keeps its documents' language) rewrites the
        // address after the form has drawn, and Payload then draws the form again: what staff typed in
        // that moment was lost (redirects.spec.ts failed on it in a loaded CI run). Back once the
        // language reaches the address before the form draws (issue #41, item 5).
        // After the password: the second factor's code, or its set-up (users/SecondFactorView.tsx).
        beforeLogin: ['@medivia/site-core/backoffice/second-factor#SecondFactorRedirect'],
        afterNavLinks: [...desk.afterNavLinks, ...applicationsDesk.afterNavLinks],
        views: {
          ...desk.views,
          ...applicationsDesk.views,
          secondFactor: {
            Component: '@medivia/site-core/backoffice/second-factor#SecondFactorView',
            path: '/second-factor',
            exact: true,
          },
        },
      },
    },
    endpoints: [
      ...desk.endpoints,
      ...applicationsDesk.endpoints,
      ...channelDesk.endpoints,
      initialCopyEndpoint,
    ],
    // Server-only: what the dashboard's launch checklist compares the published facts with, and
    // the desks' store.
    custom: {
      loadMarket: options.seed,
      // The market's own locales (marketLocales.mts): the localization lists every market's.
      marketLocales: market.locales,
      // The desks' times are the market's (backoffice/staffFormat.ts).
      timeZone: market.timeZone,
      objectStorage: options.objectStorage,
      ...desk.custom,
      ...applicationsDesk.custom,
    },
    // The media library's files in object storage when S3_* is set (storage/objectStorage.mts).
    plugins: [mediaStorage(options.objectStorage), storageFieldsOutOfLists],
    // Every market's locales in the database (one schema, one set of migrations for all markets);
    // the market's own in its admin and API (marketLocales.mts).
    localization: marketLocalization(market.locales),
    // Every list's rows are named by their own words in the admin (rowLabels.mts), and every word
    // of the admin is in the staff's language (staffLanguage/).
    collections: [
      users({ secureCookies: options.secureCookies, siteName: market.appName }),
      news((doc, locale) => previewPath(market, 'news', doc.id, locale)),
      newsCategories(),
      jobs((doc, locale) => previewPath(market, 'jobs', doc.id, locale)),
      brandPages((doc, locale) => previewPath(market, 'brand-pages', doc.id, locale)),
      companyDocuments(),
      locations(market.locales[0]),
      departments(market.locales[0]),
      ...fixedPagesInEveryLanguage(
        (collection, doc, locale) => previewPath(market, collection, doc.id, locale),
        proseEditor,
        market.locales[0],
      ),
      redirects(),
      media(options.dataDir, market.locales[0]),
      secondFactors(),
    ]
      .map(labelledRows)
      .map(collectionWithUpdatedBy)
      .map(collectionWithScheduleDefaults)
      // Which languages each document is complete in, in its list and on its form.
      .map(collectionWithTranslationStatus)
      .map(collectionInMarketLocales(market.locales))
      .map((collection) => collectionInStaffLanguages(collection, market.locales[0])),
    globals: [...globalsInEveryLanguage(market.locales[0]), contentState()]
      .map(labelledRows)
      .map(globalWithUpdatedBy)
      .map(globalInMarketLocales(market.locales))
      .map((global) => globalInStaffLanguages(global, market.locales[0])),
    i18n: staffI18n(market.locales[0]),
    // Uploads above 20 MB are refused with 413 while they arrive (the media library's largest are
    // print-quality PDFs); their type is checked from their bytes against the collection's list.
    upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
    // Scheduled publish and unpublish run in the site's own process, every two seconds, so a
    // scheduled article is live within seconds of its time (the page cache sees the new revision).
    jobs: {
      autoRun:
        options.runJobs === false ? [] : [{ cron: '*/2 * * * * *', queue: 'default', limit: 20 }],
      // One instance runs them at a time: on PostgreSQL the holder of an advisory lock, which
      // another takes over within seconds of its death (instances/jobRunner.mts); on SQLite this process.
      shouldAutoRun: jobRunner.shouldRun,
      // Staff may queue a scheduled publish that runs as themselves, of a document they may publish
      // (access/publishing.mts); nobody changes or deletes a job through the API (Payload's
      // default), the schedule dialog cancels through its checked server function.
      jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
        ...defaultJobsCollection,
        access: { ...defaultJobsCollection.access, read: staff, create: queuedByPublisher },
      }),
      // Runs by request (/admin/api/payload-jobs/run) and cancels through the Local API's callers
      // with a request: administrators only; the runner above needs neither.
      access: { run: runsJobsByRequest, cancel: runsJobsByRequest },
    },
    editor: lexicalEditor({ features: ({ defaultFeatures }) => withSiteLinks(defaultFeatures) }),
    db: database(options),
    // Resets and invitations leave through the site's mailer (backoffice/email), from MAIL_FROM.
    email: backOfficeSender(market, options).then(staffMailAdapter),
    sharp,
    telemetry: false,
    onInit: async (payload) => {
      // Before anything answers: sessions count only within their limits and past the second factor.
      guardSessions(payload);
      // Applications past the privacy notice's date go daily, as scheduled publishing runs.
      applicationsDesk.start();
      channelDesk.start();
      // An empty database gets today's copy, so a fresh clone shows the whole site with no step.
      if (options.seed) {
        // A broken seed (a malformed mailbox, a text missing a locale) stops the start naming it,
        // as it stopped the build when pages read it.
        const seeded = await options.seed();
        validateMarket(seeded);
        await seedContent(payload, seeded, market.locales, options.dataDir);
      }
      const first = options.firstAdministrator;
      if (!first) return;
      const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
      if (totalDocs > 0) return;
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: first.email, password: first.password, role: 'administrator' },
      });
      if (first.totpSecret) await provisionSecondFactor(payload, created.id, first.totpSecret);
      payload.logger.info(
        `[back office] first administrator ${first.email} created from ADMIN_EMAIL${
          first.totpSecret ? ', its second factor from ADMIN_TOTP_SECRET' : ''
        }`,
      );
    },
    // payload-types.ts, committed and checked by `test:schema` (scripts/schema.ts); written by
    // `pnpm db:migration` and `pnpm db:types`. Not declared as Payload's GeneratedTypes: the Local
    // API's calls stay as they are typed today, and code reads the generated types by name.
    typescript: { autoGenerate: false, outputFile: generatedTypesFile, declare: false },
  });
}

/**
 * The sender of the back office's mail: MAIL_FROM, or the market's documented default address (its
 * settings, loaded as the seed loads them), under the site's name.
 */
async function backOfficeSender(market: BackOfficeMarket, options: BackOfficeOptions) {
  const configured = getEnv().MAIL_FROM;
  const fallback = configured
    ? undefined
    : await options
        .seed?.()
        .then((config) => config.defaultMailFrom)
        .catch(() => undefined);
  return {
    email: configured ?? fallback ?? `no-reply@${market.market}.invalid`,
    name: market.appName,
  };
}

export { firstAdministratorFromEnv, type FirstAdministrator };
export { backOfficeContent, type BackOfficeContent };
export { backOfficeSecret };

/**
 * Serves the content revision to the page cache and the proxy (platform/contentRevision.mjs) and opens
 * the database at the server's start: migrations, the seed of an empty database and scheduled
 * publishing run before the first visitor. A database that cannot be read leaves the cached pages
 * served as they are, rather than failing every request.
 */
export async function serveContentRevisions(content: BackOfficeContent) {
  // One read answers the requests of half a second; a save in this process announces its revision
  // at once (bumpContentRevision), one in another process is seen within that half second.
  provideContentRevision(() => content.revision().catch(() => null), {
    trustMs: READ_REVISION_TRUST_MS,
  });
  try {
    await content.revision();
  } catch (error) {
    console.error('[back office] the content database could not be opened:', error);
    return;
  }
  // On PostgreSQL every commit of a revision is announced to every instance at once: a read is then
  // only the safety net for a notice lost with its connection, within the publish budget.
  await content
    .listenForRevisions({
      heard: announceContentRevision,
      listening: (yes) =>
        trustContentRevisionFor(yes ? HEARD_REVISION_TRUST_MS : READ_REVISION_TRUST_MS),
    })
    .catch((error) =>
      console.error('[back office] could not listen for content revisions:', error),
    );
}

/** How long a read revision is trusted where nothing announces new ones (another SQLite process). */
const READ_REVISION_TRUST_MS = 500;
/** ... and where PostgreSQL announces each: the publish budget (docs/architecture.md), 5 s. */
const HEARD_REVISION_TRUST_MS = 5_000;

type ConfigModule = () => Promise<{ default: Promise<SanitizedConfig> | SanitizedConfig }>;

/**
 * Opens the back office's database from the command line as the build opens it (committed migrations
 * applied, an empty database seeded, no scheduled jobs), runs `work` on it and closes it. The scripts
 * that call it hold the process open from their first line: the SQLite driver's work keeps no handle
 * of its own, and Node would otherwise end them mid-query with exit 13.
 */
async function withBackOffice<T>(
  loadConfig: ConfigModule,
  work: (config: Promise<SanitizedConfig> | SanitizedConfig, payload: Payload) => Promise<T>,
): Promise<T> {
  // Migrations run only in production mode (development pushes the schema).
  commandLineBackOffice();
  const { default: config } = await loadConfig();
  const payload = await getPayload({ config });
  try {
    return await work(config, payload);
  } finally {
    await payload.destroy();
  }
}

/**
 * Applies the committed migrations and seeds an empty database, in this process: the step before
 * `next build` (apps' scripts/prepare-back-office.ts). Returns the exit code.
 */
export async function prepareBackOffice(loadConfig: ConfigModule): Promise<number> {
  try {
    await withBackOffice(loadConfig, async () => undefined);
    return 0;
  } catch (error) {
    console.error('[back office] could not prepare the database:', error);
    return 1;
  }
}

/** What the back office has published, read once from the command line (the launch checklist). */
export function readPublishedContent(
  loadConfig: ConfigModule,
  market: Pick<MarketConfig, 'country' | 'locales'>,
) {
  return withBackOffice(loadConfig, (config) => backOfficeContent(config, market).published());
}

/**
 * The sender of the market's ICSRs as the desk's E2B(R3) download names it (the published company's
 * name, the market's country and id), read once from the command line (`reports:export --format e2b`).
 */
export function readIcsrSender(loadConfig: ConfigModule, market: DeskMarket) {
  return withBackOffice(loadConfig, (_config, payload) => icsrSender(payload, market));
}

export { objectStorageFromEnv, type ObjectStorage };

/**
 * The settings an app's back office takes from its environment (DATA_DIR, DATABASE_URL, PAYLOAD_SECRET,
 * SERVER_URL, NODE_ENV, ADMIN_*, BACK_OFFICE_JOBS, S3_*), read by site-core's env module, so the apps'
 * payload.config.ts names only the app's own places and never reads the environment itself.
 */
export function backOfficeSettingsFromEnv(
  appDir: string,
): Pick<
  BackOfficeOptions,
  | 'dataDir'
  | 'databaseUrl'
  | 'secret'
  | 'serverUrl'
  | 'secureCookies'
  | 'firstAdministrator'
  | 'runJobs'
  | 'objectStorage'
> {
  const env = backOfficeEnvironment(appDir);
  return {
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    secret: backOfficeSecret(env.dataDir, env.payloadSecret),
    serverUrl: env.serverUrl,
    secureCookies: env.production,
    firstAdministrator: firstAdministratorFromEnv(env.firstAdministrator),
    runJobs: env.runJobs,
    objectStorage: objectStorageFromEnv(env.objectStorage),
  };
}
export { assertSharedSettings, requireSharedSettings } from './instances/sharedSettings.mts';
export { createHealthHandler } from './instances/health.mts';
