import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { administrator } from '../support/backOffice';
import { databaseUrlFor } from '../support/postgres.mjs';
import { queryPostgres } from '../support/postgresQuery.mjs';
import { kill, startApp, startMock, type Started } from '../support/reportApp';

/*
 * Issue #30: two instances of cro on one PostgreSQL database. Only one runs the back office's jobs
 * (scheduled publishing), the holder of an advisory lock; when it is killed with SIGKILL the other
 * takes over within seconds. Runs on PostgreSQL only (test:browser:postgres).
 */

const PORTS = [3798, 3799] as const;
const MOCK_PORT = 4798;
/** The key of the job runner's advisory lock (backoffice/instances/postgresLocks.mts). */
const JOB_RUNNER_LOCK = 7_146_611_001n;
const RUNS = '[back office] this instance runs scheduled publishing now';
/** The waiting instance asks every 3 s at the cron's 2 s ticks: a takeover within 10 s is ample. */
const TAKEOVER_WITHIN_MS = 10_000;

const databaseUrl = databaseUrlFor('cro_instances');
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One query on the test's database, or (`database`) another database of its server. */
function onServer(text: string, values: unknown[] = [], database?: string) {
  const url = new URL(databaseUrl!);
  if (database) url.pathname = `/${database}`;
  return queryPostgres(url.toString(), text, values);
}

/** The backends that hold the job runner's lock in the test's database now. */
const lockHolders = async () =>
  (
    await onServer(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND ((classid::bigint << 32) | objid::bigint) = $1`,
      [JOB_RUNNER_LOCK.toString()],
    )
  ).length;

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

const runs = (instance: Started) => instance.output().split(RUNS).length - 1;

test.describe('one job runner among instances on PostgreSQL', () => {
  test.skip(!databaseUrl, 'needs E2E_DATABASE_URL_TEMPLATE (PostgreSQL)');
  test.describe.configure({ mode: 'serial' });
  const dataDirs: string[] = [];
  let mock: Started | undefined;
  let instances: Started[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const database = decodeURIComponent(new URL(databaseUrl!).pathname.slice(1));
    await onServer(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`, [], 'postgres');
    await onServer(`CREATE DATABASE ${quote(database)}`, [], 'postgres');
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    mock = await startMock(e2eDir, MOCK_PORT);
    const shared = {
      DATABASE_URL: databaseUrl!,
      INSTANCES: '2',
      PAYLOAD_SECRET: 'job-runner-test-secret-shared-by-both-instances',
      SERVER_URL: `http://127.0.0.1:${PORTS[0]}`,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      ADMIN_TOTP_SECRET: administrator.totpSecret,
    };
    // One after the other, as a deploy does: the first applies the migrations (Payload's migrate
    // takes no lock of its own) and seeds the database under the seed's advisory lock.
    for (const port of PORTS) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `medivia-instance-${port}-`));
      dataDirs.push(dataDir);
      instances.push(await startApp(e2eDir, 'cro', port, dataDir, mock!.url, shared));
    }
  });

  test.afterAll(async () => {
    for (const instance of instances) await kill(instance, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test('one instance runs the jobs; the other takes over within seconds of its SIGKILL', async () => {
    test.setTimeout(120_000);
    // One of the two takes the lock at its first ticks...
    await waitUntil(() => instances.some((instance) => runs(instance) > 0), 20_000);
    // ...and keeps it: ten seconds later still exactly one runs them, and the database agrees.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(instances.map(runs).sort()).toEqual([0, 1]);
    expect(await lockHolders()).toBe(1);
    // Both serve the site from the one seeded database.
    for (const instance of instances) expect((await fetch(`${instance.url}/`)).status).toBe(200);
    const [news] = await onServer('SELECT count(*)::int AS n FROM news');
    expect(news!.n).toBeGreaterThan(0);

    const holder = instances.find((instance) => runs(instance) > 0)!;
    const waiting = instances.find((instance) => instance !== holder)!;
    await kill(holder, 'SIGKILL');
    const tookOver = await waitUntil(() => runs(waiting) === 1, TAKEOVER_WITHIN_MS);
    console.log(`job runner taken over ${tookOver} ms after the holder's SIGKILL`);
    expect(await lockHolders()).toBe(1);
    instances = [waiting];
  });
});
