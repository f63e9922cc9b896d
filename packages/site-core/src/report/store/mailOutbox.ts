import type { StoreDatabase, StoreQueries } from './storeDatabase';
import type { MailPurpose, MailRecord, OutboxMessage } from './types';

/**
 * Where an outbox keeps its mails: the reports' and the job applications' mails live in tables of
 * the same shape, each tied to its own records. Names are constants of this module, never input.
 */
export interface OutboxTables {
  mails: 'report_mails' | 'application_mails';
  attempts: 'report_mail_attempts' | 'application_mail_attempts';
  /** The column naming the record a mail belongs to. */
  owner: 'report_id' | 'application_id';
}

export const reportMailTables: OutboxTables = {
  mails: 'report_mails',
  attempts: 'report_mail_attempts',
  owner: 'report_id',
};

export const applicationMailTables: OutboxTables = {
  mails: 'application_mails',
  attempts: 'application_mail_attempts',
  owner: 'application_id',
};

interface MailRow {
  id: number;
  record_id: number;
  purpose: MailPurpose;
  message_json: string;
  status: MailRecord['status'];
  attempts: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  sent_at: string | null;
  provider_message_id: string | null;
}

const toRecord = (row: MailRow): MailRecord => ({
  id: row.id,
  reportId: row.record_id,
  purpose: row.purpose,
  message: JSON.parse(row.message_json) as OutboxMessage,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  leaseOwner: row.lease_owner,
  leaseUntil: row.lease_until,
  lastError: row.last_error,
  sentAt: row.sent_at,
  providerMessageId: row.provider_message_id,
});

/**
 * The `Message-ID` of an outbox mail, the same at every attempt: made from its outbox row (table and
 * id), its record's reference and the sender's domain, never from the time of sending. Delivery is
 * at-least-once (a crash between SendGrid's acceptance and `markSent` sends the mail again), and a
 * resend with the same Message-ID is the same message to the recipient's server and mail client,
 * which keep one copy, instead of a second report in the pharmacovigilance mailbox.
 */
export function stableMessageId(table: string, id: number, message: OutboxMessage): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(message.from)?.[1] ?? 'localhost';
  const reference = message.customArgs?.reference?.replace(/[^A-Za-z0-9-]/g, '');
  return `<${[reference, table.replace(/_/g, '-'), id].filter(Boolean).join('.')}@${domain}>`;
}

/**
 * The outbox half of the store: mails waiting to go out, claimed one at a time with a lease. A claim
 * is an UPDATE of one row in one statement, so two relays can never hold the same mail: on SQLite
 * the file's write lock orders them; on PostgreSQL the row is picked `FOR UPDATE SKIP LOCKED`, so
 * a second instance claiming at the same moment skips it and takes the next. A lease that outlives
 * a crashed relay expires and the mail is sent again (by any instance).
 */
export class MailOutbox {
  private readonly t: OutboxTables;
  /** Every column, with the owner column under one name for both tables. */
  private readonly columns: string;

  constructor(
    private readonly db: StoreDatabase,
    tables: OutboxTables = reportMailTables,
    /**
     * Completes a claimed mail before it is sent: an application's CV is kept once, with the
     * application, and attached here rather than copied into the mail's row.
     */
    private readonly complete: (
      recordId: number,
      message: OutboxMessage,
    ) => Promise<OutboxMessage> = async (_id, message) => message,
  ) {
    this.t = tables;
    this.columns = `id, ${tables.owner} AS record_id, purpose, message_json, status, attempts, next_attempt_at,
      lease_owner, lease_until, last_error, sent_at, provider_message_id`;
  }

  /** Adds a mail inside the transaction that stores its record. */
  async enqueue(
    tx: StoreQueries,
    reportId: number,
    purpose: MailPurpose,
    message: OutboxMessage,
    now: number,
  ) {
    await tx.run(
      `INSERT INTO ${this.t.mails} (${this.t.owner}, purpose, message_json, next_attempt_at) VALUES (?, ?, ?, ?)`,
      [reportId, purpose, JSON.stringify(message), now],
    );
  }

  /** Takes the next due mail nobody holds, for `leaseMs`; counts the attempt at once. */
  async claimNext(owner: string, now: number, leaseMs: number): Promise<MailRecord | undefined> {
    const due = `SELECT id FROM ${this.t.mails}
           WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at, id LIMIT 1`;
    const row = await this.db.get<MailRow>(
      `UPDATE ${this.t.mails} SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
         WHERE id = (${due}${this.db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''})
         RETURNING ${this.columns}`,
      [owner, now + leaseMs, now, now],
    );
    if (!row) return undefined;
    const record = toRecord(row);
    const message = await this.complete(record.reportId, record.message);
    return {
      ...record,
      message: {
        ...message,
        headers: {
          ...message.headers,
          'Message-ID': stableMessageId(this.t.mails, record.id, message),
        },
      },
    };
  }

