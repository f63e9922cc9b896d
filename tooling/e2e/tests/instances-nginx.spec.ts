import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// s3rver ships no types: the constructor, run() and close() are all this spec uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<unknown>;
  close(): Promise<void>;
};
import { createMarketRouter, openOpenings } from '@medivia/site-core/model';
import { humanReport, samplePdf, veterinaryReport } from '@medivia/site-core/testing';
import { administrator, backOfficeApi, signInForToken } from '../support/backOffice';
import { seededMarkets } from '../support/markets';
import { png } from '../support/png';
import { databaseUrlFor } from '../support/postgres.mjs';
import { queryPostgres } from '../support/postgresQuery.mjs';
import {
  captured,
  control,
  kill,
  startApp,
  startMock,
  waitForHttp,
  type CapturedMail,
  type Started,
} from '../support/reportApp';

/*
 * Issue #30: two instances of cro behind Debian's nginx (round-robin, on loopback), sharing one
 * PostgreSQL database (back office and report store) and one S3 stand-in (media and CVs). A report
 * and an application sent through one instance are seen by the other; one instance is killed with
 * SIGKILL while reports and applications come in through nginx, and the other keeps serving and
 * delivers every queued mail exactly once. Runs on PostgreSQL only (test:browser:postgres).
 */

const PORTS = [3310, 3311] as const;
const NGINX_PORT = 3312;
const MOCK_PORT = 4110;
const S3_PORT = 4111;
const BUCKET = 'medivia-media';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const PV_MAILBOX = 'farmakovigilancija@medivia.example';

const databaseUrl = databaseUrlFor('cro_nginx');
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const croMarket = seededMarkets.cro;
const opening = openOpenings(croMarket)[0]!;
const croRouter = createMarketRouter(croMarket);

/** A call of the back office's REST API as a signed-in member of staff; status and JSON. */
async function staffApi(
  base: string,
  method: string,
  route: string,
  token: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${backOfficeApi}${route}`, {
    method,
    headers: {
      authorization: `JWT ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as any };
}

