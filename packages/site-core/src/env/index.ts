import path from 'node:path';
import { z } from '../validation/zod';

/**
 * The only place site-core reads process.env (a lint rule forbids it elsewhere). Parsed on first use,
 * so a bad value fails with a message naming the variable rather than deep inside a request.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SENDGRID_API_KEY: z.string().min(1).optional(),
    SENDGRID_BASE_URL: z.url().default('https://api.sendgrid.com'),
    MAIL_FROM: z.email().optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); Google suggests 0.5 as a start. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /**
     * Hostnames a reCAPTCHA token may have been solved on, besides the market's siteUrl host
     * (comma-separated; e.g. a staging host, or 127.0.0.1 in browser tests).
     */
    RECAPTCHA_HOSTNAMES: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      ),
    /** Contact messages one client address may send per window; 0 turns the limit off. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
    CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /**
     * Where the report store and development mail live: here, and nowhere else, defaulted to .data/ in
     * the app (next start and the operator scripts run in the app folder). Not a build input: without
     * the hint the file tracer copies the build machine's reports into the standalone bundle.
     */
    DATA_DIR: z
      .string()
      .min(1)
      .default(() => path.join(/* turbopackIgnore: true */ process.cwd(), '.data')),
    /**
     * Google Analytics 4 measurement id (G-XXXXXXX). Read by the server at request time (GET /api/analytics-settings),
     * never inlined into client code, so one build serves every environment; unset means no analytics tag at all.
     */
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'a GA4 measurement id like G-ABC123')
      .optional(),
    /** The build's folder, relative to the app (next-config reads it too): a second build beside .next. */
    NEXT_DIST_DIR: z.string().min(1).default('.next'),
    /**
     * `off` switches the back office and its API off on this instance (a public host): /admin and
     * everything under it answer 404, and staff edit on an internal instance of the same app.
     */
    BACK_OFFICE: z.enum(['on', 'off']).default('on'),
    /**
     * Reverse proxies whose X-Forwarded-* headers are believed (comma-separated addresses or CIDR
     * blocks, e.g. `127.0.0.1,10.0.0.0/8`): the client address the limits count, the host and scheme
     * the request was sent to. Unset: none; the server drops those headers from every connection and
     * counts the connection's own address (server/requestAddress.mts).
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    /**
     * How many instances of this market serve it behind a load balancer. Unset: one, unless
     * DATABASE_URL is PostgreSQL, which is there to be shared. Above one (production), the start is
     * refused until the settings every instance must share are set (backoffice/instances/sharedSettings.mts).
     */
    INSTANCES: z.coerce.number().int().min(1).optional(),
    /** The back office's database (apps' payload.config.ts); read here for the start's checks. */
    DATABASE_URL: z.string().optional(),
    /** The key that signs back-office sessions (backoffice/secret.mts); read here for the start's checks. */
    PAYLOAD_SECRET: z.string().optional(),
    /**
     * The site's public origin (apps' payload.config.ts): Payload's serverURL and the only origin of
     * links in mail. Required in production (startup/startupCheck.mts refuses the start without it).
     */
    SERVER_URL: z.string().optional(),
    /** The first administrator (backoffice/firstAdministrator.mts); read here for the start's checks. */
    ADMIN_EMAIL: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_TOTP_SECRET: z.string().optional(),
    /** Next's key for server actions (the admin uses them): the same on every instance. */
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z.string().optional(),
    /**
     * How long one SendGrid request may take before it counts as failed (contact form and outbox
     * alike): a hanging provider must not hold a visitor's request, nor a relay's slot. Default 10 s.
     */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * How often the report relay looks at the outbox for mails it was not told about (committed by
     * another instance, a lease run out) and the longest wait between two attempts of one mail, so
     * every due mail is tried within this long of the provider's recovery. Default 5 s.
     */
    REPORT_RELAY_POLL_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
    /**
     * How long a relay holds a mail it claimed before another instance may send it (the claimer died
     * mid-send). At least twice MAIL_TIMEOUT_MS, so a live relay always records its send (or gives
     * up on it) before its claim runs out. Default 60 s.
     */
    REPORT_RELAY_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
    /** How many mails one relay sends at once: a hung send holds one slot, never the others. */
    REPORT_RELAY_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
    /**
     * Object storage (server/objectStorageSettings.ts validates them together): the media library's
     * bucket, where the report store also keeps CVs. Read here for the report store.
     */
    S3_ENDPOINT: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_PREFIX: z.string().optional(),
    /** Set by Next while it builds; the report relay must not start inside build workers. */
    NEXT_PHASE: z.string().optional(),
  })
  .refine((env) => env.REPORT_RELAY_LEASE_MS >= 2 * env.MAIL_TIMEOUT_MS, {
    path: ['REPORT_RELAY_LEASE_MS'],
    message: 'must be at least twice MAIL_TIMEOUT_MS, so a send ends before its claim does',
  });

