import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { kill, startCro, startMock, type Started } from '../support/reportApp';

/*
 * A public host runs the same app with BACK_OFFICE=off (README, "Back office on a public host"):
 * the admin, its REST and GraphQL API answer 404 there, while the site works as ever.
 */
test('with BACK_OFFICE=off the admin and its API answer 404 and the site still serves its pages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const e2eDir = path.resolve(test.info().project.testDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-public-host-'));
  let mock: Started | undefined;
  let app: Started | undefined;
  try {
    mock = await startMock(e2eDir, 4015);
    app = await startCro(e2eDir, 3194, dataDir, mock.url, { BACK_OFFICE: 'off' });
    for (const [route, method] of [
      ['/admin', 'GET'],
      ['/admin/login', 'GET'],
      ['/admin/api/users/me', 'GET'],
      ['/admin/api/users/login', 'POST'],
      ['/admin/api/graphql', 'POST'],
      ['/admin/api/news', 'GET'],
    ] as const) {
      const response = await fetch(`${app.url}${route}`, { method });
      expect(response.status, `${method} ${route}`).toBe(404);
    }
    const home = await page.goto(`${app.url}/`);
    expect(home?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
  } finally {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
