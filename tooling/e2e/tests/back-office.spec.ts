import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { oneMarket } from '../support/markets';
import { png } from '../support/png';

// The back office (Payload at /admin): its sign-in screen, the media library and the login lockout, on
// the shared servers (nothing here changes what a page shows). What anonymous readers get of published
// and unpublished content is tested in publishing.spec.ts, on private servers, since publishing there
// changes the pages the other specs read. One market's tests run in order: they share its database.
// The back office is site-core's Payload configuration, the same in every market: one market runs it.
for (const market of oneMarket('slo')) {
  test.describe(`${market.code}: back office`, () => {
    test.describe.configure({ mode: 'serial' });
    const api = `${market.baseURL}${backOfficeApi}`;

    test('/admin answers with the sign-in screen, its API under /admin/api, the site keeps /api', async ({
      page,
      request,
    }) => {
      const response = await page.goto(`${market.baseURL}/admin`);
      expect(response?.status()).toBe(200);
      // The first administrator came from ADMIN_EMAIL, so there is no first-user screen to claim.
      await expect(page).toHaveURL(/\/admin\/login/);
      await expect(page.getByLabel(/email/i)).toBeVisible();
      await expect(page.getByLabel(/password/i)).toBeVisible();
      // The site's own endpoints are not shadowed by the back office's API.
      const siteApi = await request.get(`${market.baseURL}/api/no-such-endpoint`);
      expect(await siteApi.json()).toMatchObject({ error: 'unknown_endpoint' });
    });

    test('an uploaded image is served at /assets/{id} and each size at ?key=, with a validator; unknown id 404, unknown key 400', async ({
      request,
      playwright,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const locale = market.router.defaultLocale;
      const upload = await request.post(`${api}/media?locale=${locale}`, {
        headers: staff,
        multipart: {
          file: { name: 'skladiste.png', mimeType: 'image/png', buffer: png(1200, 800) },
          _payload: JSON.stringify({ alt: 'Skladište u Svetoj Nedelji' }),
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { doc } = (await upload.json()) as { doc: { id: number } };

      const visitor = await playwright.request.newContext();
      const original = await visitor.get(`${market.baseURL}/assets/${doc.id}`);
      expect(original.status()).toBe(200);
      expect(original.headers()['content-type']).toBe('image/png');
      const thumbnail = await visitor.get(`${market.baseURL}/assets/${doc.id}?key=thumbnail`);
      expect(thumbnail.status()).toBe(200);
      expect(thumbnail.headers()['content-type']).toMatch(/^image\//);
      const bytes = await thumbnail.body();
      expect(bytes.byteLength).toBeLessThan((await original.body()).byteLength);
      // A PNG names its width in its header: the thumbnail is 400 px wide.
      if (thumbnail.headers()['content-type'] === 'image/png')
        expect(bytes.readUInt32BE(16)).toBe(400);
      expect(thumbnail.headers()['cache-control']).toBe('public, max-age=3600, must-revalidate');
      const etag = thumbnail.headers()['etag']!;
      expect(etag).toBeTruthy();
      const again = await visitor.get(`${market.baseURL}/assets/${doc.id}?key=thumbnail`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status()).toBe(304);

      expect((await visitor.get(`${market.baseURL}/assets/${doc.id}?key=poster`)).status()).toBe(
        400,
      );
      expect((await visitor.get(`${market.baseURL}/assets/987654321`)).status()).toBe(404);
      // A document's address with an id that is no number names no document (Payload said 500).
      for (const address of [`${api}/media/not-a-number`, `${api}/news/abc`]) {
        const none = await visitor.get(address);
        expect(none.status(), address).toBe(404);
        expect(await none.json()).toEqual({ errors: [{ message: 'Not Found' }] });
      }

      // Uploads are checked: a file over 20 MB is refused as it arrives, and one whose bytes are not
      // what its name and type say (a script called .png) is refused too; neither reaches /assets.
      const tooLarge = await request.post(`${api}/media?locale=${locale}`, {
        headers: staff,
        multipart: {
          file: {
            name: 'velika.png',
            mimeType: 'image/png',
            buffer: Buffer.alloc(21 * 1024 * 1024, 1),
          },
          _payload: JSON.stringify({ alt: 'Prevelika slika' }),
        },
      });
      expect(tooLarge.status()).toBe(413);
      const disguised = await request.post(`${api}/media?locale=${locale}`, {
        headers: staff,
        multipart: {
          file: {
            name: 'slika.png',
            mimeType: 'image/png',
            buffer: Buffer.from('#!/bin/sh\necho not an image\n'.repeat(20)),
          },
          _payload: JSON.stringify({ alt: 'Nije slika' }),
        },
      });
      expect(disguised.status(), await disguised.text()).toBeGreaterThanOrEqual(400);
      expect(disguised.status()).toBeLessThan(500);
      expect((await visitor.get(`${market.baseURL}/assets/..%2F..%2Fetc%2Fpasswd`)).status()).toBe(
        404,
      );
      await visitor.dispose();
    });

    test('an uploaded SVG is sandboxed wherever it is served; a file gone from the disk answers 404', async ({
      request,
      playwright,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const upload = await request.post(`${api}/media?locale=${market.router.defaultLocale}`, {
        headers: staff,
        multipart: {
          file: {
            name: `znak-${Date.now()}.svg`,
            mimeType: 'image/svg+xml',
            buffer: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#0a6"/></svg>',
            ),
          },
          _payload: JSON.stringify({ alt: 'Znak' }),
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { doc } = (await upload.json()) as { doc: { id: number; filename: string } };

      const sandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
      const visitor = await playwright.request.newContext();
      const fileRoute = `${api}/media/file/${encodeURIComponent(doc.filename)}`;
      for (const url of [
        `${market.baseURL}/assets/${doc.id}`,
        fileRoute,
        `${fileRoute}?download=true`,
      ]) {
        const served = await visitor.get(url);
        expect(served.status(), url).toBe(200);
        expect(served.headers()['content-type'], url).toMatch(/^image\/svg\+xml/);
        expect(served.headers()['content-security-policy'], url).toBe(sandbox);
      }

      // DATA_DIR is the site's user's alone: the folder 0700, the upload and the databases 0600.
      const dataDir = path.resolve(test.info().project.testDir, '..', '.data', market.code);
      const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
      expect(modeOf(dataDir)).toBe('700');
      expect(modeOf(path.join(dataDir, 'media'))).toBe('700');
      expect(modeOf(path.join(dataDir, 'media', doc.filename))).toBe('600');
      for (const file of ['back-office.db', 'back-office.db-wal', 'back-office.secret']) {
        const place = path.join(dataDir, file);
        if (existsSync(place)) expect(modeOf(place), file).toBe('600');
      }

      // The operator removes the file, the document stays: the file's address answers 404.
      rmSync(path.join(dataDir, 'media', doc.filename));
      const gone = await visitor.get(fileRoute);
      expect(gone.status()).toBe(404);
      expect((await visitor.get(`${market.baseURL}/assets/${doc.id}`)).status()).toBe(404);
      await visitor.dispose();
    });

    test('repeated bad passwords lock the account, even against the right one', async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const editor = {
        email: `editor-${Date.now()}@medivia-test.example`,
        password: 'editor-test-password-1',
      };
      const created = await request.post(`${api}/users`, {
        headers: staff,
        data: { ...editor, role: 'editor' },
      });
      expect(created.status(), await created.text()).toBe(201);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await request.post(`${api}/users/login`, {
          data: { email: editor.email, password: 'not-the-password' },
        });
        expect(wrong.status()).toBe(401);
      }
      const right = await request.post(`${api}/users/login`, { data: editor });
      expect(right.status()).not.toBe(200);
      expect(await right.text()).toMatch(/locked/i);
    });
  });
}
