import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPORT_STORE_FILE } from './store/reportStore';

/** The mails waiting in the report store's outboxes (reports' and applications'), for /healthz. */
export interface OutboxBacklog {
  /** Mails neither sent nor given up on. */
  pending: number;
  /** Seconds since the report or application of the oldest pending mail arrived; null when none wait. */
  oldestPendingSeconds: number | null;
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
    const row = db
      .prepare(
        `SELECT COUNT(*) AS pending, MIN(received_at) AS oldest FROM (
           SELECT r.received_at FROM report_mails m JOIN reports r ON r.id = m.report_id
            WHERE m.status = 'pending'
           UNION ALL
           SELECT a.received_at FROM application_mails m JOIN applications a ON a.id = m.application_id
            WHERE m.status = 'pending'
         )`,
      )
      .get() as { pending: number; oldest: string | null };
    const oldest = row.oldest ? Date.parse(row.oldest) : NaN;
    return {
      pending: row.pending,
      oldestPendingSeconds: Number.isFinite(oldest)
        ? Math.max(0, Math.round((now.getTime() - oldest) / 1000))
        : null,
    };
  } finally {
    db.close();
  }
}
