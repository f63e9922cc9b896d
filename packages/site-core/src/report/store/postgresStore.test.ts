/** @jest-environment node */
import pg from 'pg';
import { humanReport, tempDataDir } from '../testing/fixtures';
import { ReportStore } from './reportStore';
import type { NewReport } from './types';

/*
 * The report store on PostgreSQL, as several instances of a market share it. Runs against the
 * database named by REPORT_STORE_TEST_DATABASE_URL (a role that may create databases; .ci/postgres
 * makes one), each run on a database of its own, dropped afterwards.
 */
const serverUrl = process.env.REPORT_STORE_TEST_DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;

const mail = (to: string) => ({
  to,
  from: 'Site <noreply@medivia.example>',
  subject: 's',
  text: 't',
  html: 'h',
});
function newReport(key?: string): NewReport {
  return {
    report: humanReport(),
    market: 'cro',
    locale: 'hr',
    idempotencyKey: key,
    botCheck: { ok: true },
    mails: () => [
      { purpose: 'pharmacovigilance', message: mail('pv@example.com') },
      { purpose: 'reporterSummary', message: mail('ana@example.com') },
    ],
  };
}

describeOnPostgres('the report store on PostgreSQL, shared by two instances', () => {
  const database = `pgstore_jest_${process.pid}`;
  let url: string;
  let data: ReturnType<typeof tempDataDir>;
  let one: ReportStore;
  let two: ReportStore;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${database}`;
    url = target.toString();
    data = tempDataDir();
    // Two instances starting together: the migrations run once, under the lock.
    [one, two] = await Promise.all([
      ReportStore.connect({ dataDir: data.dir, databaseUrl: url }),
      ReportStore.connect({ dataDir: data.dir, databaseUrl: url }),
    ]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    data?.cleanup();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('numbers reports across instances, answers a repeated key once, and shows each report on both', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).commit(newReport(`key-${i % 5}`))),
    );
    const created = results.filter((result) => result.status === 'created');
    expect(created).toHaveLength(5);
    expect(results.filter((result) => result.status === 'replayed')).toHaveLength(5);
    const references = (await two.list()).map((stored) => stored.reference);
    expect(references).toHaveLength(5);
    expect(new Set(references).size).toBe(5);
    expect((await one.list()).map((stored) => stored.reference)).toEqual(references);
  });

  it('lets two instances claim mails at the same moment without ever holding the same one', async () => {
    const now = Date.now() + 1_000;
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? one : two).outbox.claimNext(`host${i % 2}/1/relay`, now, 60_000),
      ),
    );
    const ids = claims.flatMap((claim) => (claim ? [claim.id] : []));
    expect(ids).toHaveLength(10); // five reports, two mails each
    expect(new Set(ids).size).toBe(10);
    // Held: nothing left to claim until the leases run out, then each mail once more.
    expect(await one.outbox.claimNext('host0/1/relay', now, 60_000)).toBeUndefined();
    const later = await two.outbox.claimNext('host1/1/relay', now + 60_000, 60_000);
    expect(ids).toContain(later?.id);
    await two.outbox.markSent(later!.id, 'host1/1/relay', new Date());
    expect((await one.outbox.all()).filter((m) => m.status === 'sent')).toHaveLength(1);
  });

  it('keeps the audit trail and the notes append-only, whatever a session tries', async () => {
    const [first] = await one.list();
    const actor = { user: { id: '7', email: 'pv@medivia.example' }, clientAddress: '10.0.0.5' };
    await one.cases.addNote(first!.reference, 'Called the reporter.', actor);
    expect((await two.cases.caseFile(first!.reference))!.notes.map((n) => n.text)).toEqual([
      'Called the reporter.',
    ]);
    for (const sql of [
      "UPDATE report_audit SET user_email = 'someone'",
      'DELETE FROM report_audit',
      'TRUNCATE report_audit',
      "UPDATE report_notes SET text = 'changed'",
      'DELETE FROM report_notes',
      "UPDATE application_audit SET user_email = 'someone'",
    ]) {
      await expect(one.db.run(sql)).rejects.toThrow(/append-only/);
    }
    expect(await one.cases.auditTrail()).toHaveLength(1);
  });

  it('purges an application with its notes and mails, keeping one audit line', async () => {
    const actor = { user: { id: '9', email: 'hr@medivia.example' }, clientAddress: '10.0.0.6' };
    const result = await two.commitApplication(
      {
        market: 'cro',
        locale: 'hr',
        openingId: 'pharmacist',
        answers: {
          name: 'Ana',
          email: 'ana@example.com',
          phone: '1',
          message: 'm',
          openingTitle: 'Ljekarnik',
        },
        cv: { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 cv') },
        retainUntil: new Date('2026-01-01T00:00:00Z'),
        mails: () => [{ purpose: 'hr', message: { ...mail('hr@example.com'), attachCv: true } }],
      },
      new Date('2025-06-01T00:00:00Z'),
    );
    if (result.status !== 'created') throw new Error(result.status);
    await one.applications.addNote(result.reference, 'Strong.', actor);
    const claimed = await one.applicationOutbox.claimNext('host0/1/relay', Date.now(), 60_000);
    expect(claimed?.message.attachments?.[0]?.content).toBe(
      Buffer.from('%PDF-1.4 cv').toString('base64'),
    );
    expect(await one.purgeApplications(new Date('2026-02-01T00:00:00Z'), actor)).toEqual([
      result.reference,
    ]);
    expect(await two.applications.applicationFile(result.reference)).toBeUndefined();
    expect(
      (
        await two.applications.auditTrail({ reference: result.reference, order: 'oldest first' })
      ).map((l) => l.action),
    ).toEqual(['note', 'purge']);
  });
});
