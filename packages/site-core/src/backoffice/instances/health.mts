import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getPayload, type Payload, type SanitizedConfig } from 'payload';
import { getEnv } from '../../env';
import { storeOutboxBacklog, type OutboxBacklog } from '../../report/outboxBacklog';

/** What a load balancer (and an operator) reads at GET /healthz. No secrets, no personal data. */
export interface Health {
  /** ok: this instance takes reads and writes; unavailable: take it out of the pool. */
  status: 'ok' | 'unavailable';
  database: { reachable: boolean; adapter?: string };
  migrations: { applied: boolean; pending: number };
  dataDir: { writable: boolean };
  outbox: (OutboxBacklog & { readable: true }) | { readable: false };
}

interface MigrationsAdapter {
  name?: string;
  prodMigrations?: { name: string }[];
}

/** The names of the committed migrations the database has recorded as run (payload_migrations). */
async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  });
  return new Set(docs.map((doc) => String((doc as { name?: unknown }).name)));
}

/**
 * Whether DATA_DIR takes a write: a small file written and removed (a full disk, a read-only
 * mount, a lost volume fail here before a report would).
 */
async function dataDirWritable(dataDir: string): Promise<boolean> {
  const probe = path.join(dataDir, `.healthz-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(probe, 'ok', { mode: 0o600 });
    await rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** A database that does not answer within this counts as unreachable (balancers probe every few s). */
const DATABASE_TIMEOUT_MS = 3_000;

function answerWithin<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), DATABASE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function checkHealth(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  dataDir: string,
): Promise<Health> {
  let database: Health['database'] = { reachable: false };
  let migrations: Health['migrations'] = { applied: false, pending: 0 };
  try {
    const payload = await answerWithin(getPayload({ config }));
    const adapter = payload.db as unknown as MigrationsAdapter;
    // One query answers both: the database answers, and which migrations it has run.
    const applied = await answerWithin(appliedMigrations(payload));
    database = { reachable: true, adapter: adapter.name };
    // Committed migrations are applied at start in production; development pushes the schema.
    const expected = getEnv().NODE_ENV === 'production' ? (adapter.prodMigrations ?? []) : [];
    const pending = expected.filter((migration) => !applied.has(migration.name)).length;
    migrations = { applied: pending === 0, pending };
  } catch {
    // Unreachable (or its tables missing): nothing here may be written, and the reason stays in
    // the server's log, not in a public answer.
  }
  const writable = await dataDirWritable(dataDir);
  let outbox: Health['outbox'];
  try {
    outbox = { readable: true, ...(await storeOutboxBacklog(dataDir, getEnv().DATABASE_URL)) };
  } catch {
    outbox = { readable: false };
  }
  const takesWrites = database.reachable && migrations.applied && writable;
  return {
    status: takesWrites ? 'ok' : 'unavailable',
    database,
    migrations,
    dataDir: { writable },
    outbox,
  };
}

/**
 * GET /healthz for load balancers: 200 when this instance can take writes (its database answers,
 * its migrations are applied, DATA_DIR takes a file), 503 otherwise, with the outbox's backlog for
 * the operator's monitoring. Never cached: each probe sees this instance as it is now.
 */
export function createHealthHandler(config: Promise<SanitizedConfig> | SanitizedConfig) {
  return async function GET(): Promise<Response> {
    const health = await checkHealth(config, getEnv().DATA_DIR);
    return Response.json(health, {
      status: health.status === 'ok' ? 200 : 503,
      headers: { 'cache-control': 'no-store' },
    });
  };
}
