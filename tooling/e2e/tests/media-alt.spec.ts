import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { administrator, backOfficeApi, loginBody } from '../support/backOffice';
import { png } from '../support/png';
import { databaseUrlFor } from '../support/postgres.mjs';
import { queryPostgres } from '../support/postgresQuery.mjs';
import { kill, startApp, startMock, type Started } from '../support/reportApp';
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
};

/*
 * Issue #38, finding 11: one rule for a picture's alt text on SQLite and on PostgreSQL with object
 * storage. A picture is uploaded with its alt text in the default language only (staff write the
 * others later; a page using it refuses to publish until they have, pictures/index.mts), and then
 * the other language's alt is added. The upload names no `?locale=` (as a script's would): before,
 * PostgreSQL with S3 refused it with 400 "The following field is invalid: Alt", and SQLite took it
 * and stored its alt under no language, so the picture had none. Runs in both suites on a private
 * cro server as each deploys: SQLite with files under DATA_DIR (test:browser), PostgreSQL with files
 * in object storage, a local S3 stand-in (test:browser:postgres).
 */

const APP_PORT = 3561;
const MOCK_PORT = 3562;
const S3_PORT = 3563;
const BUCKET = 'medivia-media-alt';
const databaseUrl = databaseUrlFor('cro_media_alt');
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

test.describe('a picture’s alt text in the default language only', () => {
  test.describe.configure({ mode: 'serial' });
  let s3: InstanceType<typeof S3rver> | undefined;
  let s3Dir = '';
  let dataDir = '';
  let mock: Started | undefined;
  let app: Started | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    if (databaseUrl) {
      const server = new URL(databaseUrl);
      const database = decodeURIComponent(server.pathname.slice(1));
      server.pathname = '/postgres';
      await queryPostgres(
        server.toString(),
        `DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`,
      );
      await queryPostgres(server.toString(), `CREATE DATABASE ${quote(database)}`);
    }
    const objectStorage: Record<string, string> = databaseUrl
      ? {
          S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
          S3_BUCKET: BUCKET,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_PREFIX: 'media/cro',
          DATABASE_URL: databaseUrl,
        }
      : {};
    if (databaseUrl) await startObjectStorage();
    dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-media-alt-'));
    mock = await startMock(e2eDir, MOCK_PORT);
    app = await startApp(e2eDir, 'cro', APP_PORT, dataDir, mock.url, {
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      ADMIN_TOTP_SECRET: administrator.totpSecret,
      ...objectStorage,
    });
  });

  async function startObjectStorage() {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'medivia-media-alt-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: S3_PORT,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
  }

  test.afterAll(async () => {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });

  test(`${databaseUrl ? 'PostgreSQL with S3' : 'SQLite'}: uploaded with the Croatian alt only, the English added after`, async () => {
    const base = app!.url;
    const login = await fetch(`${base}${backOfficeApi}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(base, administrator)),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `JWT ${token}` };

    const form = new FormData();
    const name = `quay-${Date.now().toString(36)}.png`;
    form.append('file', new Blob([new Uint8Array(png(640, 400))], { type: 'image/png' }), name);
    form.append('_payload', JSON.stringify({ alt: 'Skladište na obali' }));
    // No ?locale=: the default language's.
    const uploaded = await fetch(`${base}${backOfficeApi}/media`, {
      method: 'POST',
      headers,
      body: form,
    });
    const created = (await uploaded.json()) as { doc: { id: number } };
    expect(uploaded.status, JSON.stringify(created)).toBe(201);
    const { id } = created.doc;

    const english = await fetch(`${base}${backOfficeApi}/media/${id}?locale=en`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'Warehouse on the quay' }),
    });
    expect(english.status, await english.text()).toBe(200);
    const read = await fetch(`${base}${backOfficeApi}/media/${id}?locale=all&depth=0`, { headers });
    expect(((await read.json()) as { alt: unknown }).alt).toEqual({
      hr: 'Skladište na obali',
      en: 'Warehouse on the quay',
    });

    // Still required in the language being saved: an upload without any alt is refused, on both.
    const bare = new FormData();
    bare.append('file', new Blob([new Uint8Array(png(64, 64))], { type: 'image/png' }), 'bare.png');
    bare.append('_payload', JSON.stringify({}));
    const refused = await fetch(`${base}${backOfficeApi}/media`, {
      method: 'POST',
      headers,
      body: bare,
    });
    expect(refused.status, await refused.text()).toBe(400);
  });
});
