import { getEnv } from '../../env';
import type { MarketConfig } from '../../market/types';
import { sendMail } from '../../server/mailer';
import { relayOwnerId } from '../relay/backoff';
import { ReportRelay } from '../relay/reportRelay';
import { ReportStore } from '../store/reportStore';

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
type Holder = { [GLOBAL_KEY]?: ReportRuntime };

/** Where the store lives (DATA_DIR, resolved by the env module). */
export function reportDataDir(): string {
  return getEnv().DATA_DIR;
}

/**
 * The process's store and relay, opened on first use. Throws if the store cannot be opened (disk
 * full, DATA_DIR not writable); the caller answers 503 and the next request tries again.
 */
export function reportRuntime(): ReportRuntime {
  const holder = globalThis as Holder;
  let runtime = holder[GLOBAL_KEY];
  if (!runtime) {
    const store = ReportStore.open(reportDataDir());
    const relay = new ReportRelay({
      store,
      send: (message) => sendMail(message),
      owner: relayOwnerId(),
    });
    runtime = { store, relay };
    holder[GLOBAL_KEY] = runtime;
    relay.start();
    if (!getEnv().SENDGRID_API_KEY && getEnv().NODE_ENV === 'production') {
      console.error(
        '[reports] SENDGRID_API_KEY is not set: reports are stored, their mails wait in the outbox.',
      );
    }
  }
  return runtime;
}

/**
 * Called from each app's instrumentation hook at server start, so mails of reports stored before a
 * crash or restart go out even if no new report arrives. A market without reports or openings opens
 * nothing.
 */
export function startReportRelay(market: Pick<MarketConfig, 'features' | 'openPositions'>) {
  // The relay also delivers job applications' mails, in every market that advertises openings.
  if (!market.features.adverseEffectReports && !market.openPositions?.length) return;
  // `next build` may load the hook in its workers: no store and no mail from a build.
  if (getEnv().NEXT_PHASE === 'phase-production-build') return;
  try {
    reportRuntime();
  } catch (error) {
    // Never stop the server from starting: the pages must still work, and the route handler
    // retries opening the store on the next report.
    console.error('[reports] could not open the report store at start-up', error);
  }
}
