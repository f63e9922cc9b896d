import type { Payload } from 'payload';
import { lockHolder, type LockHolder } from './lockHolder.mts';
import { advisoryLockSession, advisoryLocks, postgresPool } from './postgresLocks.mts';

/** How often an instance that does not run the jobs asks whether it may (the cron ticks every 2 s). */
export const JOB_RUNNER_RETRY_MS = 3_000;

const holders = new WeakMap<Payload, LockHolder>();

function holderOf(payload: Payload): LockHolder | undefined {
  const pool = postgresPool(payload);
  if (!pool) return undefined;
  let holder = holders.get(payload);
  if (!holder) {
    holder = lockHolder({
      open: () => advisoryLockSession(pool, advisoryLocks.jobRunner),
      retryMs: JOB_RUNNER_RETRY_MS,
      onChange: (holds) =>
        payload.logger.info(
          holds
            ? '[back office] this instance runs scheduled publishing now'
            : '[back office] this instance no longer runs scheduled publishing',
        ),
    });
    holders.set(payload, holder);
  }
  return holder;
}

/**
 * Payload's `jobs.shouldAutoRun`: asked at every tick of the jobs' cron, in every process that
 * started Payload. Payload's job claiming on PostgreSQL takes no row lock, so two instances would
 * run one scheduled publish twice; the holder of the advisory lock runs them, alone. On SQLite the
 * database is one machine's file and this process runs them (BACK_OFFICE_JOBS=off on the others).
 */
export const jobRunner = {
  shouldRun: async (payload: Payload): Promise<boolean> => {
    const holder = holderOf(payload);
    return holder ? holder.holds() : true;
  },
};
