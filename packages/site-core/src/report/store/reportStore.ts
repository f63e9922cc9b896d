import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Report } from '../schema';
import { MailOutbox } from './mailOutbox';
import { migrate } from './migrations';
import type { CommitResult, NewReport, StoredReport } from './types';

export const REPORT_STORE_FILE = 'reports.sqlite';

/** Reference prefix: NUS for 'nuspojava', the word the Croatian reporters and team use. */
const DEFAULT_PREFIX = 'NUS';

interface ReportRow {
  id: number;
  reference: string;
  kind: 'human' | 'veterinary';
  market: string;
  locale: string;
  received_at: string;
  report_json: string;
  idempotency_key: string | null;
  fingerprint: string;
  bot_check_json: string;
  needs_review: number;
}

/** Same report, same fingerprint: key order in the JSON does not matter. */
export function fingerprintOf(report: Report): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(report)))
    .digest('hex');
}

/**
 * The durable record of every adverse-effect report, in one SQLite file under DATA_DIR. WAL with
 * synchronous=FULL makes a commit durable before `commit` returns, so the visitor is told a report
 * was registered only once it survives a power cut or kill -9. better-sqlite3 is synchronous: a
 * commit is one short transaction on the request's thread, with no await between check and insert.
 */
export class ReportStore {
  readonly db: Database.Database;
  readonly outbox: MailOutbox;
  readonly file: string;

  private constructor(
    file: string,
    db: Database.Database,
    private readonly prefix: string,
  ) {
    this.file = file;
    this.db = db;
    this.outbox = new MailOutbox(db);
  }

  static open(
    dataDir: string,
    options: { readonly?: boolean; referencePrefix?: string } = {},
  ): ReportStore {
    const file = path.join(dataDir, REPORT_STORE_FILE);
    if (options.readonly) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      return new ReportStore(file, db, options.referencePrefix ?? DEFAULT_PREFIX);
    }
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(file, { timeout: 5_000 });
    db.pragma('journal_mode = WAL');
    // FULL: the WAL is fsynced at every commit; NORMAL could lose the last commits on power loss.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return new ReportStore(file, db, options.referencePrefix ?? DEFAULT_PREFIX);
  }

  /**
   * Stores a report and its outgoing mails in one transaction, or finds the first answer to the same
   * idempotency key. IMMEDIATE takes the write lock up front, so two processes sharing the file cannot
   * both pass the key check or draw the same reference number.
   */
  commit(input: NewReport, now = new Date()): CommitResult {
    const fingerprint = fingerprintOf(input.report);
    return this.db
      .transaction((): CommitResult => {
        const replay = input.idempotencyKey
          ? this.replayOf(input.idempotencyKey, input.report)
          : undefined;
        if (replay) return replay;
        const year = now.getUTCFullYear();
        const { last } = this.db
          .prepare(
            `INSERT INTO reference_counters (year, last) VALUES (?, 1)
             ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
          )
          .get(year) as { last: number };
        const reference = `${this.prefix}-${year}-${String(last).padStart(6, '0')}`;
        const receivedAt = now.toISOString();
        const { id } = this.db
          .prepare(
            `INSERT INTO reports (reference, kind, market, locale, received_at, report_json, idempotency_key,
               fingerprint, bot_check_json, needs_review)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(
            reference,
            input.report.kind,
            input.market,
            input.locale,
            receivedAt,
            JSON.stringify(input.report),
            input.idempotencyKey ?? null,
            fingerprint,
            JSON.stringify(input.botCheck),
            input.botCheck.ok ? 0 : 1,
          ) as { id: number };
        for (const mail of input.mails({ reference, receivedAt })) {
          this.outbox.enqueue(id, mail.purpose, mail.message, now.getTime());
        }
        return { status: 'created', reference, receivedAt, kind: input.report.kind };
      })
      .immediate();
  }

  /**
   * The first answer to an idempotency key, if any: lets the handler answer a repeat without
   * verifying its bot-check token again. `commit` re-checks inside its transaction regardless.
   */
  replayOf(idempotencyKey: string, report: Report): CommitResult | undefined {
    const first = this.db
      .prepare(
        'SELECT reference, received_at, kind, fingerprint FROM reports WHERE idempotency_key = ?',
      )
      .get(idempotencyKey) as
      Pick<ReportRow, 'reference' | 'received_at' | 'kind' | 'fingerprint'> | undefined;
    if (!first) return undefined;
    // The same key with another report is a client bug, not a retry: say so rather than answer
    // with a reference that does not cover what the visitor sent.
    if (first.fingerprint !== fingerprintOf(report)) return { status: 'conflict' };
    return {
      status: 'replayed',
      reference: first.reference,
      receivedAt: first.received_at,
      kind: first.kind,
    };
  }

  byReference(reference: string): StoredReport | undefined {
    const row = this.db.prepare('SELECT * FROM reports WHERE reference = ?').get(reference) as
      ReportRow | undefined;
    return row && this.toStored(row);
  }

  /** Every report, oldest first, for the operator's export. */
  list(): StoredReport[] {
    const rows = this.db.prepare('SELECT * FROM reports ORDER BY id').all() as ReportRow[];
    return rows.map((row) => this.toStored(row));
  }

  close() {
    if (this.db.open) this.db.close();
  }

  private toStored(row: ReportRow): StoredReport {
    return {
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      market: row.market,
      locale: row.locale,
      receivedAt: row.received_at,
      report: JSON.parse(row.report_json) as Report,
      idempotencyKey: row.idempotency_key,
      botCheck: JSON.parse(row.bot_check_json),
      needsReview: row.needs_review === 1,
      mails: this.outbox.ofReport(row.id).map((mail) => ({
        purpose: mail.purpose,
        to: mail.message.to,
        status: mail.status,
        attempts: mail.attempts,
        sentAt: mail.sentAt,
        lastError: mail.lastError,
      })),
    };
  }
}
