/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { WhistleblowingStore } from '../../whistleblowing/store';
import { migrate, migratePostgres } from '../store/migrations';
import { PostgresStoreDatabase, STORE_SCHEMA } from '../store/postgresDatabase';
import type { SqliteStoreDatabase } from '../store/sqliteDatabase';
import { tablesSql } from './ddl';
import { RECORD_TABLES, RECORDS_HISTORY, WHISTLEBLOWING_TABLES } from './tables';
import { postgresSchema, sqliteSchema, type SchemaShape } from './testing/schemaOf';

/*
 * The records' one declaration (tables.ts) made into both dialects: SQLite in memory and, where
 * REPORT_STORE_TEST_DATABASE_URL names a PostgreSQL server (.ci/postgres makes one), a database of
 * its own, dropped afterwards. Then each database's own catalogue is read and compared. Also: a
 * store left by the hand-written migrations this declaration replaced opens, keeps its rows and
 * ends with the same schema as a new one. The whistleblowing channel's tables, declared beside them
 * but kept in the channel's own database, are made by its store and compared the same way.
 */
const serverUrl = process.env.REPORT_STORE_TEST_DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;
const LATEST = RECORDS_HISTORY[RECORDS_HISTORY.length - 1]!.version;
const declared = RECORD_TABLES.map((spec) => spec.name).sort();
const declaredWhistleblowing = WHISTLEBLOWING_TABLES.map((spec) => spec.name).sort();

