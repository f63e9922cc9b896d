import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ReportStore } from '@medivia/site-core/reports';
import { humanReport, veterinaryReport } from '@medivia/site-core/testing';
import { administrator } from '../support/backOffice';
import { databaseUrlFor } from '../support/postgres.mjs';
import { queryPostgres } from '../support/postgresQuery.mjs';
import {
  captured,
  control,
  kill,
  referenceOf,
  sendgridRequests,
  startApp,
  startSeededApp,
  startMock,
  type Started,
} from '../support/reportApp';

/*
 * The outbox through a provider outage (docs/architecture.md, "Report durability"): SendGrid answers
 * 500, then 429, then hangs, while reports come in; the app is killed with SIGKILL while reports and
 * hung sends are in flight, restarted while SendGrid still hangs, and takes more reports; then
 * SendGrid is well. Within 60 s of that every report that got a 2xx has its mail to the
 * pharmacovigilance mailbox and to its reporter, no mail arrived twice under two Message-IDs, and
 * nothing is left pending. The relay's poll, lease and send timeout are short here so each phase
 * takes seconds. On SQLite, and on PostgreSQL in `test:browser:postgres`. Reports are cro's only.
 */

const APP_PORT = 3522;
const MOCK_PORT = 3523;
const RECOVERY_LIMIT_MS = 60_000;
const databaseUrl = databaseUrlFor('cro_outbox');

/** Seconds, not minutes: how long a phase of the outage runs is set by these. */
const relayEnv = {
  REPORT_RELAY_POLL_MS: '500',
  REPORT_RELAY_LEASE_MS: '3000',
  MAIL_TIMEOUT_MS: '1000',
};

function body(index: number) {
  const report = index % 2 ? veterinaryReport() : humanReport();
  report.medicine.drugName = `${report.medicine.drugName} #${index}`;
  report.applicant.reporterEmail = `reporter${index}@example.com`;
  return JSON.stringify({ locale: 'hr', report });
}

/** A report's reference when it got a 2xx; null when it got none (the server died under it). */
async function post(app: Started, index: number): Promise<string | null> {
  try {
    const response = await fetch(`${app.url}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: body(index),
    });
    if (response.status < 200 || response.status >= 300) return null;
    return ((await response.json()) as { reference: string }).reference;
  } catch {
    return null;
  }
}

async function recreateDatabase(url: string) {
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const quoted = `"${name.replaceAll('"', '""')}"`;
  await queryPostgres(server.toString(), `DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
  await queryPostgres(server.toString(), `CREATE DATABASE ${quoted}`);
}

test('after SendGrid failed with 500, 429 and hangs and the server was killed, every report is mailed within 60 s of the recovery, once, and nothing stays pending', async () => {
  test.setTimeout(240_000);
  const e2eDir = path.resolve(test.info().project.testDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-outbox-'));
  const location = { dataDir, databaseUrl };
  const store = async <T>(read: (store: ReportStore) => Promise<T>) => {
    const opened = await ReportStore.openForReading(location);
    try {
      return await read(opened);
    } finally {
      await opened.close();
    }
  };
  // The shared administrator, as the other private cro servers have it: their seeded database is reused.
  const extraEnv: Record<string, string> = {
    ADMIN_EMAIL: administrator.email,
    ADMIN_PASSWORD: administrator.password,
    ADMIN_TOTP_SECRET: administrator.totpSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const mock = await startMock(e2eDir, MOCK_PORT);
  let app: Started | undefined;
  // The first start on a copy of a seeded database; the restart on what the first one left.
  const start = (first: boolean) =>
    first
      ? startSeededApp(e2eDir, 'cro', APP_PORT, dataDir, mock.url, extraEnv, relayEnv)
      : startApp(e2eDir, 'cro', APP_PORT, dataDir, mock.url, { ...extraEnv, ...relayEnv });
  const acknowledged: string[] = [];
  let next = 0;
  const postSome = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const reference = await post(app!, next++);
      expect(reference, 'a report before the kill gets a 2xx').not.toBeNull();
      acknowledged.push(reference!);
    }
  };
  /** Waits until the stand-in answered `count` more requests in `mode`: the relay met the fault. */
  const untilAnswered = async (mode: 'fail500' | 'fail429' | 'hang', count: number) => {
    const before = (await sendgridRequests(mock.url))[mode];
    await expect
      .poll(async () => (await sendgridRequests(mock.url))[mode] - before, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(count);
  };
  try {
    await control(mock.url, { sendgrid: 'fail500', reset: true });
    app = await start(true);

    await postSome(4);
    await untilAnswered('fail500', 8);
    await control(mock.url, { sendgrid: 'fail429' });
    await postSome(4);
    await untilAnswered('fail429', 8);
    await control(mock.url, { sendgrid: 'hang' });
    await postSome(4);
    await untilAnswered('hang', 4);

    // Killed while reports are in flight and sends hang: whatever got a 2xx must still be mailed.
    const burst = Array.from({ length: 12 }, () => post(app!, next++));
    await Promise.race(burst);
    await kill(app, 'SIGKILL');
    acknowledged.push(...(await Promise.all(burst)).filter((ref): ref is string => ref !== null));

    // Restarted while SendGrid still hangs; reports sent now must not wait behind the hung sends.
    app = await start(false);
    await postSome(4);
    await untilAnswered('hang', 4);
    expect(await captured(mock.url)).toEqual([]);

    await control(mock.url, { sendgrid: 'ok' });
    const recovered = Date.now();
    const stored = await store((opened) => opened.list());
    expect(stored.map((report) => report.reference)).toEqual(expect.arrayContaining(acknowledged));
    const expected = stored.flatMap((report) =>
      ['farmakovigilancija@medivia.example', report.report.applicant.reporterEmail].map(
        (to) => `${report.reference} ${to}`,
      ),
    );
    const delivered = async () =>
      new Set(
        (await captured(mock.url)).map(
          (mail) => `${referenceOf(mail)} ${mail.body.personalizations[0]!.to[0]!.email}`,
        ),
      );
    await expect
      .poll(
        async () => {
          const seen = await delivered();
          return expected.filter((mail) => !seen.has(mail));
        },
        { timeout: RECOVERY_LIMIT_MS, intervals: [500] },
      )
      .toEqual([]);
    await expect
      .poll(
        async () =>
          (await store((opened) => opened.outbox.all())).filter((m) => m.status !== 'sent').length,
        { timeout: Math.max(1_000, recovered + RECOVERY_LIMIT_MS - Date.now()), intervals: [500] },
      )
      .toBe(0);
    console.log(
      `${acknowledged.length} reports answered 2xx, ${stored.length} stored; ` +
        `all ${expected.length} mails delivered ${Math.round((Date.now() - recovered) / 100) / 10} s after SendGrid recovered`,
    );

    // At least once, never as two messages: every copy of one mail carries the same Message-ID.
    const messageIds = new Map<string, Set<string>>();
    for (const mail of await captured(mock.url)) {
      const key = `${referenceOf(mail)} ${mail.body.personalizations[0]!.to[0]!.email}`;
      const ids = messageIds.get(key) ?? new Set<string>();
      ids.add(String(mail.body.headers?.['Message-ID']));
      messageIds.set(key, ids);
    }
    expect([...messageIds].filter(([, ids]) => ids.size !== 1)).toEqual([]);
  } finally {
    if (app) await kill(app, 'SIGTERM');
    await kill(mock, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
