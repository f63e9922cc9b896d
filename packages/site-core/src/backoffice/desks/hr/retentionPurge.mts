import { hostname } from 'node:os';
import type { ReportStore } from '../../../report/store/reportStore';

/*
 * The retention purge of job applications, daily inside the site: each process that runs the back
 * office's jobs (BACK_OFFICE_JOBS not off, as scheduled publishing) looks every hour; the first
 * process of the group sharing the store to claim the UTC day runs it, the others see the day
 * taken. A process that died mid-purge leaves the day claimed: the next day's purge removes what it
 * left, since it removes everything past its date. The operator's CLI (applications:purge) runs the
 * same purge on demand.
 */

const HOUR_MS = 60 * 60 * 1000;

/** This process, as the day's claim names it. */
export const purgeRunnerId = () => `${hostname()}:${process.pid}`;

/**
 * Runs the day's purge if no process of the group has: the references removed, or undefined when
 * the day was already claimed.
 */
export async function runDailyPurge(
  store: ReportStore,
  runner: string,
  now: Date = new Date(),
): Promise<string[] | undefined> {
  if (!(await store.applications.claimDailyPurge(runner, now))) return undefined;
  const removed = await store.purgeApplications(now);
  await store.applications.finishDailyPurge(now, removed.length);
  return removed;
}

const STARTED = Symbol.for('medivia.hrDesk.retentionPurge');
type Holder = { [STARTED]?: Set<string> };

export interface RetentionPurgeOptions {
  /** DATA_DIR: one runner per store in this process, however many bundles start it. */
  dataDir: string;
  store: () => ReportStore | Promise<ReportStore>;
  /** How often the process looks whether today's purge has run (an hour). */
  everyMs?: number;
}

/** Starts this process's daily purge (idempotent); the timer never keeps the process alive. */
export function startRetentionPurge(options: RetentionPurgeOptions): void {
  const holder = globalThis as Holder;
  const started = (holder[STARTED] ??= new Set());
  if (started.has(options.dataDir)) return;
  started.add(options.dataDir);
  const runner = purgeRunnerId();
  const look = async () => {
    try {
      const removed = await runDailyPurge(await options.store(), runner);
      if (removed?.length) {
        // References only: nothing of an applicant in a log line.
        console.log(
          `[hr desk] retention purge removed ${removed.length} application(s): ${removed.join(', ')}`,
        );
      }
    } catch (error) {
      console.error(
        '[hr desk] the retention purge failed; it retries within the hour:',
        (error as Error).name,
      );
    }
  };
  setTimeout(() => void look(), 5_000).unref();
  setInterval(() => void look(), options.everyMs ?? HOUR_MS).unref();
}