/** The channel's SQLite file, as its store makes it (opened twice: the second open adds nothing). */
async function whistleblowingSqlite(): Promise<SchemaShape> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-schema-'));
  try {
    await (await WhistleblowingStore.connect({ dataDir: dir })).close();
    const store = await WhistleblowingStore.connect({ dataDir: dir });
    try {
      return sqliteSchema((store.db as SqliteStoreDatabase).db);
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function newSqlite(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * A SQLite store as the hand-written migrations left it (user_version 5): the same tables, but
 * `applications` as their steps 2, 4 and 5 made it (a NOT NULL `cv`, no check, the later columns
 * last) and their own name for the trigger that lets a note go with its application.
 */
function handWrittenSqlite(): Database.Database {
  const db = newSqlite();
  const statements = tablesSql(RECORD_TABLES, 'sqlite').filter(
    (sql) =>
      !/^CREATE TABLE applications \(/.test(sql) &&
      !/application_notes_append_only_delete/.test(sql),
  );
  db.exec(`CREATE TABLE applications (
    id INTEGER PRIMARY KEY, reference TEXT NOT NULL UNIQUE, market TEXT NOT NULL,
    locale TEXT NOT NULL, opening_id TEXT NOT NULL, received_at TEXT NOT NULL,
    retain_until TEXT NOT NULL, application_json TEXT NOT NULL, cv_name TEXT NOT NULL,
    cv_type TEXT NOT NULL, cv_size INTEGER NOT NULL, cv_sha256 TEXT NOT NULL, cv BLOB NOT NULL,
    idempotency_key TEXT UNIQUE, fingerprint TEXT NOT NULL)`);
  db.exec(`ALTER TABLE applications ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'shortlisted', 'interview', 'rejected', 'hired'))`);
  db.exec('ALTER TABLE applications ADD COLUMN status_changed_at TEXT');
  db.exec('ALTER TABLE applications ADD COLUMN cv_object_key TEXT');
  for (const sql of statements) db.exec(sql);
  db.exec(`CREATE TRIGGER application_notes_go_with_their_application BEFORE DELETE ON application_notes
    WHEN EXISTS (SELECT 1 FROM applications WHERE id = OLD.application_id)
    BEGIN SELECT RAISE(ABORT, 'an application note goes only with its application'); END`);
  db.pragma('user_version = 5');
  return db;
}

/** One row in each kind of table, written as the store's code writes them. */
function someRecords(db: Database.Database) {
  db.exec(`
    INSERT INTO reports (reference, kind, market, locale, received_at, report_json, fingerprint, bot_check_json)
      VALUES ('NUS-2026-000001', 'human', 'cro', 'hr', '2026-03-01T08:00:00Z', '{}', 'f1', '{}');
    INSERT INTO report_notes (report_id, written_at, author_id, author_email, text)
      VALUES (1, '2026-03-02T08:00:00Z', '7', 'pv@medivia.example', 'Called the reporter.');
    INSERT INTO applications (reference, market, locale, opening_id, received_at, retain_until,
        application_json, cv_name, cv_type, cv_size, cv_sha256, cv, fingerprint)
      VALUES ('APP-2026-000001', 'cro', 'hr', 'o1', '2026-03-01T08:00:00Z', '2026-12-31T00:00:00Z',
        '{}', 'cv.pdf', 'application/pdf', 3, 'abc', x'255044', 'f2');
    INSERT INTO application_notes (application_id, written_at, author_id, author_email, text)
      VALUES (1, '2026-03-02T08:00:00Z', '9', 'hr@medivia.example', 'Strong candidate.');
    INSERT INTO application_audit (at, user_id, user_email, action, reference, client_address)
      VALUES ('2026-03-02T08:00:00Z', '9', 'hr@medivia.example', 'open', 'APP-2026-000001', '10.0.0.6');
  `);
}

const counts = (db: Database.Database) =>
  Object.fromEntries(
    declared.map((name) => [
      name,
      (db.prepare(`SELECT count(*) AS n FROM ${name}`).get() as { n: number }).n,
    ]),
  );

describe('the records on SQLite', () => {
  it('makes every declared table, and nothing else', () => {
    const db = newSqlite();
    migrate(db);
    expect(Object.keys(sqliteSchema(db)).sort()).toEqual(declared);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST);
    db.close();
  });

  it('takes over a store the hand-written migrations left, keeping every row, to the same schema as a new one', () => {
    const fresh = newSqlite();
    migrate(fresh);
    const old = handWrittenSqlite();
    someRecords(old);
    const before = counts(old);
    expect(sqliteSchema(old)).not.toEqual(sqliteSchema(fresh));

    migrate(old);

    expect(old.pragma('user_version', { simple: true })).toBe(LATEST);
    expect(counts(old)).toEqual(before);
    expect(old.prepare('SELECT hex(cv) AS cv, status FROM applications').get() as object).toEqual({
      cv: '255044',
      status: 'new',
    });
    expect(sqliteSchema(old)).toEqual(sqliteSchema(fresh));
    // Still append-only, with the same refusals.
    expect(() => old.exec("UPDATE report_notes SET text = 'x'")).toThrow(
      'report notes are append-only',
    );
    expect(() => old.exec('DELETE FROM application_notes')).toThrow(/only with its application/);
    old.exec('DELETE FROM applications');
    expect(counts(old).application_notes).toBe(0);
    // Opened again: nothing left to do.
    migrate(old);
    expect(old.pragma('user_version', { simple: true })).toBe(LATEST);
    old.close();
    fresh.close();
  });

  it('refuses a store at a hand-written version that was never released, or from newer code', () => {
    const db = newSqlite();
    db.pragma('user_version = 3');
    expect(() => migrate(db)).toThrow(/from before any release/);
    db.pragma(`user_version = ${LATEST + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this code knows/);
    db.close();
  });
});

describe('the whistleblowing channel’s tables on SQLite', () => {
  it('are made in the channel’s own file from their declaration, and nothing else', async () => {
    const shape = await whistleblowingSqlite();
    expect(Object.keys(shape).sort()).toEqual(declaredWhistleblowing);
    const declaration = newSqlite();
    for (const sql of tablesSql(WHISTLEBLOWING_TABLES, 'sqlite')) declaration.exec(sql);
    expect(shape).toEqual(sqliteSchema(declaration));
    declaration.close();
    expect(shape.wb_messages!.foreignKeys).toEqual([
      'reference -> wb_cases(reference) on delete cascade',
    ]);
  });
});

describeOnPostgres('the records on PostgreSQL, against SQLite', () => {
  const databases: string[] = [];
  /** On the server's maintenance database: CREATE and DROP DATABASE run outside any store. */
  async function onServer(statements: string[]) {
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    try {
      for (const sql of statements) await server.query(sql);
    } finally {
      await server.end();
    }
  }
  /** A new, empty database of this run: its URL. */
  async function newDatabase(purpose: string): Promise<string> {
    const database = `records_${purpose}_jest_${process.pid}`;
    databases.push(database);
    await onServer([
      `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
      `CREATE DATABASE ${database}`,
    ]);
    return Object.assign(new URL(serverUrl!), { pathname: `/${database}` }).toString();
  }
  /** A store's connection to a new, empty database of this run. */
  async function newPostgres(purpose: string): Promise<PostgresStoreDatabase> {
    return new PostgresStoreDatabase(await newDatabase(purpose), { max: 1 });
  }
  async function schemaOn(db: PostgresStoreDatabase): Promise<SchemaShape> {
    const client = await db.pool.connect();
    try {
      const shape = await postgresSchema(client, STORE_SCHEMA);
      expect(shape).toHaveProperty('report_store_migrations');
      delete shape.report_store_migrations;
      return shape;
    } finally {
      client.release();
    }
  }
  afterAll(() =>
    onServer(databases.map((database) => `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)),
  );

  it('holds the same tables, columns, nullability, defaults, uniques, checks, indexes and keys as SQLite', async () => {
    const sqlite = newSqlite();
    migrate(sqlite);
    const postgres = await newPostgres('fresh');
    try {
      await migratePostgres(postgres);
      const onPostgres = await schemaOn(postgres);
      const onSqlite = sqliteSchema(sqlite);
      expect(Object.keys(onPostgres).sort()).toEqual(declared);
      for (const name of declared) expect([name, onPostgres[name]]).toEqual([name, onSqlite[name]]);
      expect(
        await postgres.get<{ version: number }>(
          'SELECT MAX(version) AS version FROM report_store_migrations',
        ),
      ).toEqual({ version: LATEST });
    } finally {
      await postgres.close();
      sqlite.close();
    }
  });

  it('holds the whistleblowing channel’s tables as its SQLite file does', async () => {
    const location = { dataDir: tmpdir(), databaseUrl: await newDatabase('whistleblowing') };
    // Opened twice, as every instance does at its start: the second open makes nothing again.
    await (await WhistleblowingStore.connect(location)).close();
    const store = await WhistleblowingStore.connect(location);
    try {
      const client = await (store.db as PostgresStoreDatabase).pool.connect();
      const onPostgres = await postgresSchema(client, STORE_SCHEMA).finally(() => client.release());
      const onSqlite = await whistleblowingSqlite();
      expect(Object.keys(onPostgres).sort()).toEqual(declaredWhistleblowing);
      for (const name of declaredWhistleblowing)
        expect([name, onPostgres[name]]).toEqual([name, onSqlite[name]]);
    } finally {
      await store.close();
    }
  });

  it('takes over a store the hand-written migrations left (version 1), keeping its rows and its refusals', async () => {
    const postgres = await newPostgres('handwritten');
    try {
      // As the hand-written migration 1 left it: the declared tables, its own trigger functions.
      await postgres.run(`CREATE SCHEMA ${STORE_SCHEMA}`);
      await postgres.run(
        'CREATE TABLE report_store_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      for (const sql of tablesSql(RECORD_TABLES, 'postgres').filter(
        (sql) => !/TRIGGER|FUNCTION/.test(sql),
      ))
        await postgres.run(sql);
      await postgres.run(`
        CREATE FUNCTION report_store_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$;
        CREATE TRIGGER report_notes_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON report_notes
          FOR EACH STATEMENT EXECUTE FUNCTION report_store_refuse();
        INSERT INTO report_store_migrations (version) VALUES (1);
        INSERT INTO reports (reference, kind, market, locale, received_at, report_json, fingerprint, bot_check_json)
          VALUES ('NUS-2026-000001', 'human', 'cro', 'hr', '2026-03-01T08:00:00Z', '{}', 'f1', '{}');
        INSERT INTO report_notes (report_id, written_at, author_id, author_email, text)
          VALUES (1, '2026-03-02T08:00:00Z', '7', 'pv@medivia.example', 'Called the reporter.');`);

      await migratePostgres(postgres);

      expect(await postgres.all('SELECT text FROM report_notes')).toEqual([
        { text: 'Called the reporter.' },
      ]);
      await expect(postgres.run("UPDATE report_notes SET text = 'x'")).rejects.toThrow(
        'report notes are append-only',
      );
      await expect(postgres.run('TRUNCATE application_audit')).rejects.toThrow(
        'the audit trail is append-only',
      );
      const sqlite = newSqlite();
      migrate(sqlite);
      expect(await schemaOn(postgres)).toEqual(sqliteSchema(sqlite));
      sqlite.close();
      expect(
        (
          await postgres.all<{ version: number }>(
            'SELECT version FROM report_store_migrations ORDER BY version',
          )
        ).map((row) => row.version),
      ).toEqual([1, LATEST]);
    } finally {
      await postgres.close();
    }
  });
});
