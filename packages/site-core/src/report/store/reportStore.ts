import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Report } from '../schema';
import { applicationMailTables, MailOutbox, reportMailTables } from './mailOutbox';
import { migrate } from './migrations';
import { ApplicationCases, siteRetentionPurge } from './applicationCases';
import type { DeskActor } from './auditTypes';
import { ReportCases } from './reportCases';
import type {
  ApplicationAnswers,
  ApplicationCommitResult,
  CommitResult,
  NewApplication,
  NewReport,
  OutboxMessage,
  StoredApplication,
  StoredReport,
} from './types';
import { privateDatabase, privateFolder } from '../../server/privateFiles';

export const REPORT_STORE_FILE = 'reports.sqlite';

/** Reference prefix: NUS for 'nuspojava', the word the Croatian reporters and team use. */
const DEFAULT_PREFIX = 'NUS';
/** Job applications' references: APP-2026-000001. */
const APPLICATION_PREFIX = 'APP';

interface ApplicationRow {
  id: number;
  reference: string;
  market: string;
  locale: string;
  opening_id: string;
  received_at: string;
  retain_until: string;
  application_json: string;
  cv_name: string;
  cv_type: string;
  cv_size: number;
  cv_sha256: string;
  idempotency_key: string | null;
  fingerprint: string;
}

interface StoredCv {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A record's mails as the operator sees them: where each went and how its delivery stands. */
const mailSummaries = (outbox: MailOutbox, recordId: number) =>
  outbox.ofReport(recordId).map((mail) => ({
    purpose: mail.purpose,
    to: mail.message.to,
    status: mail.status,
    attempts: mail.attempts,
    sentAt: mail.sentAt,
    lastError: mail.lastError,
  }));

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
  /** The reports' mails. */
  readonly outbox: MailOutbox;
  /** The job applications' mails; HR's mail gets the CV attached when it is claimed. */
  readonly applicationOutbox: MailOutbox;
  /** The pharmacovigilance desk: each report's case, the team's notes and the audit trail. */
  readonly cases: ReportCases;
  /** The HR desk: each application's status, HR's notes, the audit trail and the retention purge. */
  readonly applications: ApplicationCases;
  readonly file: string;

  private constructor(
    file: string,
    db: Database.Database,
    private readonly prefix: string,
  ) {
    this.file = file;
    this.db = db;
    this.outbox = new MailOutbox(db, reportMailTables);
    this.cases = new ReportCases(db);
    this.applications = new ApplicationCases(db);
    this.applicationOutbox = new MailOutbox(db, applicationMailTables, (id, message) =>
      this.withCv(id, message),
    );
  }

