import type { Payload } from 'payload';
import type { LockSession } from './lockHolder.mts';

/*
 * PostgreSQL's session-level advisory locks, on a connection of Payload's own pool kept aside for as
 * long as the lock is held: the database frees the lock when that connection closes, whether the
 * process ended cleanly or was killed. Locks are per database, so two markets never share one.
 */

/** The pg client Payload's PostgreSQL adapter hands out (only what these locks use). */
interface PooledClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(destroy?: boolean | Error): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
}
interface PostgresPool {
  connect(): Promise<PooledClient>;
}

/** The locks' keys (64-bit, fixed): which instance runs the jobs, which one seeds an empty database. */
export const advisoryLocks = {
  jobRunner: 7_146_611_001,
  seed: 7_146_611_002,
} as const;

/** Payload's connection pool when its database is PostgreSQL; undefined for SQLite. */
export function postgresPool(payload: Payload): PostgresPool | undefined {
  const db = payload.db as unknown as { name?: string; pool?: PostgresPool };
  return db.name === 'postgres' && db.pool ? db.pool : undefined;
}

/** How long a liveness check may take before the session counts as gone. */
const ALIVE_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A session on its own pooled connection that asks for the advisory lock `key` without waiting. */
export async function advisoryLockSession(pool: PostgresPool, key: number): Promise<LockSession> {
  const client = await pool.connect();
  let gone = false;
  // Without a listener a dropped connection's error would end the process.
  client.on('error', () => (gone = true));
  client.on('end', () => (gone = true));
  let holding = false;
  return {
    async tryLock() {
      // Once held, asking again would stack a second hold on the same session: it is already ours.
      if (holding) return true;
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
        key,
      ]);
      holding = rows[0]?.locked === true;
      return holding;
    },
    async alive() {
      if (gone) return false;
      try {
        await withTimeout(client.query('SELECT 1'), ALIVE_TIMEOUT_MS);
        return true;
      } catch {
        gone = true;
        return false;
      }
    },
    async close() {
      // Destroyed, not returned to the pool: the lock must not outlive this session in another's hands.
      client.release(true);
    },
  };
}

/**
 * Runs `work` while holding the advisory lock `key`, waiting for it if another instance holds it
 * (the seed of an empty database: the first instance loads it, the others then find it loaded).
 */
export async function withAdvisoryLock<T>(
  pool: PostgresPool,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  client.on('error', () => undefined);
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
  } finally {
    client.release(true);
  }
}
