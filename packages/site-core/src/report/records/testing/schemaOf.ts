import type Database from 'better-sqlite3';
import type pg from 'pg';

/*
 * What a database holds, read from its own catalogue, in one shape for both dialects: so a test can
 * say that SQLite and PostgreSQL, both made from records/tables.ts, hold the same tables, columns,
 * nullability, defaults, uniques, checks, indexes, foreign keys and append-only tables.
 * Type names are compared by kind (INTEGER and BIGINT are both whole numbers, BLOB and BYTEA bytes);
 * a check is compared as its words, without parentheses, casts and spacing, PostgreSQL's
 * `= ANY (ARRAY[...])` read as IN.
 */

export interface TableShape {
  columns: Record<string, { kind: string; notNull: boolean; default: string | null }>;
  primaryKey: string[];
  uniques: string[];
  checks: string[];
  indexes: Record<string, string>;
  foreignKeys: string[];
  appendOnly: boolean;
}
export type SchemaShape = Record<string, TableShape>;

const KINDS: Record<string, string> = {
  integer: 'whole',
  bigint: 'whole',
  text: 'text',
  blob: 'bytes',
  bytea: 'bytes',
};
const kindOf = (type: string) => KINDS[type.toLowerCase()] ?? type.toLowerCase();

export function normalCheck(sql: string): string {
  return sql
    .replace(/::[a-z ]+(\[\])?/gi, '')
    .replace(/=\s*ANY\s*\(\s*ARRAY\s*\[([^\]]*)\]\s*\)/gi, ' IN ($1)')
    .replace(/^CHECK\s*/i, '')
    .replace(/[()\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

const normalDefault = (value: string | null) =>
  value === null ? null : value.replace(/::[a-z ]+$/i, '').replace(/^\((.*)\)$/, '$1');

/** The CHECK clauses of a CREATE TABLE statement, each with its balanced parentheses. */
function checksIn(createSql: string): string[] {
  const checks: string[] = [];
  const pattern = /\bCHECK\s*\(/gi;
  for (let match = pattern.exec(createSql); match; match = pattern.exec(createSql)) {
    let depth = 1;
    let end = pattern.lastIndex;
    while (depth > 0 && end < createSql.length) {
      if (createSql[end] === '(') depth++;
      if (createSql[end] === ')') depth--;
      end++;
    }
    checks.push(normalCheck(createSql.slice(pattern.lastIndex, end - 1)));
  }
  return checks.sort();
}

const fk = (columns: string, table: string, refColumns: string, onDelete: string) =>
  `${columns} -> ${table}(${refColumns}) on delete ${onDelete.toLowerCase()}`;

export function sqliteSchema(db: Database.Database): SchemaShape {
  const shape: SchemaShape = {};
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string; sql: string }[];
  const triggered = new Set(
    (
      db.prepare("SELECT tbl_name FROM sqlite_master WHERE type = 'trigger'").all() as {
        tbl_name: string;
      }[]
    ).map((row) => row.tbl_name),
  );
  for (const { name, sql } of tables) {
    const columns = db.pragma(`table_info(${name})`) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    const indexes = db.pragma(`index_list(${name})`) as {
      name: string;
      unique: number;
      origin: string;
    }[];
    const indexed = (index: string) =>
      (db.pragma(`index_info(${index})`) as { seqno: number; name: string }[])
        .sort((a, b) => a.seqno - b.seqno)
        .map((column) => column.name)
        .join(', ');
    const foreignKeys = db.pragma(`foreign_key_list(${name})`) as {
      id: number;
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }[];
    shape[name] = {
      columns: Object.fromEntries(
        columns.map((column) => [
          column.name,
          {
            kind: kindOf(column.type),
            notNull: column.notnull === 1 || column.pk > 0,
            default: normalDefault(column.dflt_value),
          },
        ]),
      ),
      primaryKey: columns.filter((column) => column.pk > 0).map((column) => column.name),
      uniques: indexes
        .filter((index) => index.origin === 'u')
        .map((index) => indexed(index.name))
        .sort(),
      checks: checksIn(sql),
      indexes: Object.fromEntries(
        indexes
          .filter((index) => index.origin === 'c')
          .map((index) => [index.name, indexed(index.name)]),
      ),
      foreignKeys: foreignKeys.map((key) => fk(key.from, key.table, key.to, key.on_delete)).sort(),
      appendOnly: triggered.has(name),
    };
  }
  return shape;
}

export async function postgresSchema(client: pg.ClientBase, schema: string): Promise<SchemaShape> {
  const rows = async <T>(sql: string) => (await client.query(sql, [schema])).rows as T[];
  const columns = await rows<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
  );
  const constraints = await rows<{
    table_name: string;
    contype: string;
    columns: string;
    definition: string;
    ref_table: string | null;
    ref_columns: string | null;
    on_delete: string;
  }>(
    `SELECT c.conrelid::regclass::text AS table_name, c.contype,
       (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
       pg_get_constraintdef(c.oid) AS definition,
       c.confrelid::regclass::text AS ref_table,
       (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS ref_columns,
       CASE c.confdeltype WHEN 'c' THEN 'CASCADE' ELSE 'NO ACTION' END AS on_delete
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = $1`,
  );
  const indexes = await rows<{ table_name: string; index_name: string; columns: string }>(
    `SELECT t.relname AS table_name, i.relname AS index_name,
       (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(x.indkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n) AS columns
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  const triggered = await rows<{ table_name: string }>(
    `SELECT DISTINCT c.relname AS table_name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal`,
  );
  const shape: SchemaShape = {};
  for (const column of columns) {
    const table = (shape[column.table_name] ??= {
      columns: {},
      primaryKey: [],
      uniques: [],
      checks: [],
      indexes: {},
      foreignKeys: [],
      appendOnly: triggered.some((row) => row.table_name === column.table_name),
    });
    table.columns[column.column_name] = {
      kind: kindOf(column.data_type),
      notNull: column.is_nullable === 'NO',
      default: normalDefault(column.column_default),
    };
  }
  for (const constraint of constraints) {
    const table = shape[constraint.table_name];
    if (!table) continue;
    if (constraint.contype === 'p') table.primaryKey = constraint.columns.split(', ');
    if (constraint.contype === 'u') table.uniques.push(constraint.columns);
    if (constraint.contype === 'c') table.checks.push(normalCheck(constraint.definition));
    if (constraint.contype === 'f')
      table.foreignKeys.push(
        fk(
          constraint.columns,
          constraint.ref_table!,
          constraint.ref_columns!,
          constraint.on_delete,
        ),
      );
  }
  for (const index of indexes) {
    const table = shape[index.table_name];
    if (table) table.indexes[index.index_name] = index.columns;
  }
  for (const table of Object.values(shape)) {
    table.uniques.sort();
    table.checks.sort();
    table.foreignKeys.sort();
  }
  return shape;
}