  /** Every outbox the relay delivers, reports first: a safety report never waits behind a CV. */
  get outboxes(): MailOutbox[] {
    return [this.outbox, this.applicationOutbox];
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
    // Reports and CVs: DATA_DIR 0700, the store and its WAL 0600 (server/privateFiles.ts).
    privateFolder(dataDir);
    privateDatabase(file);
    const db = new Database(file, { timeout: 5_000 });
    db.pragma('journal_mode = WAL');
    privateDatabase(file);
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
        const reference = this.nextReference('reference_counters', this.prefix, now);
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

  /**
   * Stores a job application, its CV and its two mails in one transaction (as `commit` does for a
   * report): once this returns, the application survives a crash and its mails will go out.
   */
  commitApplication(input: NewApplication, now = new Date()): ApplicationCommitResult {
    const cvSha256 = createHash('sha256').update(input.cv.bytes).digest('hex');
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([input.openingId, input.answers, cvSha256]))
      .digest('hex');
    return this.db
      .transaction((): ApplicationCommitResult => {
        if (input.idempotencyKey) {
          const first = this.db
            .prepare(
              'SELECT reference, received_at, fingerprint FROM applications WHERE idempotency_key = ?',
            )
            .get(input.idempotencyKey) as
            Pick<ApplicationRow, 'reference' | 'received_at' | 'fingerprint'> | undefined;
          if (first) {
            return first.fingerprint === fingerprint
              ? { status: 'replayed', reference: first.reference, receivedAt: first.received_at }
              : { status: 'conflict' };
          }
        }
        const reference = this.nextReference(
          'application_reference_counters',
          APPLICATION_PREFIX,
          now,
        );
        const receivedAt = now.toISOString();
        const { id } = this.db
          .prepare(
            `INSERT INTO applications (reference, market, locale, opening_id, received_at, retain_until,
               application_json, cv_name, cv_type, cv_size, cv_sha256, cv, idempotency_key, fingerprint)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(
            reference,
            input.market,
            input.locale,
            input.openingId,
            receivedAt,
            input.retainUntil.toISOString(),
            JSON.stringify(input.answers),
            input.cv.name,
            input.cv.type,
            input.cv.bytes.byteLength,
            cvSha256,
            input.cv.bytes,
            input.idempotencyKey ?? null,
            fingerprint,
          ) as { id: number };
        for (const mail of input.mails({ reference, receivedAt })) {
          this.applicationOutbox.enqueue(id, mail.purpose, mail.message, now.getTime());
        }
        return { status: 'created', reference, receivedAt };
      })
      .immediate();
  }

  /** Every application still kept, oldest first (without the CV's bytes). */
  listApplications(): StoredApplication[] {
    const rows = this.db
      .prepare(
        `SELECT id, reference, market, locale, opening_id, received_at, retain_until, application_json,
           cv_name, cv_type, cv_size, cv_sha256, idempotency_key, fingerprint
         FROM applications ORDER BY id`,
      )
      .all() as ApplicationRow[];
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      market: row.market,
      locale: row.locale,
      openingId: row.opening_id,
      receivedAt: row.received_at,
      retainUntil: row.retain_until,
      answers: JSON.parse(row.application_json) as ApplicationAnswers,
      cv: { name: row.cv_name, type: row.cv_type, size: row.cv_size, sha256: row.cv_sha256 },
      mails: mailSummaries(this.applicationOutbox, row.id),
    }));
  }

  /** The CV of an application, as stored. */
  cvOf(reference: string): StoredCv | undefined {
    return this.cvWhere('reference', reference);
  }

  /**
   * Removes applications kept past their retention date, with their CVs, HR's notes and mails
   * (privacy notice: until the selection ends and six months after), leaving an audit line that
   * each was purged. Returns the references removed.
   */
  purgeApplications(
    now = new Date(),
    by: DeskActor = { user: siteRetentionPurge, clientAddress: 'local' },
  ): string[] {
    // The mails, their delivery log and the notes go with the application (ON DELETE CASCADE).
    return this.applications.purge(now, by);
  }

  close() {
    if (this.db.open) this.db.close();
  }

  /**
   * The next reference of a kind (NUS-2026-000042): one counter row per year, bumped in the caller's
   * IMMEDIATE transaction, so two processes never draw the same number.
   */
  private nextReference(
    counters: 'reference_counters' | 'application_reference_counters',
    prefix: string,
    now: Date,
  ): string {
    const year = now.getUTCFullYear();
    const { last } = this.db
      .prepare(
        `INSERT INTO ${counters} (year, last) VALUES (?, 1)
         ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
      )
      .get(year) as { last: number };
    return `${prefix}-${year}-${String(last).padStart(6, '0')}`;
  }

  private cvWhere(column: 'id' | 'reference', value: number | string): StoredCv | undefined {
    return this.db
      .prepare(
        `SELECT cv_name AS name, cv_type AS type, cv AS bytes FROM applications WHERE ${column} = ?`,
      )
      .get(value) as StoredCv | undefined;
  }

  /** HR's mail of an application, with the CV attached from the application's row. */
  private withCv(applicationId: number, message: OutboxMessage): OutboxMessage {
    const { attachCv, ...mail } = message;
    if (!attachCv) return mail;
    const cv = this.cvWhere('id', applicationId);
    if (!cv) return mail;
    return {
      ...mail,
      attachments: [
        {
          filename: cv.name,
          type: cv.type,
          content: cv.bytes.toString('base64'),
          disposition: 'attachment',
        },
      ],
    };
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
      mails: mailSummaries(this.outbox, row.id),
    };
  }
}
