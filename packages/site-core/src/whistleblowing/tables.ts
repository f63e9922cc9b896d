import type { StoreDialect } from '../report/store/storeDatabase';

/*
 * The whistleblowing channel's tables, each stated once: the DDL of SQLite and of PostgreSQL is
 * made from this list (`createStatements`), so the two never drift apart and the list can join the
 * shared records module as it stands. Bytes are base64 text; times are epoch milliseconds.
 * Everything a reporter wrote, and every file, is sealed under the case's data key (crypto.ts);
 * what stays readable is what the desk's list and the statistics need: dates, status, outcome.
 */

export type ColumnType = 'text' | 'integer' | 'time';

export interface Column {
  name: string;
  type: ColumnType;
  /** Not null unless said otherwise. */
  nullable?: boolean;
  primaryKey?: boolean;
  unique?: boolean;
  /** `table(column)`, deleted with its row. */
  references?: string;
}

export interface Table {
  name: string;
  columns: Column[];
  indexes?: { name: string; columns: string[] }[];
}

const text = (name: string, more: Partial<Column> = {}): Column => ({
  name,
  type: 'text',
  ...more,
});
const integer = (name: string, more: Partial<Column> = {}): Column => ({
  name,
  type: 'integer',
  ...more,
});
const time = (name: string, more: Partial<Column> = {}): Column => ({
  name,
  type: 'time',
  ...more,
});

export const whistleblowingTables: Table[] = [
  {
    // One per market: the channel's public key, its private key under the offline recovery key, and
    // the salt receipts are hashed with. The private key itself is nowhere in the database.
    name: 'wb_channel',
    columns: [
      text('market', { primaryKey: true }),
      text('public_key'),
      text('recovery_sealed_private_key'),
      text('receipt_salt'),
      time('created_at'),
    ],
  },
  {
    // A confidential person's own key pair (its private half under their password's key) and, once
    // set up or granted by another confidential person, the channel's private key sealed to it.
    name: 'wb_keyholders',
    columns: [
      text('user_id', { primaryKey: true }),
      text('email'),
      text('public_key'),
      text('password_salt'),
      text('sealed_private_key'),
      text('sealed_channel_key', { nullable: true }),
      text('granted_by', { nullable: true }),
      time('created_at'),
    ],
  },
  {
    name: 'wb_cases',
    columns: [
      text('reference', { primaryKey: true }),
      text('market'),
      text('locale'),
      // web, phone or meeting (a report taken by a confidential person, with minutes).
      text('received_via'),
      time('received_at'),
      time('acknowledged_at', { nullable: true }),
      text('status'),
      text('outcome', { nullable: true }),
      time('closed_at', { nullable: true }),
      integer('anonymous'),
      integer('meeting_requested'),
      text('receipt_lookup', { unique: true }),
      // The case's data key, sealed to the channel's public key and under the receipt's key.
      text('channel_sealed_key'),
      text('receipt_sealed_key'),
      text('subject'),
      text('body'),
      text('contact', { nullable: true }),
    ],
    indexes: [{ name: 'wb_cases_received', columns: ['received_at'] }],
  },
  {
    name: 'wb_messages',
    columns: [
      text('id', { primaryKey: true }),
      text('reference', { references: 'wb_cases(reference)' }),
      // reporter, handler or minutes (the record of a call or meeting, which the reporter agrees to).
      text('author'),
      text('body'),
      time('at'),
      time('agreed_at', { nullable: true }),
    ],
    indexes: [{ name: 'wb_messages_case', columns: ['reference', 'at'] }],
  },
  {
    name: 'wb_files',
    columns: [
      text('id', { primaryKey: true }),
      text('reference', { references: 'wb_cases(reference)' }),
      text('message_id', { nullable: true }),
      text('name'),
      text('type'),
      integer('size'),
      text('content'),
      time('at'),
    ],
    indexes: [{ name: 'wb_files_case', columns: ['reference'] }],
  },
  {
    name: 'wb_notes',
    columns: [
      text('id', { primaryKey: true }),
      text('reference', { references: 'wb_cases(reference)' }),
      text('author'),
      text('body'),
      time('at'),
    ],
  },
  {
    // Who saw or changed what, when: the reporter as "reporter", staff by e-mail; no address.
    name: 'wb_audit',
    columns: [
      text('id', { primaryKey: true }),
      text('reference', { nullable: true }),
      text('actor'),
      text('action'),
      time('at'),
    ],
    indexes: [{ name: 'wb_audit_case', columns: ['reference', 'at'] }],
  },
  {
    // What stays of a case after the retention purge: no content, only what the yearly statistics count.
    name: 'wb_statistics',
    columns: [
      text('reference', { primaryKey: true }),
      text('market'),
      time('received_at'),
      integer('anonymous'),
      integer('acknowledged_on_time'),
      integer('feedback_on_time'),
      text('outcome', { nullable: true }),
      time('purged_at'),
    ],
  },
];

const columnType: Record<StoreDialect, Record<ColumnType, string>> = {
  sqlite: { text: 'TEXT', integer: 'INTEGER', time: 'INTEGER' },
  postgres: { text: 'TEXT', integer: 'INTEGER', time: 'BIGINT' },
};

/** The CREATE statements of every table and index, in the dialect's words. */
export function createStatements(dialect: StoreDialect, tables = whistleblowingTables): string[] {
  return tables.flatMap((table) => [
    `CREATE TABLE IF NOT EXISTS ${table.name} (${table.columns
      .map((column) =>
        [
          column.name,
          columnType[dialect][column.type],
          column.primaryKey ? 'PRIMARY KEY' : column.nullable ? '' : 'NOT NULL',
          column.unique ? 'UNIQUE' : '',
          column.references ? `REFERENCES ${column.references} ON DELETE CASCADE` : '',
        ]
          .filter(Boolean)
          .join(' '),
      )
      .join(', ')})`,
    ...(table.indexes ?? []).map(
      (index) =>
        `CREATE INDEX IF NOT EXISTS ${index.name} ON ${table.name} (${index.columns.join(', ')})`,
    ),
  ]);
}
