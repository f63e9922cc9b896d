import pg from 'pg';
import type { StoreDatabase, StoreQueries } from './storeDatabase';

/**
 * The store's transaction-level advisory lock on PostgreSQL: every writing transaction of every
 * instance takes it first, as SQLite's BEGIN IMMEDIATE takes the file's write lock, so a check and
 * the write that depends on it (an idempotency key, a reference number) never interleave between
 * instances. Reports and applications are a few a minute; one writer at a time costs nothing.
 * Claiming mails does not take it: that is one statement with FOR UPDATE SKIP LOCKED.
 * Beside the back office's locks (backoffice/instances/postgresLocks.mts: 7146611001, 7146611002).
 */
export const STORE_WRITE_LOCK = 7_146_611_003;
/** Taken (session-level) while the store's migrations run at start. */
export const STORE_MIGRATION_LOCK = 7_146_611_004;

/**
 * The store's tables live in a schema of their own beside the back office's (`public`): Payload's
 * schema push (development) and its migrations never see them, and a dump can take them apart
 * (`pg_dump -n report_store`).
 */
export const STORE_SCHEMA = 'report_store';

/** `?` placeholders as PostgreSQL's `$1, $2, ...`; a `?` inside a quoted string stays as it is. */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  let quoted = false;
  let out = '';
  for (const char of sql) {
    if (char === "'") quoted = !quoted;
    out += char === '?' && !quoted ? `$${++index}` : char;
  }
  return out;
}

/** BIGINT (epoch milliseconds, COUNT(*)) as a JavaScript number, not pg's default string. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

function queriesOn(client: Queryable): StoreQueries {
  const query = (sql: string, params: unknown[] = []) =>
    client.query(numberedPlaceholders(sql), params);
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params?: unknown[]) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, params?: unknown[]) =>
      (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params?: unknown[]) => ({
      changes: (await query(sql, params)).rowCount ?? 0,
    }),
  };
}

/**
 * The store on a PostgreSQL database shared by every instance of a market: a small pool of its own
 * (`pg`, as Payload's adapter uses), apart from Payload's so a busy admin never starves a report.
 */
export class PostgresStoreDatabase implements StoreDatabase {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;
  private readonly direct: StoreQueries;
  private ended = false;

  constructor(connectionString: string, options: { max?: number } = {}) {
    this.pool = new pg.Pool({
      connectionString,
      // Every connection of the pool works in the store's schema.
      options: `-c search_path=${STORE_SCHEMA}`,
      max: options.max ?? 4,
      types,
      // A report waits at most this long for a connection before the visitor gets a 503.
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not end the process; the next query opens a new one.
    this.pool.on('error', (error) =>
      console.error('[reports] a PostgreSQL connection of the report store failed:', error.message),
    );
    this.direct = queriesOn(this.pool);
  }

  get open() {
    return !this.ended;
  }

  all<T>(sql: string, params?: unknown[]) {
    return this.direct.all<T>(sql, params);
  }

  get<T>(sql: string, params?: unknown[]) {
    return this.direct.get<T>(sql, params);
  }

  run(sql: string, params?: unknown[]) {
    return this.direct.run(sql, params);
  }

  async transaction<T>(work: (tx: StoreQueries) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [STORE_WRITE_LOCK]);
      const result = await work(queriesOn(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Runs `work` on one connection holding the session lock `key` (waits for it). */
  async withSessionLock<T>(key: number, work: (q: StoreQueries) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
      try {
        return await work(queriesOn(client));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      }
    } finally {
      // Destroyed: a lock left by a failed unlock must not travel with the connection to the pool.
      client.release(true);
    }
  }

  async close() {
    if (this.ended) return;
    this.ended = true;
    await this.pool.end();
  }
}
