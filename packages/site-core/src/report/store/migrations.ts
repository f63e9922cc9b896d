import type Database from 'better-sqlite3';
import {
  createTableSql,
  indexesSql,
  stepSql,
  tablesSql,
  triggersSql,
  type Dialect,
} from '../records/ddl';
import { RECORD_TABLES, RECORDS_HISTORY } from '../records/tables';
import { STORE_MIGRATION_LOCK, STORE_SCHEMA, type PostgresStoreDatabase } from './postgresDatabase';

/*
 * Brings a store's tables to the records' last version (records/tables.ts), on SQLite or on
 * PostgreSQL, from the one declaration: a new store is made whole; an older one takes each later
 * step of RECORDS_HISTORY, each in its own transaction, its version recorded in the same one.
 *
 * Stores made before the declaration existed (the site has not launched, but developers', test and
 * staging stores exist) were written by two hand-written migration lists: SQLite stopped at
 * user_version 5, PostgreSQL at version 1. Both hold the declared tables with all their rows; they
 * are taken over, not rebuilt from a dump, so nothing is lost: their append-only triggers are
 * replaced by the declaration's (same refusals), and SQLite's `applications` is rebuilt once in
 * place because SQLite cannot change a column's NOT NULL (its `cv` became nullable with a check, as
 * PostgreSQL's already was). Older hand-written versions (SQLite 1 to 4) were never released: such
 * a store is refused with a sentence rather than guessed at.
 */

const LATEST = RECORDS_HISTORY[RECORDS_HISTORY.length - 1]!.version;
const FIRST = RECORDS_HISTORY[0]!.version;
/** Where each hand-written store stopped: taken over as the records' first version. */
const HAND_WRITTEN: Record<Dialect, number> = { sqlite: 5, postgres: 1 };

interface Migration {
  version: number;
  statements: string[];
}

/** The legacy triggers go (with PostgreSQL's functions), the declared ones come. */
function takeOver(dialect: Dialect, legacyTriggers: string[]): string[] {
  if (dialect === 'postgres') {
    return [
      'DROP FUNCTION IF EXISTS report_store_refuse() CASCADE',
      'DROP FUNCTION IF EXISTS report_store_note_goes_with_application() CASCADE',
      ...triggersSql(RECORD_TABLES, dialect),
    ];
  }
  const applications = RECORD_TABLES.find((spec) => spec.name === 'applications')!;
  const columns = Object.keys(applications.columns).join(', ');
  return [
    ...legacyTriggers.map((name) => `DROP TRIGGER ${name}`),
    createTableSql(applications, dialect, 'applications_rebuilt'),
    `INSERT INTO applications_rebuilt (${columns}) SELECT ${columns} FROM applications`,
    'DROP TABLE applications',
    'ALTER TABLE applications_rebuilt RENAME TO applications',
    ...indexesSql(applications),
    ...triggersSql(RECORD_TABLES, dialect),
  ];
}

/** What a store at `current` runs, version by version, to reach the last one. */
function migrationsFrom(current: number, dialect: Dialect, legacyTriggers: string[]): Migration[] {
  if (current > LATEST) {
    throw new Error(
      `The report store is at version ${current}, newer than this code knows (${LATEST}).`,
    );
  }
  if (current === 0) return [{ version: LATEST, statements: tablesSql(RECORD_TABLES, dialect) }];
  const hasStep = RECORDS_HISTORY.some((step) => step.version === current);
  if (current === HAND_WRITTEN[dialect] && !hasStep) {
    return [
      { version: FIRST, statements: takeOver(dialect, legacyTriggers) },
      ...migrationsFrom(FIRST, dialect, []),
    ];
  }
  if (!hasStep) {
    throw new Error(
      `The report store is at version ${current}, from before any release: make it anew (move ${dialect === 'sqlite' ? 'reports.sqlite' : `the ${STORE_SCHEMA} schema`} aside).`,
    );
  }
  return RECORDS_HISTORY.filter((step) => step.version > current).map((step) => ({
    version: step.version,
    statements: stepSql(step, RECORD_TABLES, dialect),
  }));
}

/** The SQLite store's tables, versioned with SQLite's user_version. */
export function migrate(db: Database.Database) {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  const legacyTriggers = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]
  ).map((row) => row.name);
  const plan = migrationsFrom(version(), 'sqlite', legacyTriggers);
  if (plan.length === 0) return;
  // A table rebuild leaves references dangling for a moment: checked before the commit instead.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    for (const { version: next, statements } of plan) {
      db.transaction(() => {
        // Another process sharing the file may have applied it while this one waited for the lock.
        if (version() >= next) return;
        for (const sql of statements) db.exec(sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0)
          throw new Error(`Version ${next} would break ${broken.length} references.`);
        db.pragma(`user_version = ${next}`);
      }).immediate();
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}

/**
 * The PostgreSQL store's tables, in a schema of their own (Payload's migrations never see them),
 * each version recorded in report_store_migrations; under an advisory lock, so instances starting
 * together apply each once: safe at every start of every instance.
 */
export async function migratePostgres(db: PostgresStoreDatabase): Promise<void> {
  await db.withSessionLock(STORE_MIGRATION_LOCK, async (q) => {
    await q.run(`CREATE SCHEMA IF NOT EXISTS ${STORE_SCHEMA}`);
    await q.run(
      `CREATE TABLE IF NOT EXISTS report_store_migrations (
         version INTEGER PRIMARY KEY,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
    const row = await q.get<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM report_store_migrations',
    );
    for (const { version, statements } of migrationsFrom(row?.version ?? 0, 'postgres', [])) {
      await q.run('BEGIN');
      try {
        for (const sql of statements) await q.run(sql);
        await q.run('INSERT INTO report_store_migrations (version) VALUES (?)', [version]);
        await q.run('COMMIT');
      } catch (error) {
        await q.run('ROLLBACK');
        throw error;
      }
    }
  });
}
