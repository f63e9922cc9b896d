/** @jest-environment node */
import type { Market } from '../../market/types';
import { ReportStore } from '../store/reportStore';
import type { BotCheckRecord } from '../store/types';
import { createTestMarket } from '../../testing/testMarket';
import { humanReport, reportPost, tempDataDir, veterinaryReport } from '../testing/fixtures';
import { createReportHandler } from './reportHandler';

describe('POST /api/reports', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  let nudges: number;
  let botCheck: BotCheckRecord;

  const handler = (
    market: Market = createTestMarket(),
    runtime = () => ({ store, relay: { nudge: () => nudges++ } }),
  ) =>
    createReportHandler(market, {
      runtime: runtime as never,
      verify: async () => botCheck,
      from: () => 'web@medivia-test.example',
      now: () => new Date('2026-03-01T10:00:00Z'),
    });
  const submit = (body: unknown, headers?: Record<string, string>) =>
    handler()(reportPost(body, headers));

  beforeEach(async () => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
    nudges = 0;
    botCheck = { ok: true, score: 0.9 };
  });
  afterEach(async () => {
    await store.close();
    data.cleanup();
  });

  it('stores the report with its two mails and answers 201 with the reference', async () => {
    const response = await submit({
      locale: 'en',
      botToken: 'token:report',
      report: humanReport(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      reference: 'NUS-2026-000001',
      receivedAt: '2026-03-01T10:00:00.000Z',
      kind: 'human',
    });
    const [stored] = await store.list();
    expect(stored).toMatchObject({ locale: 'en', market: 'test', needsReview: false });
    expect(stored!.mails.map((mail) => [mail.purpose, mail.to])).toEqual([
      ['pharmacovigilance', 'farmakovigilancija@medivia-test.example'],
      ['reporterSummary', 'ana.horvat@example.com'],
    ]);
    expect(nudges).toBe(1);
  });

  describe('given a repeated submission with the same idempotency key', () => {
    const key = { 'idempotency-key': '4b6f3a0e-2c1d-4e5f-9a8b-7c6d5e4f3a2b' };

    it('returns the first answer and stores nothing new', async () => {
      const first = await submit({ report: veterinaryReport() }, key);
      const again = await submit({ report: veterinaryReport() }, key);
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(await first.json());
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await store.list()).toHaveLength(1);
      expect(await store.outbox.all()).toHaveLength(2);
      expect(nudges).toBe(1);
    });

    it('refuses the key for a different report with 409', async () => {
      await submit({ report: veterinaryReport() }, key);
      const other = await submit({ report: humanReport() }, key);
      expect(other.status).toBe(409);
      expect(await other.json()).toEqual({ error: 'idempotency_key_reused' });
      expect(await store.list()).toHaveLength(1);
    });
  });

  it.each([
    ['low_score', { ok: false, reason: 'low_score', score: 0.1 }],
    ['failed', { ok: false, reason: 'failed' }],
    ['missing_token', { ok: false, reason: 'missing_token' }],
  ])('keeps a report whose bot check says %s, flagged for review', async (_reason, check) => {
    botCheck = check as BotCheckRecord;
    expect((await submit({ report: humanReport() })).status).toBe(201);
    expect((await store.list())[0]).toMatchObject({ needsReview: true, botCheck: check });
  });

  it('answers 422 with the issues, as field paths and message ids', async () => {
    const response = await submit({
      report: humanReport({ reporterEmail: 'nope', patientSex: '' as never }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'invalid_report',
      issues: [
        { path: 'applicant.reporterEmail', message: 'report.error.email' },
        { path: 'applicant.patientSex', message: 'report.error.required' },
      ],
    });
    expect(await store.list()).toEqual([]);
  });

  it('answers 422 naming the field of a seriousness or outcome code it does not know', async () => {
    const report = humanReport();
    report.reaction = {
      ...report.reaction,
      seriousness: ['E.i.3.2z' as never],
      outcome: 'cured' as never,
    };
    const response = await submit({ report });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('invalid_report');
    expect(body.issues.map((issue) => issue.path)).toEqual([
      'reaction.seriousness.0',
      'reaction.outcome',
    ]);
    expect(await store.list()).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', reportPost('{"report":'), 400, 'invalid_json'],
    [
      'a form post',
      reportPost('a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported_media_type',
    ],
    [
      'a post from another site',
      reportPost({}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      403,
      'cross_origin',
    ],
    [
      'a body over 64 KB',
      reportPost({ report: humanReport({ patientInfo: 'x'.repeat(70_000) }) }),
      413,
      'payload_too_large',
    ],
    [
      'a malformed idempotency key',
      reportPost({}, { 'idempotency-key': 'a b' }),
      400,
      'invalid_idempotency_key',
    ],
    ['a JSON array', reportPost([]), 422, 'invalid_report'],
  ])('refuses %s with a clear 4xx', async (_case, request, status, error) => {
    const response = await handler()(request);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    expect(await store.list()).toEqual([]);
  });

  it('answers 404 where the market has the feature off', async () => {
    const off = createTestMarket((base) => ({
      features: { ...base.features, adverseEffectReports: false },
    }));
    const response = await handler(off)(reportPost({ report: humanReport() }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('answers 503, never 201, when the store cannot be opened or written', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const unopenable = handler(createTestMarket(), () => {
      throw new Error('SQLITE_CANTOPEN');
    });
    expect((await unopenable(reportPost({ report: humanReport() }))).status).toBe(503);
    await store.close(); // a closed database fails every write, as a full or failed disk does
    const response = await submit({ report: humanReport() });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'store_unavailable' });
    store = ReportStore.open(data.dir);
    jest.restoreAllMocks();
  });
});