export type Env = z.infer<typeof schema>;

let parsed: Env | undefined;

export function getEnv(): Env {
  if (!parsed) {
    const result = schema.safeParse(process.env);
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
      throw new Error(`Invalid environment: ${problems.join('; ')}`);
    }
    parsed = result.data;
  }
  return parsed;
}

/** For tests that change the environment between cases. */
export function resetEnv() {
  parsed = undefined;
}

export const isProduction = () => getEnv().NODE_ENV === 'production';

/**
 * What the apps' payload.config.ts takes from the environment, as set: not parsed by the schema above,
 * because Payload's own commands (`payload migrate`, `generate:types`) load that file with whatever
 * environment they have, and the start's check (startup/startupCheck.mts) parses everything before a
 * server listens. `DATA_DIR` defaults to the app's own `.data`, wherever the command was started.
 */
export function backOfficeEnvironment(appDir: string) {
  const env = process.env;
  return {
    dataDir: env.DATA_DIR ?? path.join(appDir, '.data'),
    databaseUrl: env.DATABASE_URL,
    payloadSecret: env.PAYLOAD_SECRET,
    serverUrl: env.SERVER_URL,
    production: env.NODE_ENV === 'production',
    runJobs: env.BACK_OFFICE_JOBS !== 'off',
    firstAdministrator: {
      ADMIN_EMAIL: env.ADMIN_EMAIL,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD,
      ADMIN_TOTP_SECRET: env.ADMIN_TOTP_SECRET,
    },
    objectStorage: objectStorageVariables(env),
  };
}

/** The S3_* variables of `env` (the process's, or the parsed ones): the media bucket's settings. */
export function objectStorageVariables(env: { readonly [name: string]: unknown }) {
  return Object.fromEntries(objectStorageNames.map((name) => [name, env[name]])) as Record<
    ObjectStorageVariable,
    string | undefined
  >;
}

const objectStorageNames = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
  'S3_PREFIX',
] as const;
type ObjectStorageVariable = (typeof objectStorageNames)[number];

/** Every variable as set, unparsed: the start's check names each problem by its variable. */
export const environmentAsSet = (): Readonly<Record<string, string | undefined>> => process.env;

/** `next start` treats an unset NODE_ENV as production; the steps that run before it do the same. */
export function productionUnlessSet() {
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
}

/** Whether `next build` runs this code (Next sets NEXT_PHASE in its workers): a build serves nobody. */
export const inBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The folder pnpm was called from (INIT_CWD, pnpm's): operators' relative paths are taken from it. */
export const callerFolder = () => process.env.INIT_CWD ?? process.cwd();

/**
 * A command-line step that loads Payload (migrate, export): production mode, in which Payload runs
 * migrations instead of pushing the schema, unless set; and no jobs, which belong to the servers.
 */
export function commandLineBackOffice() {
  Object.assign(process.env, {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    BACK_OFFICE_JOBS: 'off',
  });
}
