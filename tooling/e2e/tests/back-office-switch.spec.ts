import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { administrator, backOfficeApi, signIn } from '../support/backOffice';
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

/*
 * The preview of a draft belongs to the back office: on a public host it answers the localized 404
 * even to a staff session that is valid (signed in on the internal instance that shares the data).
 */
test('with BACK_OFFICE=off a valid staff session gets the localized 404 at a preview', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const e2eDir = path.resolve(test.info().project.testDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-public-host-'));
  const staff = {
    ADMIN_EMAIL: administrator.email,
    ADMIN_PASSWORD: administrator.password,
    ADMIN_TOTP_SECRET: administrator.totpSecret,
  };
  let mock: Started | undefined;
  let app: Started | undefined;
  try {
    mock = await startMock(e2eDir, 4015);
    // The internal instance: staff sign in and preview a news article there.
    app = await startCro(e2eDir, 3194, dataDir, mock.url, staff);
    const session = await signIn(request, app.url);
    const news = await request.get(`${app.url}${backOfficeApi}/news?limit=1&depth=0`, {
      headers: session,
    });
    const id = ((await news.json()) as { docs: { id: number }[] }).docs[0]!.id;
    const previews = [`/preview/news/${id}`, `/en/preview/news/${id}`];
    for (const preview of previews) {
      const shown = await request.get(`${app.url}${preview}`, { headers: session });
      expect(shown.status(), `${preview} on the internal instance`).toBe(200);
    }
    await kill(app, 'SIGTERM');

    // The same data and the same session on a public host.
    app = await startCro(e2eDir, 3194, dataDir, mock.url, { ...staff, BACK_OFFICE: 'off' });
    // The 404 page in the preview's locale (its non-ASCII letters may arrive as entities).
    for (const [preview, lang, notFound] of [
      [previews[0]!, 'hr', 'Stranica koju tra'],
      [previews[1]!, 'en', 'The page you are looking for was not found'],
    ] as const) {
      // Answered at the address itself, not after a redirect.
      const refused = await request.get(`${app.url}${preview}`, {
        headers: session,
        maxRedirects: 0,
      });
      expect(refused.status(), `${preview} on the public host`).toBe(404);
      const page = await refused.text();
      // The site's own 404 page (hr-HR, en-US), not an empty error shell.
      expect(page).toMatch(new RegExp(`<html lang="${lang}[-"]`));
      expect(page).toContain(notFound);
    }
  } finally {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
