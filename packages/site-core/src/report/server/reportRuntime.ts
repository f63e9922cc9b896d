import { getEnv, objectStorageVariables } from '../../env';
import { sendMail } from '../../server/mailer';
import { objectStorageFromEnv } from '../../server/objectStorageSettings';
import { relayOwnerId } from '../relay/backoff';
import { ReportRelay } from '../relay/reportRelay';
import { ReportStore, type StoreLocation } from '../store/reportStore';
import { s3CvObjects } from '../store/s3CvObjects';

export interface ReportRuntime {
  store: ReportStore;
  relay: ReportRelay;
}

/**
 * One store and one relay per server process. Kept on globalThis because Next bundles the
 * instrumentation hook and each route handler separately, each with its own copy of this module; a
 * module-level variable would give every bundle its own relay.
 */
const GLOBAL_KEY = Symbol.for('medivia.reportRuntime');
type Holder = { [GLOBAL_KEY]?: Promise<ReportRuntime> };

/** Where the store lives (DATA_DIR, resolved by the env module). */
export function reportDataDir(): string {
  return getEnv().DATA_DIR;
}

/**
 * Where this market's store lives: PostgreSQL when DATABASE_URL is one (every instance shares it),
 * else SQLite under DATA_DIR; CVs in the media bucket when S3_* is set.
 */
export function reportStoreLocation(): StoreLocation {
  const env = getEnv();
  const storage = objectStorageFromEnv(objectStorageVariables(env));
  return {
    dataDir: reportDataDir(),
    databaseUrl: getEnv().DATABASE_URL,
    cvObjects: storage && s3CvObjects(storage),
  };
}

/**
 * The process's store and relay, opened on first use. Rejects if the store cannot be opened (disk
 * full, DATA_DIR not writable, PostgreSQL unreachable); the caller answers 503 and the next
 * request tries again.
 */
export function reportRuntime(): Promise<ReportRuntime> {
  const holder = globalThis as Holder;
  let runtime = holder[GLOBAL_KEY];
  if (!runtime) {
    runtime = openRuntime();
    holder[GLOBAL_KEY] = runtime;
    // A failed opening is not kept: the next request tries again.
    runtime.catch(() => {
      if (holder[GLOBAL_KEY] === runtime) holder[GLOBAL_KEY] = undefined;
    });
  }
  return runtime;
}

async function openRuntime(): Promise<ReportRuntime> {
  const store = await ReportStore.connect(reportStoreLocation());
  const env = getEnv();
  const relay = new ReportRelay({
    store,
    send: (message) => sendMail(message),
    owner: relayOwnerId(),
    pollMs: env.REPORT_RELAY_POLL_MS,
    leaseMs: env.REPORT_RELAY_LEASE_MS,
    // The mailer gives up on SendGrid after the same time; this deadline holds whatever the transport does.
    sendTimeoutMs: env.MAIL_TIMEOUT_MS,
    concurrency: env.REPORT_RELAY_CONCURRENCY,
  });
  relay.start();
  if (!getEnv().SENDGRID_API_KEY && getEnv().NODE_ENV === 'production') {
    console.error(
      '[reports] SENDGRID_API_KEY is not set: reports are stored, their mails wait in the outbox.',
    );
  }
  return { store, relay };
}

/**
 * Called from each app's instrumentation hook at server start, so mails of reports and job
 * applications stored before a crash or restart go out even if nothing new arrives. Every market
 * starts it: HR may publish an opening in the back office at any time (the seed's openings say
 * nothing of the database's), and an application stored before a restart must not wait for the next.
 */
export function startReportRelay() {
  // `next build` may load the hook in its workers: no store and no mail from a build.
  if (getEnv().NEXT_PHASE === 'phase-production-build') return;
  reportRuntime().catch((error) => {
    // Never stop the server from starting: the pages must still work, and the route handler
    // retries opening the store on the next report.
    console.error('[reports] could not open the report store at start-up', error);
  });
}
