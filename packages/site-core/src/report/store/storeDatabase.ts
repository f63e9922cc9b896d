/**
 * The report store's database, as its classes see it: SQLite (one machine, a file under DATA_DIR)
 * or PostgreSQL (every instance of a market on one shared database). Both answer the same SQL,
 * written with `?` placeholders; the few statements that differ ask `dialect`.
 */
export type StoreDialect = 'sqlite' | 'postgres';

/** The statements a store runs, on the database or inside one transaction. */
export interface StoreQueries {
  readonly dialect: StoreDialect;
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  get<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** A write; `changes` is how many rows it touched. */
  run(sql: string, params?: unknown[]): Promise<{ changes: number }>;
}

export interface StoreDatabase extends StoreQueries {
  /**
   * Runs `work` as one transaction that holds the store's write lock from its first statement to
   * its commit (SQLite's BEGIN IMMEDIATE; on PostgreSQL a transaction-level advisory lock): no two
   * writers, in this process or in another instance, can both pass a check and act on it (an
   * idempotency key, the next reference number). Rolled back when `work` throws. Inside `work`,
   * use `tx` only: the database itself waits for the transaction to end.
   */
  transaction<T>(work: (tx: StoreQueries) => Promise<T>): Promise<T>;
  /** Whether the connection is still open. */
  readonly open: boolean;
  close(): Promise<void>;
}
