/** @jest-environment node */
import Database from 'better-sqlite3';
import path from 'node:path';
import { humanReport, tempDataDir, veterinaryReport } from '../testing/fixtures';
import { REPORT_STORE_FILE, ReportStore } from './reportStore';
import type { NewReport } from './types';

const message = (to: string) => ({
  to,
  from: 'web@example.com',
  subject: 's',
  text: 't',
  html: '<p>t</p>',
});

function newReport(overrides: Partial<NewReport> = {}): NewReport {
  return {
    report: humanReport(),
    market: 'test',
    locale: 'hr',
    botCheck: { ok: true, score: 0.9 },
    mails: ({ reference }) => [
      {
        purpose: 'pharmacovigilance',
        message: { ...message('pv@example.com'), subject: reference },
      },
      { purpose: 'reporterSummary', message: message('ana.horvat@example.com') },
    ],
    ...overrides,
  };
}

describe('the report store', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  beforeEach(async () => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
  });
  afterEach(async () => {
    await store.close();
    data.cleanup();
  });

  it('is a WAL database that syncs every commit', async () => {
    expect(store.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite!.pragma('synchronous', { simple: true })).toBe(2); // FULL
  });

  it('numbers reports sequentially per year with a readable reference', async () => {
    const first = await store.commit(newReport(), new Date('2026-03-01T10:00:00Z'));
    const second = await store.commit(
      newReport({ report: veterinaryReport() }),
      new Date('2026-03-01T10:05:00Z'),
    );
    const nextYear = await store.commit(newReport(), new Date('2027-01-02T08:00:00Z'));
    expect([first, second, nextYear].map((r) => r.status === 'conflict' || r.reference)).toEqual([
      'NUS-2026-000001',
      'NUS-2026-000002',
      'NUS-2027-000001',
    ]);
  });

  it('keeps a committed report, with its mails, when the store is opened again', async () => {
    const committed = await store.commit(newReport({ idempotencyKey: 'key-0001-abcdef' }));
    if (committed.status !== 'created') throw new Error('not created');
    // A second connection sees the commit without the first being closed, as after a kill -9 ...
    const crashed = new Database(path.join(data.dir, REPORT_STORE_FILE), { readonly: true });
    expect(crashed.prepare('SELECT reference FROM reports').all()).toEqual([
      { reference: committed.reference },
    ]);
    crashed.close();
    // ... and a reopened store reads it back in full.
    await store.close();
    store = ReportStore.open(data.dir);
    const stored = await store.byReference(committed.reference);
    expect(stored).toMatchObject({
      kind: 'human',
      market: 'test',
      locale: 'hr',
      needsReview: false,
      report: humanReport(),
    });
    expect(stored?.mails.map((mail) => [mail.purpose, mail.status, mail.to])).toEqual([
      ['pharmacovigilance', 'pending', 'pv@example.com'],
      ['reporterSummary', 'pending', 'ana.horvat@example.com'],
    ]);
  });

  it('answers a repeated idempotency key with the first answer and stores nothing new', async () => {
    const first = await store.commit(
      newReport({ idempotencyKey: 'key-0001-abcdef' }),
      new Date('2026-03-01T10:00:00Z'),
    );
    const again = await store.commit(
      newReport({ idempotencyKey: 'key-0001-abcdef' }),
      new Date('2026-03-01T10:00:09Z'),
    );
    expect(again).toEqual({ ...first, status: 'replayed' });
    expect(await store.list()).toHaveLength(1);
    expect(await store.outbox.all()).toHaveLength(2);
  });

  it('refuses the same key for a different report', async () => {
    await store.commit(newReport({ idempotencyKey: 'key-0001-abcdef' }));
    const other = await store.commit(
      newReport({ idempotencyKey: 'key-0001-abcdef', report: veterinaryReport() }),
    );
    expect(other).toEqual({ status: 'conflict' });
    expect(await store.list()).toHaveLength(1);
  });

  it('flags a report whose bot check failed instead of dropping it', async () => {
    const result = await store.commit(
      newReport({ botCheck: { ok: false, reason: 'low_score', score: 0.1 } }),
    );
    expect(result.status).toBe('created');
    expect((await store.list())[0]).toMatchObject({
      needsReview: true,
      botCheck: { ok: false, reason: 'low_score' },
    });
  });

  it('stores nothing when rendering the mails fails, so no report exists without its outbox', async () => {
    await expect(
      store.commit(
        newReport({
          mails: () => {
            throw new Error('template broke');
          },
        }),
      ),
    ).rejects.toThrow('template broke');
    expect(await store.list()).toEqual([]);
    expect(
      (await store.commit(newReport())).status === 'created' && (await store.list())[0]?.reference,
    ).toBe(`NUS-${new Date().getUTCFullYear()}-000001`);
  });

  it('opens read-only for the export without creating anything', async () => {
    await store.commit(newReport());
    const reader = ReportStore.open(data.dir, { readonly: true });
    expect(await reader.list()).toHaveLength(1);
    // better-sqlite3's error comes from another realm than jest's Error: matched by its code.
    await expect(reader.commit(newReport())).rejects.toHaveProperty('code', 'SQLITE_READONLY');
    await reader.close();
    expect(() => ReportStore.open(path.join(data.dir, 'missing'), { readonly: true })).toThrow();
  });
});
