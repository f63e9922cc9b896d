/** @jest-environment node */
import { ReportStore } from '../report/store/reportStore';
import { tempDataDir } from '../report/testing/fixtures';
import { createTestMarket } from '../testing/testMarket';
import { connectionAddressHeader } from '../server/requestAddress.mts';
import type { BotCheck } from '../server/recaptcha';
import { createApplicationHandler, type ApplicationHandlerDeps } from './applicationHandler';
import {
  craftedCvs,
  docxBomb,
  macroDocx,
  plainZip,
  sampleDocx,
  samplePdf,
  windowsExecutable,
} from './testing/cvFixtures';
import { MAX_CV_BYTES } from './cvFile';

const fields = {
  locale: 'en',
  opening: 'regulatory',
  name: 'Ana Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 234 5678',
  message: 'I could start in February.',
  privacy: 'on',
};

function applicationPost(
  cv: { bytes: Buffer; name: string; type?: string } | null,
  overrides: Record<string, string> = {},
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) form.set(name, value);
  if (cv) form.set('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? '' }), cv.name);
  return new Request('http://127.0.0.1:3100/api/applications', {
    method: 'POST',
    headers: { origin: 'http://127.0.0.1:3100', ...headers },
    body: form,
  });
}

describe('POST /api/applications', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  let nudges: number;
  const handler = (overrides: Partial<ApplicationHandlerDeps> = {}) =>
    createApplicationHandler(createTestMarket(), {
      runtime: (() => ({ store, relay: { nudge: () => nudges++ } })) as never,
      from: () => 'web@medivia-test.example',
      now: () => new Date('2026-12-01T10:00:00Z'),
      verify: async () => ({ ok: true }),
      ...overrides,
    });

  beforeEach(async () => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
    nudges = 0;
  });
  afterEach(async () => {
    await store.close();
    data.cleanup();
  });

  it('stores the application with its CV and two mails, and answers 201 with the reference', async () => {
    const response = await handler()(applicationPost({ bytes: samplePdf(), name: 'Ana CV.pdf' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      reference: 'APP-2026-000001',
      receivedAt: '2026-12-01T10:00:00.000Z',
    });
    const [stored] = await store.listApplications();
    expect(stored).toMatchObject({
      openingId: 'regulatory',
      locale: 'en',
      answers: { name: 'Ana Horvat', phone: '+385 91 234 5678' },
      cv: { name: 'Ana CV.pdf', type: 'application/pdf', size: samplePdf().byteLength },
      // Six months after the opening's closing date (31 January 2027).
      retainUntil: '2027-07-31T23:59:59.999Z',
    });
    expect(stored!.mails.map((mail) => [mail.purpose, mail.to])).toEqual([
      ['hr', 'info@medivia-test.example'],
      ['applicantAcknowledgement', 'ana.horvat@example.com'],
    ]);
    expect(nudges).toBe(1);

    // HR's mail carries the CV when the relay claims it; the acknowledgement does not.
    const hr = (await store.applicationOutbox.claimNext('test', Date.parse('2026-12-02'), 60_000))!;
    expect(hr.message.attachments).toEqual([
      {
        filename: 'Ana CV.pdf',
        type: 'application/pdf',
        content: samplePdf().toString('base64'),
        disposition: 'attachment',
      },
    ]);
    expect(hr.message).not.toHaveProperty('attachCv');
    const ack = (await store.applicationOutbox.claimNext(
      'test',
      Date.parse('2026-12-02'),
      60_000,
    ))!;
    expect(ack.message.to).toBe('ana.horvat@example.com');
    expect(ack.message.attachments).toBeUndefined();
    expect(ack.message.text).toContain('APP-2026-000001');
  });

  it('accepts a Word file (DOCX) as Word writes it', async () => {
    const response = await handler()(applicationPost({ bytes: sampleDocx(), name: 'Ana CV.docx' }));
    expect(response.status).toBe(201);
    expect((await store.listApplications())[0]!.cv).toMatchObject({
      name: 'Ana CV.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it.each([
    [
      'a renamed executable',
      { bytes: windowsExecutable(), name: 'cv.pdf', type: 'application/pdf' },
      415,
      'badType',
    ],
    ['a ZIP renamed to .docx', { bytes: plainZip(), name: 'cv.docx' }, 415, 'badType'],
    ['a path in the file name', { bytes: samplePdf(), name: '../../etc/cv.pdf' }, 400, 'badName'],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'cv.pdf' }, 422, 'empty'],
    ['no file at all', null, 422, 'missing'],
    [
      'a Word file with a VBA project and a program inside',
      { bytes: macroDocx(), name: 'cv.docx' },
      422,
      'activeContent',
    ],
    [
      'a Word file whose .rels part is UTF-16 (issue 38)',
      { bytes: craftedCvs.utf16Relationships(), name: 'cv.docx' },
      422,
      'activeContent',
    ],
    [
      'a Word file with TargetMode="&#69;xternal" (issue 38)',
      { bytes: craftedCvs.characterReferenceTargetMode(), name: 'cv.docx' },
      422,
      'activeContent',
    ],
    [
      'a Word file with a prefixed <pr:Relationship> (issue 38)',
      { bytes: craftedCvs.prefixedRelationship(), name: 'cv.docx' },
      422,
      'activeContent',
    ],
    [
      'a Word file importing an RTF through altChunk (issue 38)',
      { bytes: craftedCvs.altChunkRtf(), name: 'cv.docx' },
      422,
      'activeContent',
    ],
    [
      'a PDF running JavaScript on opening, a program appended (issue 38)',
      { bytes: craftedCvs.javascriptPdf(), name: 'cv.pdf' },
      422,
      'activeContent',
    ],
    [
      'a Word file of 50 kB that unpacks to 50 MB',
      { bytes: docxBomb(), name: 'cv.docx' },
      422,
      'unsafeArchive',
    ],
  ] as const)('refuses %s with %i and stores nothing', async (_what, cv, status, problem) => {
    const response = await handler()(applicationPost(cv ? { ...cv } : null));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: 'invalid_cv', problem });
    expect(await store.listApplications()).toEqual([]);
    expect(await store.applicationOutbox.all()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 before reading it all', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MAX_CV_BYTES, 0x20)]);
    const response = await handler()(applicationPost({ bytes: big, name: 'cv.pdf' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'invalid_cv', problem: 'tooLarge' });
    expect(await store.listApplications()).toEqual([]);
  });

  it('answers field problems with 422 and message ids, a closed opening with 410', async () => {
    const invalid = await handler()(
      applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }, { email: 'ana', privacy: '' }),
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'careers.apply.error.emailInvalid' },
        { path: 'privacy', message: 'careers.apply.error.privacy' },
      ]),
    );
    const closed = await handler()(
      applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }, { opening: 'sales-closed' }),
    );
    expect(closed.status).toBe(410);
    expect(await store.listApplications()).toEqual([]);
  });

  it("answers a browser's own form post with a page: 303 to the thank-you page, or the error in words", async () => {
    const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' };
    const ok = await handler()(
      applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }, { locale: 'hr' }, navigate),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/hvala');
    const refused = await handler()(
      applicationPost({ bytes: windowsExecutable(), name: 'cv.pdf' }, { locale: 'en' }, navigate),
    );
    expect(refused.status).toBe(415);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('Only PDF and Word (DOCX) files are accepted');
    expect(page).toContain('href="/en/karijere/regulatory-affairs-specialist#application"');
  });

  it('answers a repeat with the same idempotency key with the first answer, and stores one', async () => {
    const key = { 'idempotency-key': '6f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f' };
    const first = await handler()(applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }, {}, key));
    const again = await handler()(applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }, {}, key));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await store.listApplications()).toHaveLength(1);
    expect(await store.applicationOutbox.all()).toHaveLength(2);
  });

  it('removes applications past their retention date with their CVs and mails', async () => {
    await handler()(applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }));
    expect(await store.purgeApplications(new Date('2027-07-01T00:00:00Z'))).toEqual([]);
    expect(await store.purgeApplications(new Date('2027-08-01T00:00:00Z'))).toEqual([
      'APP-2026-000001',
    ]);
    expect(await store.listApplications()).toEqual([]);
    expect(await store.applicationOutbox.all()).toEqual([]);
    expect(await store.cvOf('APP-2026-000001')).toBeUndefined();
  });

  describe('limits and the bot check (issue 38)', () => {
    const from = (address: string, headers: Record<string, string> = {}) => ({
      [connectionAddressHeader]: address,
      ...headers,
    });
    const post = (address: string, overrides: Record<string, string>, headers = {}) =>
      applicationPost({ bytes: samplePdf(), name: 'cv.pdf' }, overrides, from(address, headers));
    /** Google's answer as the stand-in gives it: a token `ok` passes, any other fails. */
    const verify = async (token: string | undefined): Promise<BotCheck> =>
      !token
        ? { ok: false, reason: 'missing_token' }
        : token === 'ok'
          ? { ok: true, score: 0.9 }
          : token === 'down'
            ? { ok: false, reason: 'unreachable' }
            : { ok: false, reason: 'low_score', score: 0.1 };

    it('takes 5 applications per client address in 10 minutes, then answers 429 with Retry-After', async () => {
      const apply = handler();
      const statuses: number[] = [];
      for (let index = 0; index < 7; index++)
        statuses.push((await apply(post('127.0.0.2', { email: `a${index}@example.com` }))).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const refused = await apply(post('127.0.0.2', { email: 'late@example.com' }));
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
      // Another client is not held back; a forged X-Forwarded-For does not make one.
      expect((await apply(post('127.0.0.3', {}))).status).toBe(201);
      expect(
        (await apply(post('127.0.0.2', {}, { 'x-forwarded-for': '198.51.100.7' }))).status,
      ).toBe(429);
      expect(await store.listApplications()).toHaveLength(6);
    });

    it('acknowledges once per client address and once per e-mail address in a window; HR gets every application', async () => {
      const apply = handler();
      expect(
        await (await apply(post('127.0.0.2', { email: 'first@example.com' }))).json(),
      ).not.toHaveProperty('acknowledged');
      const second = await apply(post('127.0.0.2', { email: 'stranger@example.com' }));
      expect(await second.json()).toMatchObject({ acknowledged: false });
      await apply(post('127.0.0.3', { email: 'FIRST@example.com' }));
      await apply(post('127.0.0.4', { email: 'other@example.com' }));
      const mails = await store.applicationOutbox.all();
      expect(mails.filter((mail) => mail.purpose === 'hr')).toHaveLength(4);
      expect(
        mails
          .filter((mail) => mail.purpose === 'applicantAcknowledgement')
          .map((mail) => mail.message.to),
      ).toEqual(['first@example.com', 'other@example.com']);
    });

    it('refuses a request without a token, or with one that fails, as the contact form does', async () => {
      const apply = handler({ verify });
      const missing = await apply(post('127.0.0.2', {}));
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual({ error: 'bot_check_failed', reason: 'missing_token' });
      const failed = await apply(post('127.0.0.2', { botToken: 'bot' }));
      expect(await failed.json()).toEqual({ error: 'bot_check_failed', reason: 'low_score' });
      expect((await apply(post('127.0.0.2', { botToken: 'down' }))).status).toBe(502);
      expect(await store.listApplications()).toEqual([]);
      expect(await store.applicationOutbox.all()).toEqual([]);
      expect((await apply(post('127.0.0.2', { botToken: 'ok' }))).status).toBe(201);
    });

    it("takes a browser's own form post without a token (no scripts) and tells HR it was not checked", async () => {
      const apply = handler({ verify });
      const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' };
      const posted = await apply(post('127.0.0.2', { locale: 'hr' }, navigate));
      expect(posted.status).toBe(303);
      const [hr] = await store.applicationOutbox.all();
      expect(hr!.message.text).toContain('Napomena: poslano iz preglednika bez skripti');
      // A wrong token is refused in a page, in the visitor's language.
      const refused = await apply(post('127.0.0.3', { locale: 'en', botToken: 'bot' }, navigate));
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Our check against automated submissions');
    });
  });
});
