import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { markets } from '../support/markets';
import { kill, startApp, startMock, type Started } from '../support/reportApp';

/*
 * GET /healthz, what a load balancer asks every few seconds (issue #30): 200 while the instance can
 * take writes, 503 when it cannot, never cached, and nothing in it an outsider should read.
 */

const APP_PORT = 3797;
const MOCK_PORT = 4797;

interface Health {
  status: string;
  database: { reachable: boolean; adapter?: string };
  migrations: { applied: boolean; pending: number };
  dataDir: { writable: boolean };
  outbox: { readable: boolean; pending?: number; oldestPendingSeconds?: number | null };
}

for (const market of markets) {
  test(`${market.code}: /healthz says the instance takes writes, uncached`, async ({ request }) => {
    const response = await request.get(`${market.baseURL}/healthz`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-type']).toContain('application/json');
    const health = (await response.json()) as Health;
    expect(health).toMatchObject({
      status: 'ok',
      database: { reachable: true },
      migrations: { applied: true, pending: 0 },
      dataDir: { writable: true },
      outbox: { readable: true },
    });
    expect(['sqlite', 'postgres']).toContain(health.database.adapter);
    expect(typeof health.outbox.pending).toBe('number');
    // No paths, addresses, keys or people: only the figures above.
    const text = JSON.stringify(health);
    expect(text).not.toMatch(/\/tmp|\.data|postgres:\/\/|@|secret|password/i);
  });
}

test.describe('an instance that cannot take writes', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir = '';
  let mock: Started | undefined;
  let app: Started | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-healthz-'));
    mock = await startMock(e2eDir, MOCK_PORT);
    app = await startApp(e2eDir, 'cro', APP_PORT, dataDir, mock.url);
  });

  test.afterAll(async () => {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers 503 once its data folder is lost, and 200 when it is back', async () => {
    const url = `${app!.url}/healthz`;
    const before = await fetch(url);
    expect(before.status).toBe(200);

    // The volume under DATA_DIR is gone (a file where the folder was): no report could be stored.
    const kept = `${dataDir}-kept`;
    const { renameSync } = await import('node:fs');
    renameSync(dataDir, kept);
    writeFileSync(dataDir, 'not a folder');
    try {
      const lost = await fetch(url);
      expect(lost.status).toBe(503);
      expect(lost.headers.get('cache-control')).toBe('no-store');
      expect(await lost.json()).toMatchObject({
        status: 'unavailable',
        dataDir: { writable: false },
      });
    } finally {
      rmSync(dataDir, { force: true });
      renameSync(kept, dataDir);
    }
    const back = await fetch(url);
    expect(back.status).toBe(200);
  });
});
