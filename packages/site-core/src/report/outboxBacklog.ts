import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PostgresStoreDatabase } from './store/postgresDatabase';
import { isPostgresUrl, REPORT_STORE_FILE } from './store/reportStore';

/** The mails waiting in the report store's outboxes (reports' and applications'), for /healthz. */
export interface OutboxBacklog {
  /** Mails neither sent nor given up on. */
  pending: number;
  /** Seconds since the report or application of the oldest pending mail arrived; null when none wait. */
  oldestPendingSeconds: number | null;
}

const BACKLOG_QUERY = `SELECT COUNT(*) AS pending, MIN(received_at) AS oldest FROM (
    SELECT r.received_at FROM report_mails m JOIN reports r ON r.id = m.report_id
     WHERE m.status = 'pending'
    UNION ALL
    SELECT a.received_at FROM application_mails m JOIN applications a ON a.id = m.application_id
     WHERE m.status = 'pending'
  ) AS pending_mails`;

const backlogOf = (row: { pending: number; oldest: string | null }, now: Date) => {
  const oldest = row.oldest ? Date.parse(row.oldest) : NaN;
  return {
    pending: Number(row.pending),
    oldestPendingSeconds: Number.isFinite(oldest)
      ? Math.max(0, Math.round((now.getTime() - oldest) / 1000))
      : null,
  };
};

/** One connection per process for the health checks of a shared store, apart from the store's pool. */
const PROBES = Symbol.for('medivia.outboxBacklog.probes');
type Holder = { [PROBES]?: Map<string, PostgresStoreDatabase> };

/**
 * The backlog of the store the market's instances share (PostgreSQL): the same for every instance.
 * A store whose tables are not made yet (no instance opened it) has none.
 */
export async function sharedOutboxBacklog(databaseUrl: string, now = new Date()) {
  const holder = globalThis as Holder;
  const probes = (holder[PROBES] ??= new Map<string, PostgresStoreDatabase>());
  let probe = probes.get(databaseUrl);
  if (!probe) {
    probe = new PostgresStoreDatabase(databaseUrl, { max: 1 });
    probes.set(databaseUrl, probe);
  }
  try {
    const row = await probe.get<{ pending: number; oldest: string | null }>(BACKLOG_QUERY);
    return backlogOf(row ?? { pending: 0, oldest: null }, now);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01')
      return { pending: 0, oldestPendingSeconds: null };
    throw error;
  }
}

/** The backlog of this market's store, wherever it lives. */
export async function storeOutboxBacklog(
  dataDir: string,
  databaseUrl: string | undefined,
  now = new Date(),
): Promise<OutboxBacklog> {
  return isPostgresUrl(databaseUrl)
    ? sharedOutboxBacklog(databaseUrl, now)
    : outboxBacklog(dataDir, now);
}

/**
 * Reads the backlog without touching the store's own connection or its classes: a read-only
 * connection of its own, opened and closed per call (a health check every few seconds costs a
 * millisecond). A store not yet made (no report ever sent) has no backlog.
 */
export function outboxBacklog(dataDir: string, now = new Date()): OutboxBacklog {
  const file = path.join(dataDir, REPORT_STORE_FILE);
  if (!existsSync(file)) return { pending: 0, oldestPendingSeconds: null };
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 2_000 });
  try {
    const row = db.prepare(BACKLOG_QUERY).get() as { pending: number; oldest: string | null };
    return backlogOf(row, now);
  } finally {
    db.close();
  }
}
