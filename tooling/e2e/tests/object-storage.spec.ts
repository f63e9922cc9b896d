import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
// s3rver ships no types: the constructor, run() and close() are all this spec uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
};
import { administrator, backOfficeApi, loginBody } from '../support/backOffice';
import { png } from '../support/png';
import { kill, startApp, startMock, type Started } from '../support/reportApp';

/*
 * Issue #30: with S3_* set, the media library lives in S3-compatible object storage, so every
 * instance of a market serves what any of them received. A private cro server here stores into a
 * local S3 stand-in (s3rver), and /assets/{id}?key= serves the files from the bucket.
 */

const APP_PORT = 3796;
const MOCK_PORT = 4796;
const S3_PORT = 4769;
const BUCKET = 'medivia-media';
const PREFIX = 'media/cro';
// s3rver's fixed development keys.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

test.describe.configure({ mode: 'serial' });

test.describe('media in object storage', () => {
  let s3: InstanceType<typeof S3rver>;
  let s3Dir = '';
  let dataDir = '';
  let mock: Started | undefined;
  let app: Started | undefined;
  const bucket = new S3Client({
    endpoint: `http://127.0.0.1:${S3_PORT}`,
    region: 'us-east-1',
    credentials: KEYS,
    forcePathStyle: true,
  });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    s3Dir = mkdtempSync(path.join(tmpdir(), 'medivia-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: S3_PORT,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
    dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-object-storage-'));
    mock = await startMock(e2eDir, MOCK_PORT);
    app = await startApp(e2eDir, 'cro', APP_PORT, dataDir, mock.url, {
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      ADMIN_TOTP_SECRET: administrator.totpSecret,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_PREFIX: PREFIX,
    });
  });

  test.afterAll(async () => {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    await s3?.close();
    bucket.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
  });

  test('an uploaded image is stored in the bucket and served at /assets from there', async () => {
    const base = app!.url;
    const login = await fetch(`${base}${backOfficeApi}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(base, administrator)),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const name = `harbour-${Date.now().toString(36)}.png`;
    const bytes = png(1000, 600);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    form.append('_payload', JSON.stringify({ alt: 'Skladište u luci' }));
    const uploaded = await fetch(`${base}${backOfficeApi}/media?locale=hr`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    });
    const body = (await uploaded.json()) as {
      doc: { id: number; filename: string; sizes: Record<string, { filename: string | null }> };
    };
    expect(uploaded.status, JSON.stringify(body)).toBe(201);
    const { id, filename, sizes } = body.doc;

    // In the bucket under the prefix: the original and each size the library made.
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX }));
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    expect(keys).toContain(`${PREFIX}/${filename}`);
    expect(keys).toContain(`${PREFIX}/${sizes.card!.filename}`);
    const stored = await bucket.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${filename}` }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(bytes)).toBe(true);

    // Not on this machine's disk: another instance could never have served it from there.
    const onDisk = readdirSync(path.join(dataDir, 'media'));
    expect(onDisk.filter((file) => file.startsWith(name.replace(/\.png$/, '')))).toEqual([]);

    // A visitor gets the very bytes from /assets, the original and a size.
    const original = await fetch(`${base}/assets/${id}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);

    const card = await fetch(`${base}/assets/${id}?key=card`);
    expect(card.status).toBe(200);
    const cardObject = await bucket.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${sizes.card!.filename}` }),
    );
    const cardBytes = Buffer.from(await cardObject.Body!.transformToByteArray());
    expect(Buffer.from(await card.arrayBuffer()).equals(cardBytes)).toBe(true);

    // Its validator still spares a second download, and an unknown size is still refused.
    const again = await fetch(`${base}/assets/${id}?key=card`, {
      headers: { 'if-none-match': card.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${base}/assets/${id}?key=poster`)).status).toBe(400);
  });

  test('a file gone from the bucket is a 404, not an error page', async () => {
    const base = app!.url;
    const login = await fetch(`${base}${backOfficeApi}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await loginBody(base, administrator)),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(png(300, 200))], { type: 'image/png' }),
      'gone.png',
    );
    form.append('_payload', JSON.stringify({ alt: 'Nestalo' }));
    const uploaded = await fetch(`${base}${backOfficeApi}/media?locale=hr`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    });
    const { doc } = (await uploaded.json()) as { doc: { id: number; filename: string } };
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await bucket.send(
      new DeleteObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${doc.filename}` }),
    );
    const response = await fetch(`${base}/assets/${doc.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });
});