  /**
   * Records a delivery SendGrid accepted. Deliberately not conditional on still holding the lease:
   * the mail did go out, and marking it sent is what stops any other relay from sending it again.
   */
  async markSent(id: number, owner: string, at: Date, providerMessageId?: string) {
    await this.db.transaction(async (tx) => {
      await tx.run(
        `UPDATE ${this.t.mails} SET status = 'sent', sent_at = ?, provider_message_id = ?, last_error = NULL,
           lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending'`,
        [at.toISOString(), providerMessageId ?? null, id],
      );
      await this.logAttempt(tx, id, owner, at, 'sent', providerMessageId);
    });
  }

  /** Schedules another attempt and releases the lease. */
  async markRetry(id: number, owner: string, at: Date, nextAttemptAt: number, error: string) {
    await this.db.transaction(async (tx) => {
      await tx.run(
        `UPDATE ${this.t.mails} SET next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending' AND lease_owner = ?`,
        [nextAttemptAt, error, id, owner],
      );
      await this.logAttempt(tx, id, owner, at, 'retry', error);
    });
  }

  /** Gives up on a mail SendGrid will never accept as it is (e.g. 400): kept for the operator. */
  async markFailed(id: number, owner: string, at: Date, error: string) {
    await this.db.transaction(async (tx) => {
      await tx.run(
        `UPDATE ${this.t.mails} SET status = 'failed', last_error = ?, lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending'`,
        [error, id],
      );
      await this.logAttempt(tx, id, owner, at, 'failed', error);
    });
  }

  /**
   * Frees leases held by earlier incarnations of relays on this host: `isGone(owner)` decides (the
   * process is dead, or it is this very process before a restart). Without this, mails claimed just
   * before a kill -9 would wait for their lease to run out before going out again. Owners on other
   * hosts are never judged gone here: their leases run out.
   */
  async releaseLeases(isGone: (owner: string) => boolean): Promise<number> {
    const owners = await this.db.all<{ owner: string }>(
      `SELECT DISTINCT lease_owner AS owner FROM ${this.t.mails} WHERE status = 'pending' AND lease_owner IS NOT NULL`,
    );
    let released = 0;
    for (const { owner } of owners.filter((o) => isGone(o.owner))) {
      released += (
        await this.db.run(
          `UPDATE ${this.t.mails} SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND status = 'pending'`,
          [owner],
        )
      ).changes;
    }
    return released;
  }

  /** When the next mail may be claimed (epoch ms), or undefined when nothing is pending. */
  async nextDueAt(): Promise<number | undefined> {
    const later = this.db.dialect === 'postgres' ? 'GREATEST' : 'MAX';
    const row = await this.db.get<{ due: number | null }>(
      `SELECT MIN(${later}(next_attempt_at, COALESCE(lease_until, 0))) AS due FROM ${this.t.mails} WHERE status = 'pending'`,
    );
    return row?.due ?? undefined;
  }

  /** The mails of one record (a report, or an application in the applications' outbox). */
  async ofReport(reportId: number, q: StoreQueries = this.db): Promise<MailRecord[]> {
    const rows = await q.all<MailRow>(
      `SELECT ${this.columns} FROM ${this.t.mails} WHERE ${this.t.owner} = ? ORDER BY id`,
      [reportId],
    );
    return rows.map(toRecord);
  }

  async all(): Promise<MailRecord[]> {
    return (
      await this.db.all<MailRow>(`SELECT ${this.columns} FROM ${this.t.mails} ORDER BY id`)
    ).map(toRecord);
  }

  attempts(
    mailId: number,
  ): Promise<
    Array<{ attemptedAt: string; owner: string; outcome: string; detail: string | null }>
  > {
    return this.db.all(
      `SELECT attempted_at AS "attemptedAt", owner, outcome, detail FROM ${this.t.attempts} WHERE mail_id = ? ORDER BY id`,
      [mailId],
    );
  }

  private async logAttempt(
    tx: StoreQueries,
    mailId: number,
    owner: string,
    at: Date,
    outcome: 'sent' | 'retry' | 'failed',
    detail?: string,
  ) {
    await tx.run(
      `INSERT INTO ${this.t.attempts} (mail_id, attempted_at, owner, outcome, detail) VALUES (?, ?, ?, ?, ?)`,
      [mailId, at.toISOString(), owner, outcome, detail ?? null],
    );
  }
}
