import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Report } from '../schema';
import { applicationMailTables, MailOutbox, reportMailTables } from './mailOutbox';
import { migrate, migratePostgres } from './migrations';
import { ApplicationCases, siteRetentionPurge } from './applicationCases';
import type { DeskActor } from './auditTypes';
import { newCvObjectKey, type CvObjects, type StoredCvRow } from './cvObjects';
import { PostgresStoreDatabase } from './postgresDatabase';
import { ReportCases } from './reportCases';
import { SqliteStoreDatabase } from './sqliteDatabase';
import type { StoreDatabase, StoreQueries } from './storeDatabase';
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

/** Where a market's store lives: PostgreSQL when DATABASE_URL is one, else SQLite in DATA_DIR. */
export interface StoreLocation {
  dataDir: string;
  /** A postgres:// URL shares the store between every instance of the market. */
  databaseUrl?: string;
  /** CVs in object storage (S3_*); without it they stay in their rows. */
  cvObjects?: CvObjects;
  referencePrefix?: string;
}

/** Whether DATABASE_URL names a PostgreSQL database (the back office's adapter choice, too). */
export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

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

/** A record's mails as the operator sees them: where each went and how its delivery stands. */
const mailSummaries = async (outbox: MailOutbox, recordId: number) =>
  (await outbox.ofReport(recordId)).map((mail) => ({
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
 * The durable record of every adverse-effect report and job application, with their outboxes and
 * the desks' cases and audit trails. One machine: one SQLite file under DATA_DIR, WAL with
 * synchronous=FULL, so a commit is durable before `commit` returns (survives a power cut or kill
 * -9). Several instances of a market: one PostgreSQL database (DATABASE_URL), so every instance
 * sees every report and a report sent while one is down is stored on the others. Either way the
 * visitor is told a report was registered only once it is committed, with its mails.
 */
export class ReportStore {
  readonly db: StoreDatabase;
  /** The reports' mails. */
  readonly outbox: MailOutbox;
  /** The job applications' mails; HR's mail gets the CV attached when it is claimed. */
  readonly applicationOutbox: MailOutbox;
  /** The pharmacovigilance desk: each report's case, the team's notes and the audit trail. */
  readonly cases: ReportCases;
  /** The HR desk: each application's status, HR's notes, the audit trail and the retention purge. */
  readonly applications: ApplicationCases;
  /** The SQLite file, or where the PostgreSQL store is (the URL without its password). */
  readonly file: string;

  /** The SQLite connection itself, for tests and operator tools; undefined on PostgreSQL. */
  get sqlite(): Database.Database | undefined {
    return this.db instanceof SqliteStoreDatabase ? this.db.db : undefined;
  }

  private constructor(
    file: string,
    db: StoreDatabase,
    private readonly prefix: string,
    private readonly cvObjects?: CvObjects,
  ) {
    this.file = file;
    this.db = db;
    this.outbox = new MailOutbox(db, reportMailTables);
    this.cases = new ReportCases(db);
    this.applications = new ApplicationCases(db, cvObjects);
    this.applicationOutbox = new MailOutbox(db, applicationMailTables, (id, message) =>
      this.withCv(id, message),
    );
  }

  /** Every outbox the relay delivers, reports first: a safety report never waits behind a CV. */
  get outboxes(): MailOutbox[] {
    return [this.outbox, this.applicationOutbox];
  }

  /** The SQLite store in `dataDir` (one machine), opened and migrated. */
  static open(
    dataDir: string,
    options: { readonly?: boolean; referencePrefix?: string; cvObjects?: CvObjects } = {},
  ): ReportStore {
    const file = path.join(dataDir, REPORT_STORE_FILE);
    const prefix = options.referencePrefix ?? DEFAULT_PREFIX;
    if (options.readonly) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      return new ReportStore(file, new SqliteStoreDatabase(db), prefix, options.cvObjects);
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
    return new ReportStore(file, new SqliteStoreDatabase(db), prefix, options.cvObjects);
  }

  /**
   * The store for an operator's read (an export): SQLite opened read-only, so it runs beside the
   * live server without taking its write lock or creating a store where there is none; or the
   * shared PostgreSQL store.
   */
  static async openForReading(location: StoreLocation): Promise<ReportStore> {
    return isPostgresUrl(location.databaseUrl)
      ? ReportStore.connect(location)
      : ReportStore.open(location.dataDir, { ...location, readonly: true });
  }

  /**
   * The market's store where it lives: PostgreSQL when `databaseUrl` is one (its tables made or
   * brought up to date first, once among instances starting together), else SQLite in `dataDir`.
   */
  static async connect(location: StoreLocation): Promise<ReportStore> {
    if (!isPostgresUrl(location.databaseUrl)) {
      return ReportStore.open(location.dataDir, location);
    }
    const db = new PostgresStoreDatabase(location.databaseUrl);
    try {
      await migratePostgres(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    const where = new URL(location.databaseUrl);
    where.password = '';
    where.username = '';
    return new ReportStore(
      where.toString(),
      db,
      location.referencePrefix ?? DEFAULT_PREFIX,
      location.cvObjects,
    );
  }

  /**
   * Stores a report and its outgoing mails in one transaction, or finds the first answer to the same
   * idempotency key. The transaction holds the store's write lock from its start, so two processes
   * (or two instances) cannot both pass the key check or draw the same reference number.
   */
  commit(input: NewReport, now = new Date()): Promise<CommitResult> {
    const fingerprint = fingerprintOf(input.report);
    return this.db.transaction(async (tx): Promise<CommitResult> => {
      const replay = input.idempotencyKey
        ? await this.replayOf(input.idempotencyKey, input.report, tx)
        : undefined;
      if (replay) return replay;
      const reference = await this.nextReference(tx, 'reference_counters', this.prefix, now);
      const receivedAt = now.toISOString();
      const { id } = (await tx.get<{ id: number }>(
        `INSERT INTO reports (reference, kind, market, locale, received_at, report_json, idempotency_key,
           fingerprint, bot_check_json, needs_review)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
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
        ],
      ))!;
      for (const mail of input.mails({ reference, receivedAt })) {
        await this.outbox.enqueue(tx, id, mail.purpose, mail.message, now.getTime());
      }
      return { status: 'created', reference, receivedAt, kind: input.report.kind };
    });
  }

  /**
   * The first answer to an idempotency key, if any: lets the handler answer a repeat without
   * verifying its bot-check token again. `commit` re-checks inside its transaction regardless.
   */
  async replayOf(
    idempotencyKey: string,
    report: Report,
    q: StoreQueries = this.db,
  ): Promise<CommitResult | undefined> {
    const first = await q.get<
      Pick<ReportRow, 'reference' | 'received_at' | 'kind' | 'fingerprint'>
    >('SELECT reference, received_at, kind, fingerprint FROM reports WHERE idempotency_key = ?', [
      idempotencyKey,
    ]);
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

  async byReference(reference: string): Promise<StoredReport | undefined> {
    const row = await this.db.get<ReportRow>('SELECT * FROM reports WHERE reference = ?', [
      reference,
    ]);
    return row && this.toStored(row);
  }

  /** Every report, oldest first, for the operator's export. */
  async list(): Promise<StoredReport[]> {
    const rows = await this.db.all<ReportRow>('SELECT * FROM reports ORDER BY id');
    return Promise.all(rows.map((row) => this.toStored(row)));
  }

  /**
   * Stores a job application, its CV and its two mails in one transaction (as `commit` does for a
   * report): once this returns, the application survives a crash and its mails will go out. With
   * object storage the CV is put there first, and removed again if the commit stores nothing.
   */
  async commitApplication(
    input: NewApplication,
    now = new Date(),
  ): Promise<ApplicationCommitResult> {
    const cvSha256 = createHash('sha256').update(input.cv.bytes).digest('hex');
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([input.openingId, input.answers, cvSha256]))
      .digest('hex');
    const replayOf = async (q: StoreQueries): Promise<ApplicationCommitResult | undefined> => {
      if (!input.idempotencyKey) return undefined;
      const first = await q.get<Pick<ApplicationRow, 'reference' | 'received_at' | 'fingerprint'>>(
        'SELECT reference, received_at, fingerprint FROM applications WHERE idempotency_key = ?',
        [input.idempotencyKey],
      );
      if (!first) return undefined;
      return first.fingerprint === fingerprint
        ? { status: 'replayed', reference: first.reference, receivedAt: first.received_at }
        : { status: 'conflict' };
    };
    // A repeat stores no second object.
    const early = await replayOf(this.db);
    if (early) return early;
    const objectKey = this.cvObjects ? newCvObjectKey(input.market) : null;
    if (objectKey) await this.cvObjects!.put(objectKey, input.cv.bytes, input.cv.type);
    let result: ApplicationCommitResult | undefined;
    try {
      result = await this.db.transaction(async (tx): Promise<ApplicationCommitResult> => {
        const replay = await replayOf(tx);
        if (replay) return replay;
        const reference = await this.nextReference(
          tx,
          'application_reference_counters',
          APPLICATION_PREFIX,
          now,
        );
        const receivedAt = now.toISOString();
        const { id } = (await tx.get<{ id: number }>(
          `INSERT INTO applications (reference, market, locale, opening_id, received_at, retain_until,
             application_json, cv_name, cv_type, cv_size, cv_sha256, cv, cv_object_key,
             idempotency_key, fingerprint)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [
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
            // In object storage: no bytes in the row (SQLite's column takes an empty value).
            objectKey ? this.noCvBytes() : input.cv.bytes,
            objectKey,
            input.idempotencyKey ?? null,
            fingerprint,
          ],
        ))!;
        for (const mail of input.mails({ reference, receivedAt })) {
          await this.applicationOutbox.enqueue(tx, id, mail.purpose, mail.message, now.getTime());
        }
        return { status: 'created', reference, receivedAt };
      });
      return result;
    } finally {
      if (objectKey && result?.status !== 'created') {
        await this.cvObjects!.remove([objectKey]).catch(() => undefined);
      }
    }
  }

  /** Every application still kept, oldest first (without the CV's bytes). */
  async listApplications(): Promise<StoredApplication[]> {
    const rows = await this.db.all<ApplicationRow>(
      `SELECT id, reference, market, locale, opening_id, received_at, retain_until, application_json,
         cv_name, cv_type, cv_size, cv_sha256, idempotency_key, fingerprint
       FROM applications ORDER BY id`,
    );
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        reference: row.reference,
        market: row.market,
        locale: row.locale,
        openingId: row.opening_id,
        receivedAt: row.received_at,
        retainUntil: row.retain_until,
        answers: JSON.parse(row.application_json) as ApplicationAnswers,
        cv: { name: row.cv_name, type: row.cv_type, size: row.cv_size, sha256: row.cv_sha256 },
        mails: await mailSummaries(this.applicationOutbox, row.id),
      })),
    );
  }

  /** The CV of an application, as stored. */
  cvOf(reference: string): Promise<{ name: string; type: string; bytes: Buffer } | undefined> {
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
  ): Promise<string[]> {
    // The mails, their delivery log and the notes go with the application (ON DELETE CASCADE).
    return this.applications.purge(now, by);
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /**
   * The next reference of a kind (NUS-2026-000042): one counter row per year, bumped in the caller's
   * transaction (which holds the write lock), so two processes never draw the same number.
   */
  private async nextReference(
    tx: StoreQueries,
    counters: 'reference_counters' | 'application_reference_counters',
    prefix: string,
    now: Date,
  ): Promise<string> {
    const year = now.getUTCFullYear();
    const { last } = (await tx.get<{ last: number }>(
      `INSERT INTO ${counters} (year, last) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET last = ${counters}.last + 1 RETURNING last`,
      [year],
    ))!;
    return `${prefix}-${year}-${String(last).padStart(6, '0')}`;
  }

  /** SQLite's `cv` column is NOT NULL from its first version; PostgreSQL's takes NULL. */
  private noCvBytes(): Buffer | null {
    return this.db.dialect === 'sqlite' ? Buffer.alloc(0) : null;
  }

  private async cvWhere(
    column: 'id' | 'reference',
    value: number | string,
  ): Promise<{ name: string; type: string; bytes: Buffer } | undefined> {
    const row = await this.db.get<StoredCvRow>(
      `SELECT cv_name AS name, cv_type AS type, cv AS bytes, cv_object_key AS "objectKey"
       FROM applications WHERE ${column} = ?`,
      [value],
    );
    return row && { name: row.name, type: row.type, bytes: await this.applications.cvBytes(row) };
  }

  /** HR's mail of an application, with the CV attached from the application's row. */
  private async withCv(applicationId: number, message: OutboxMessage): Promise<OutboxMessage> {
    const { attachCv, ...mail } = message;
    if (!attachCv) return mail;
    const cv = await this.cvWhere('id', applicationId);
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

  private async toStored(row: ReportRow): Promise<StoredReport> {
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
      mails: await mailSummaries(this.outbox, row.id),
    };
  }
}
