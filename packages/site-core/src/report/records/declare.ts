/*
 * How a records table is stated: once, in TypeScript, for both databases the store runs on (SQLite
 * on one machine, PostgreSQL shared by a market's instances). ddl.ts makes each dialect's CREATE
 * statements from it; schema.test.ts builds both and compares what each database then holds.
 * The vocabulary is only what the records need: five column types, NOT NULL unless said, one-of
 * checks, references, uniques, indexes and an append-only rule enforced by the database itself.
 */

/**
 * `id`: the row's own number, given by the database. `integer`: a count or a year. `bigint`:
 * epoch milliseconds (INTEGER on SQLite, BIGINT on PostgreSQL). `text`: text, ISO-8601 times and
 * JSON documents alike, so both dialects answer the same queries. `blob`: bytes.
 */
export type ColumnType = 'id' | 'integer' | 'bigint' | 'text' | 'blob';

export interface ColumnSpec {
  readonly type: ColumnType;
  readonly nullable: boolean;
  readonly primaryKey: boolean;
  readonly unique: boolean;
  /** A literal: a number, or a string quoted as SQL text. */
  readonly default?: string | number;
  /** The only values the column takes (a CHECK ... IN). */
  readonly oneOf?: readonly string[];
  readonly references?: { table: string; column: string; onDeleteCascade: boolean };
}

/** A column, NOT NULL unless `nullable()` says otherwise; each method returns a new column. */
export class Column {
  constructor(readonly spec: ColumnSpec) {}

  private with(change: Partial<ColumnSpec>) {
    return new Column({ ...this.spec, ...change });
  }

  nullable() {
    return this.with({ nullable: true });
  }
  primaryKey() {
    return this.with({ primaryKey: true });
  }
  unique() {
    return this.with({ unique: true });
  }
  default(value: string | number) {
    return this.with({ default: value });
  }
  oneOf(values: readonly string[]) {
    return this.with({ oneOf: values });
  }
  /** A foreign key; `cascade`: the row goes when the row it points to is deleted. */
  references(table: string, column = 'id', cascade: 'cascade' | undefined = undefined) {
    return this.with({ references: { table, column, onDeleteCascade: cascade === 'cascade' } });
  }
}

const column = (type: ColumnType) =>
  new Column({ type, nullable: false, primaryKey: false, unique: false });

/** The column types, as a table's declaration calls them: `text().nullable()`. */
export const id = () => column('id').primaryKey();
export const integer = () => column('integer');
export const bigint = () => column('bigint');
export const text = () => column('text');
export const blob = () => column('blob');

/**
 * Rows that are never changed or removed, whatever the code or an operator's shell tries (the
 * database refuses with `refusal`). With `goesWith`, a row may still be deleted once the row it
 * belongs to is gone (a retention purge's cascade), and only then.
 */
export interface AppendOnly {
  refusal: string;
  goesWith?: { table: string; column: string; refusal: string };
}

export interface TableSpec {
  readonly name: string;
  readonly columns: Readonly<Record<string, Column>>;
  /** Unique over several columns together. */
  readonly unique?: readonly (readonly string[])[];
  /** Row checks in SQL both dialects read alike (comparisons, IS NULL, AND, OR). */
  readonly checks?: readonly string[];
  /** Named indexes: name → columns. */
  readonly indexes?: Readonly<Record<string, readonly string[]>>;
  readonly appendOnly?: AppendOnly;
}

export const table = (spec: TableSpec): TableSpec => spec;

/** One step of the records' history: a version number and the tables or columns it adds. */
export interface SchemaStep {
  readonly version: number;
  /** Tables created whole, from their declaration. */
  readonly createTables?: readonly string[];
  /** Columns added to an existing table (they must be nullable or have a default). */
  readonly addColumns?: readonly { table: string; column: string }[];
}