/** Milliseconds until `url` (fetched as a visitor, every 50 ms) satisfies `check`; throws after 20 s. */
async function liveAfter(url: string, check: (status: number, body: string) => boolean) {
  const started = Date.now();
  for (;;) {
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    if (check(response.status, await response.text())) return Date.now() - started;
    if (Date.now() - started > 20_000) throw new Error(`${url} did not change within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function onServer(text: string, values: unknown[] = [], database?: string) {
  const url = new URL(databaseUrl!);
  if (database) url.pathname = `/${database}`;
  return queryPostgres(url.toString(), text, values);
}

function nginxConfig(dir: string) {
  return `
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  upstream cro {
    server 127.0.0.1:${PORTS[0]} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${PORTS[1]} max_fails=1 fail_timeout=5s;
  }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location / {
      proxy_pass http://cro;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_connect_timeout 2s;
      # GETs go to the other instance when one is down; a POST is never sent twice.
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

const reportBody = (index: number) => {
  const report = index % 2 ? veterinaryReport() : humanReport();
  report.medicine.drugName = `${report.medicine.drugName} #${index}`;
  return JSON.stringify({ locale: 'hr', report });
};

async function sendReport(base: string, index: number, key = randomUUID()) {
  const response = await fetch(`${base}/api/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: reportBody(index),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    reference:
      response.status === 201 ? ((await response.json()) as { reference: string }).reference : null,
  };
}

async function sendApplication(base: string, index: number, key = randomUUID()) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    locale: 'hr',
    opening: opening.id,
    name: `Ana Horvat ${index}`,
    email: `ana.${index}@example.com`,
    phone: '+385 1 234 5678',
    message: 'Zanima me ovo radno mjesto.',
    privacy: 'on',
    // The stand-in's token for an application (support/botCheck.ts).
    botToken: 'e2e:application',
  }))
    body.set(name, value);
  body.set('cv', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${base}/api/applications`, {
    method: 'POST',
    headers: { 'idempotency-key': key, accept: 'application/json' },
    body,
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    reference:
      response.status === 201 ? ((await response.json()) as { reference: string }).reference : null,
  };
}

const recipientsOf = (mails: CapturedMail[]) => {
  const byReference = new Map<string, string[]>();
  for (const mail of mails) {
    const reference =
      mail.body.headers?.['X-Report-Reference'] ?? mail.body.headers?.['X-Application-Reference'];
    const list = byReference.get(reference ?? '?') ?? [];
    list.push(mail.body.personalizations[0]!.to[0]!.email);
    byReference.set(reference ?? '?', list);
  }
  return byReference;
};

test.describe('two instances behind nginx on one PostgreSQL and one bucket', () => {
  test.skip(!databaseUrl, 'needs E2E_DATABASE_URL_TEMPLATE (PostgreSQL)');
  test.describe.configure({ mode: 'serial' });
  const dirs: string[] = [];
  let s3: InstanceType<typeof S3rver> | undefined;
  let mock: Started | undefined;
  let nginx: ChildProcess | undefined;
  let instances: Started[] = [];
  let shared: Record<string, string> = {};
  let e2eDir = '';
  const through = `http://127.0.0.1:${NGINX_PORT}`;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const database = decodeURIComponent(new URL(databaseUrl!).pathname.slice(1));
    await onServer(`DROP DATABASE IF EXISTS ${quote(database)} WITH (FORCE)`, [], 'postgres');
    await onServer(`CREATE DATABASE ${quote(database)}`, [], 'postgres');
    e2eDir = path.resolve(test.info().project.testDir, '..');
    const s3Dir = mkdtempSync(path.join(tmpdir(), 'medivia-nginx-s3-'));
    dirs.push(s3Dir);
    s3 = new S3rver({
      address: '127.0.0.1',
      port: S3_PORT,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
    mock = await startMock(e2eDir, MOCK_PORT);
    await control(mock.url, { sendgrid: 'ok', reset: true });
    shared = {
      DATABASE_URL: databaseUrl!,
      INSTANCES: '2',
      PAYLOAD_SECRET: 'nginx-test-secret-shared-by-both-instances',
      SERVER_URL: through,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      TRUSTED_PROXIES: '127.0.0.1',
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      ADMIN_TOTP_SECRET: administrator.totpSecret,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_PREFIX: 'media/cro',
      // Mails another instance committed and could not send go out within a second or two.
      REPORT_RELAY_POLL_MS: '1000',
      REPORT_RELAY_LEASE_MS: '15000',
      // A send's deadline: at most half the lease, or the start refuses the pair.
      MAIL_TIMEOUT_MS: '5000',
      // The contact limit counts per address: every request here comes from nginx's loopback.
      CONTACT_RATE_LIMIT: '0',
    };
    // One after the other, as a deploy does: the first migrates and seeds.
    for (const port of PORTS) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `medivia-nginx-${port}-`));
      dirs.push(dataDir);
      instances.push(await startApp(e2eDir, 'cro', port, dataDir, mock.url, shared));
    }
    const nginxDir = mkdtempSync(path.join(tmpdir(), 'medivia-nginx-'));
    dirs.push(nginxDir);
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir));
    nginx = spawn('nginx', ['-p', nginxDir, '-c', 'nginx.conf', '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    await waitForHttp(`${through}/healthz`, 20_000);
  });

  test.afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const instance of instances) await kill(instance, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a report and an application sent through one instance are the same records on the other', async () => {
    const [one, two] = instances;
    const reportKey = randomUUID();
    const sent = await sendReport(one!.url, 0, reportKey);
    expect(sent.status).toBe(201);
    // The same key on the other instance: it finds the first answer in the shared store.
    expect(await sendReport(two!.url, 0, reportKey)).toEqual({ ...sent, replayed: true });

    const applicationKey = randomUUID();
    const applied = await sendApplication(two!.url, 0, applicationKey);
    expect(applied.status).toBe(201);
    expect(await sendApplication(one!.url, 0, applicationKey)).toEqual({
      ...applied,
      replayed: true,
    });
    // The CV is in the bucket, not in the row.
    const [row] = await onServer(
      'SELECT cv IS NULL AS "noBytes", cv_object_key AS "objectKey" FROM report_store.applications WHERE reference = $1',
      [applied.reference],
    );
    expect(row).toMatchObject({ noBytes: true, objectKey: expect.stringMatching(/^cro\//) });
    await expect.poll(async () => (await captured(mock!.url)).length, { timeout: 30_000 }).toBe(4);
  });

  test('a publish on one instance is live on both within the publish budget; a photo uploaded through one is served by the other', async () => {
    const [one, two] = instances;
    const { token } = await signInForToken(one!.url, administrator);
    const listed = await staffApi(
      one!.url,
      'GET',
      '/news?locale=hr&limit=1&depth=0&where[_status][equals]=published',
      token,
    );
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    const article = listed.json.docs[0];
    const title = `Dvije instance ${Date.now().toString(36)}`;
    const path = croRouter.href('newsArticle', 'hr', { slug: article.slug });
    const saved = await staffApi(one!.url, 'PATCH', `/news/${article.id}?locale=hr`, token, {
      title,
      _status: 'published',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const delays = await Promise.all(
      [one!, two!].map((instance) =>
        liveAfter(
          `${instance.url}${path}`,
          (status, body) => status === 200 && body.includes(title),
        ),
      ),
    );
    console.log(
      `publish to live: ${delays.map((ms) => `${ms} ms`).join(' and ')} on the two instances`,
    );
    // PostgreSQL tells both instances of the commit (LISTEN/NOTIFY), neither polls for it. Printed
    // against issue #40's 1 s (1.1 s on an idle machine at the merge: not yet met, the page's first
    // render after the revision is most of it); asserted against the publish budget every page keeps.
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(5_000);

    const photo = png(64, 48);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'dvije.png');
    form.append('_payload', JSON.stringify({ alt: 'Skladište u Svetoj Nedelji' }));
    const uploaded = await fetch(`${one!.url}${backOfficeApi}/media?locale=hr`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { doc } = (await uploaded.json()) as { doc: { url: string } };
    // The file's address is the site's (through nginx): asked of the other instance directly.
    const file = new URL(doc.url, through);
    const served = await fetch(`${two!.url}${file.pathname}${file.search}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  test('one instance killed mid-traffic: the other keeps serving and mails every queued report once', async () => {
    test.setTimeout(180_000);
    const storedNow = async () =>
      await onServer(
        `SELECT reference, 'report' AS kind FROM report_store.reports UNION ALL
         SELECT reference, 'application' AS kind FROM report_store.applications`,
      );
    // The first test's records were mailed before: this test counts what comes in now.
    const before = new Set((await storedNow()).map((row) => String(row.reference)));
    await control(mock!.url, { sendgrid: 'fail500', reset: true });
    const started = Date.now();
    const acknowledged: string[] = [];
    let failed = 0;
    const traffic = Array.from({ length: 40 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 100));
      const answer =
        index % 4 === 3 ? await sendApplication(through, index) : await sendReport(through, index);
      if (answer.reference) acknowledged.push(answer.reference);
      else failed++;
    });
    // Mid-traffic: once a few answers are in and most requests are still to come.
    await expect
      .poll(() => acknowledged.length + failed, { intervals: [50] })
      .toBeGreaterThanOrEqual(8);
    const [victim, survivor] = instances;
    await kill(victim!, 'SIGKILL');
    instances = [survivor!];
    await Promise.all(traffic);
    // The site answers through nginx with one instance gone.
    for (let i = 0; i < 4; i++) expect((await fetch(`${through}/`)).status).toBe(200);

    const stored = (await storedNow()).filter((row) => !before.has(String(row.reference)));
    const storedReferences = stored.map((row) => String(row.reference));
    expect(storedReferences).toEqual(expect.arrayContaining(acknowledged));
    await control(mock!.url, { sendgrid: 'ok' });
    // Every stored record: two mails (pharmacovigilance and reporter; HR and applicant).
    await expect
      .poll(async () => (await captured(mock!.url)).length, {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toBeGreaterThanOrEqual(2 * storedReferences.length);
    // Nothing more once neither outbox has a mail left to send (a mail is claimed only while
    // pending): a duplicate would be in by then.
    await expect
      .poll(async () => {
        const [left] = await onServer(
          `SELECT (SELECT count(*) FROM report_store.report_mails WHERE status = 'pending') +
                  (SELECT count(*) FROM report_store.application_mails WHERE status = 'pending') AS n`,
        );
        return Number(left!.n);
      })
      .toBe(0);
    const mails = await captured(mock!.url);
    const byReference = recipientsOf(mails);
    const duplicates = [...byReference.values()].filter(
      (recipients) => new Set(recipients).size !== recipients.length,
    ).length;
    const lost = storedReferences.filter((reference) => byReference.get(reference)?.length !== 2);
    console.log(
      `${acknowledged.length} answered 201 through nginx (${failed} refused while an instance died), ` +
        `${storedReferences.length} stored, ${mails.length} mails, ${lost.length} lost, ` +
        `${duplicates} duplicated, all delivered ${Math.round((Date.now() - started) / 1000)} s after the first request`,
    );
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
    expect(mails).toHaveLength(2 * storedReferences.length);
    for (const row of stored.filter((entry) => entry.kind === 'report')) {
      expect(byReference.get(String(row.reference))).toContain(PV_MAILBOX);
    }
  });

  test('the killed instance starts again and serves; an article scheduled meanwhile is published exactly once', async () => {
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), `medivia-nginx-${PORTS[0]}-again-`));
    dirs.push(dataDir);
    const restarted = await startApp(e2eDir, 'cro', PORTS[0], dataDir, mock!.url, shared);
    instances.push(restarted);
    expect((await fetch(`${restarted.url}/`)).status).toBe(200);

    const { token, id: userId } = await signInForToken(restarted.url, administrator);
    const categories = await staffApi(
      restarted.url,
      'GET',
      '/news-categories?locale=hr&limit=1',
      token,
    );
    const slug = `zakazano-dvije-${Date.now().toString(36)}`;
    const draft = await staffApi(restarted.url, 'POST', '/news?locale=hr&draft=true', token, {
      title: `Zakazano na dvije instance ${slug}`,
      slug,
      summary: 'Zakazana objava koju objavljuje jedna od dviju instanci.',
      category: categories.json.docs[0].id,
      publishedOn: new Date().toISOString(),
      _status: 'draft',
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const id = draft.json.doc.id as number;
    const scheduled = await staffApi(restarted.url, 'POST', '/payload-jobs', token, {
      taskSlug: 'schedulePublish',
      queue: 'default',
      waitUntil: new Date(Date.now() + 3_000).toISOString(),
      input: {
        type: 'publish',
        locale: 'hr',
        doc: { relationTo: 'news', value: String(id) },
        user: { relationTo: 'users', value: userId },
      },
    });
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(201);
    await liveAfter(
      `${through}${croRouter.href('newsArticle', 'hr', { slug })}`,
      (status) => status === 200,
    );
    // Both instances poll the job queue every two seconds: give a second run time to happen.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // Payload deletes a job once it completed: none is left for the article (run, not re-queued).
    const [jobs] = await onServer(
      `SELECT count(*)::int AS left FROM payload_jobs
       WHERE task_slug = 'schedulePublish' AND input->'doc'->>'value' = $1`,
      [String(id)],
    );
    const [versions] = await onServer(
      `SELECT count(*)::int AS published FROM _news_v WHERE parent_id = $1 AND version__status = 'published'`,
      [id],
    );
    console.log(
      `scheduled article: ${versions!.published} published version(s), ${jobs!.left} job(s) left`,
    );
    expect(versions!.published).toBe(1);
    expect(jobs!.left).toBe(0);
  });
});
