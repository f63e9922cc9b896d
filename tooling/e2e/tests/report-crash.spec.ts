import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ReportStore } from '@medivia/site-core/reports';
import { humanReport, veterinaryReport } from '@medivia/site-core/testing';
import {
  captured,
  control,
  kill,
  outboxSettled,
  referenceOf,
  startCro,
  startMock,
  type Started,
} from '../support/reportApp';

/*
 * Report durability (docs/architecture.md): a report that got a 2xx is never lost. The built cro app runs on
 * its own port and DATA_DIR with its own SendGrid stand-in, which answers 500 while reports come in;
 * the app is killed with SIGKILL (some requests still in flight), restarted with SendGrid healthy,
 * and must then deliver, without any new request, both mails of every stored report exactly once.
 */

const APP_PORT = 3190;
const MOCK_PORT = 4011;

function body(index: number) {
  const report = index % 2 ? veterinaryReport() : humanReport();
  report.medicine.drugName = `${report.medicine.drugName} #${index}`;
  return JSON.stringify({ locale: 'hr', report });
}

async function post(app: Started, index: number): Promise<string | null> {
  const response = await fetch(`${app.url}/api/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body(index),
  });
  if (response.status >= 200 && response.status < 300)
    return ((await response.json()) as { reference: string }).reference;
  throw new Error(`report ${index}: HTTP ${response.status}`);
}

async function storedReports(dataDir: string) {
  const store = ReportStore.open(dataDir, { readonly: true });
  try {
    const mails = await store.outbox.all();
    return {
      reports: await store.list(),
      attempts: (await Promise.all(mails.map((mail) => store.outbox.attempts(mail.id)))).flat(),
    };
  } finally {
    await store.close();
  }
}

test('every report that got a 2xx survives SIGKILL and a failing SendGrid, and is mailed exactly once', async () => {
  test.setTimeout(240_000);
  const e2eDir = path.resolve(test.info().project.testDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-crash-'));
  const mock = await startMock(e2eDir, MOCK_PORT);
  let app: Started | undefined;
  try {
    await control(mock.url, { sendgrid: 'fail500', reset: true });
    app = await startCro(e2eDir, APP_PORT, dataDir, mock.url);

    const acknowledged: string[] = [];
    for (let index = 0; index < 4; index++) acknowledged.push((await post(app, index))!);
    // The relay has tried and been refused: the mails wait in the outbox with a backoff.
    await expect
      .poll(
        async () =>
          (await storedReports(dataDir)).attempts.filter((a) => a.outcome === 'retry').length,
      )
      .toBeGreaterThan(0);

    // A burst still in flight when the process dies: whatever got a 2xx must survive.
    const burst = Array.from({ length: 16 }, (_, i) => post(app!, 4 + i).catch(() => null));
    await Promise.race(burst);
    await kill(app, 'SIGKILL');
    acknowledged.push(
      ...(await Promise.all(burst)).filter((reference): reference is string => reference !== null),
    );
    expect(await captured(mock.url)).toEqual([]);

    await control(mock.url, { sendgrid: 'ok' });
    app = await startCro(e2eDir, APP_PORT, dataDir, mock.url); // no new report: the relay starts with the server

    const { reports } = await storedReports(dataDir);
    const stored = reports.map((report) => report.reference);
    console.log(
      `${acknowledged.length} reports answered 2xx before the kill, ${stored.length} stored`,
    );
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    await expect
      .poll(async () => (await captured(mock.url)).length, { timeout: 120_000, intervals: [1_000] })
      .toBe(2 * stored.length);

    // Exactly once: one mail to the pharmacovigilance mailbox and one to the reporter per report,
    // none lost and none repeated, and nothing more once the outbox has nothing left to send.
    await expect.poll(() => outboxSettled(dataDir)).toBe(true);
    const mails = await captured(mock.url);
    expect(mails).toHaveLength(2 * stored.length);
    for (const reference of stored) {
      const recipients = mails
        .filter((mail) => referenceOf(mail) === reference)
        .map((m) => m.body.personalizations[0]!.to[0]!.email);
      const reporter = reports.find((r) => r.reference === reference)!.report.applicant
        .reporterEmail;
      expect(recipients.sort()).toEqual(['farmakovigilancija@medivia.example', reporter].sort());
    }
    expect(
      (await storedReports(dataDir)).reports.flatMap((report) =>
        report.mails.map((mail) => mail.status),
      ),
    ).toEqual(Array(2 * stored.length).fill('sent'));
  } finally {
    if (app) await kill(app, 'SIGTERM');
    await kill(mock, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
