import type { StoreDatabase, StoreQueries } from './storeDatabase';
import type { AuditLine, DeskActor } from './auditTypes';

export type { AuditLine } from './auditTypes';

interface AuditRow {
  id: number;
  at: string;
  user_id: string;
  user_email: string;
  action: string;
  reference: string | null;
  detail_json: string | null;
  client_address: string;
}

export interface AuditQuery {
  reference?: string;
  limit?: number;
  order?: 'newest first' | 'oldest first';
}

/**
 * A desk's audit table (report_audit, application_audit: same columns, triggers that refuse UPDATE
 * and DELETE). The desks write their lines inside the transaction of the change they record.
 */
export class AuditTrail<Action extends string> {
  constructor(
    private readonly db: StoreDatabase,
    private readonly table: 'report_audit' | 'application_audit',
  ) {}

  /** Appends one line, inside the transaction of the change it records (`tx`). */
  async record(
    tx: StoreQueries,
    action: Action,
    reference: string | null,
    detail: Record<string, unknown> | null,
    actor: DeskActor,
  ): Promise<void> {
    await tx.run(
      `INSERT INTO ${this.table} (at, user_id, user_email, action, reference, detail_json,
         client_address) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        (actor.now ?? new Date()).toISOString(),
        actor.user.id,
        actor.user.email,
        action,
        reference,
        detail ? JSON.stringify(detail) : null,
        actor.clientAddress,
      ],
    );
  }

  /** The lines of one record or of all; newest first unless asked otherwise. */
  async lines(options: AuditQuery = {}, q: StoreQueries = this.db): Promise<AuditLine<Action>[]> {
    const order = options.order === 'oldest first' ? 'ASC' : 'DESC';
    const where = options.reference === undefined ? '' : 'WHERE reference = ?';
    const limit = options.limit === undefined ? '' : 'LIMIT ?';
    const rows = await q.all<AuditRow>(
      `SELECT * FROM ${this.table} ${where} ORDER BY id ${order} ${limit}`,
      [
        ...(options.reference === undefined ? [] : [options.reference]),
        ...(options.limit === undefined ? [] : [options.limit]),
      ],
    );
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      userId: row.user_id,
      userEmail: row.user_email,
      action: row.action as Action,
      reference: row.reference,
      detail: row.detail_json ? (JSON.parse(row.detail_json) as Record<string, unknown>) : null,
      clientAddress: row.client_address,
    }));
  }
}
