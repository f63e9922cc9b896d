import { bigint, id, integer, table, text, type TableSpec } from './declare';

/*
 * The tables every case type has in the same shape, made from its names: a reference counter, an
 * outbox with its attempts, append-only notes and an audit trail. A new case type (the
 * whistleblowing channel's cases) takes these and declares only what is its own.
 */

/** One counter per year, so references read NUS-2026-000001, NUS-2026-000002, ... */
export const referenceCounters = (name: string) =>
  table({ name, columns: { year: integer().primaryKey(), last: integer() } });

export interface Owner {
  /** The owning table, e.g. `applications`. */
  table: string;
  /** The owning row's column in the part's tables, e.g. `application_id`. */
  column: string;
  /** Whether the part's rows go when the owning row is deleted (a retention purge). */
  cascade: boolean;
}

const ownerColumn = (owner: Owner) =>
  integer().references(owner.table, 'id', owner.cascade ? 'cascade' : undefined);

/**
 * The outbox: a record's mails, written in the same transaction as the record, one per purpose,
 * delivered by the relay with leases and retries; and every delivery attempt, for the audit.
 */
export function outboxTables(prefix: string, owner: Owner, purposes: readonly string[]) {
  const mails = `${prefix}_mails`;
  return [
    table({
      name: mails,
      columns: {
        id: id(),
        [owner.column]: ownerColumn(owner),
        purpose: text().oneOf(purposes),
        message_json: text(),
        status: text().default('pending').oneOf(['pending', 'sent', 'failed']),
        attempts: integer().default(0),
        next_attempt_at: bigint(),
        lease_owner: text().nullable(),
        lease_until: bigint().nullable(),
        last_error: text().nullable(),
        sent_at: text().nullable(),
        provider_message_id: text().nullable(),
      },
      unique: [[owner.column, 'purpose']],
      indexes: { [`${mails}_due`]: ['status', 'next_attempt_at'] },
    }),
    table({
      name: `${prefix}_mail_attempts`,
      columns: {
        id: id(),
        mail_id: integer().references(mails, 'id', owner.cascade ? 'cascade' : undefined),
        attempted_at: text(),
        owner: text(),
        outcome: text().oneOf(['sent', 'retry', 'failed']),
        detail: text().nullable(),
      },
    }),
  ] satisfies TableSpec[];
}

/**
 * The team's notes on a record, oldest first, never edited. Kept as long as the record: with a
 * cascading owner they go with it (and only with it), else never.
 */
export function notesTable(
  name: string,
  owner: Owner,
  refusals: { edit: string; deleteBeforeOwner?: string },
): TableSpec {
  const { edit: refusal, deleteBeforeOwner } = refusals;
  return table({
    name,
    columns: {
      id: id(),
      [owner.column]: ownerColumn(owner),
      written_at: text(),
      author_id: text(),
      author_email: text(),
      text: text(),
    },
    indexes: { [`${name}_${owner.table.replace(/s$/, '')}`]: [owner.column, 'id'] },
    appendOnly:
      owner.cascade && deleteBeforeOwner
        ? {
            refusal,
            goesWith: { table: owner.table, column: owner.column, refusal: deleteBeforeOwner },
          }
        : { refusal },
  });
}

/**
 * Who did what to which record, from where: append-only, and outliving the record when
 * `referenceOf` is not given (a purged application's last line says it was purged).
 */
export function auditTable(name: string, referenceOf?: string): TableSpec {
  const reference = text().nullable();
  return table({
    name,
    columns: {
      id: id(),
      at: text(),
      user_id: text(),
      user_email: text(),
      action: text(),
      reference: referenceOf ? reference.references(referenceOf, 'reference') : reference,
      detail_json: text().nullable(),
      client_address: text(),
    },
    indexes: { [`${name}_reference`]: ['reference', 'id'] },
    appendOnly: { refusal: 'the audit trail is append-only' },
  });
}
