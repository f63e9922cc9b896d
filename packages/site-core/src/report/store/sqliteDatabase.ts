import type Database from 'better-sqlite3';
import type { StoreDatabase, StoreQueries } from './storeDatabase';

/**
 * The store on one SQLite connection (better-sqlite3, synchronous). A transaction spans awaits, so
 * everything on the connection takes its turn: a statement never lands inside another caller's
 * open transaction. Each statement itself runs at once on the request's thread, as before.
 */
export class SqliteStoreDatabase implements StoreDatabase {
  readonly dialect = 'sqlite' as const;
  private turn: Promise<unknown> = Promise.resolve();
  private readonly direct: StoreQueries;

  constructor(readonly db: Database.Database) {
    const statement = (sql: string) => db.prepare(sql);
    this.direct = {
      dialect: 'sqlite',
      all: async <T>(sql: string, params: unknown[] = []) => statement(sql).all(...params) as T[],
      get: async <T>(sql: string, params: unknown[] = []) =>
        statement(sql).get(...params) as T | undefined,
      run: async (sql: string, params: unknown[] = []) => ({
        changes: statement(sql).run(...params).changes,
      }),
    };
  }

  get open() {
    return this.db.open;
  }

  all<T>(sql: string, params?: unknown[]) {
    return this.inTurn(() => this.direct.all<T>(sql, params));
  }

  get<T>(sql: string, params?: unknown[]) {
    return this.inTurn(() => this.direct.get<T>(sql, params));
  }

  run(sql: string, params?: unknown[]) {
    return this.inTurn(() => this.direct.run(sql, params));
  }

  transaction<T>(work: (tx: StoreQueries) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      // IMMEDIATE takes the write lock up front: another process on the file waits (busy timeout).
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.direct);
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  async close() {
    await this.turn;
    if (this.db.open) this.db.close();
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }
}
