import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { coreCatalogues, openOpenings } from '@medivia/site-core/model';
import { craftedCvs, samplePdf } from '@medivia/site-core/testing';
import { applicationToken } from '../support/botCheck';
import { requestFrom, type Answer } from '../support/fromAddress';
import { oneMarket } from '../support/markets';
import {
  captured,
  control,
  kill,
  storedApplications,
  startMock,
  startSeededApp,
  type CapturedMail,
  type Started,
} from '../support/reportApp';

/*
 * Issue 38, tried as an attacker would against the production build: CVs that text matching mailed
 * to HR, a burst of applications from one address, applications without or with a failing bot
 * check. Requests come from chosen loopback addresses (127.0.0.2, …), so the server sees different
 * clients. The endpoint and its checks are site-core's, the same in every market: one market runs
 * them (bih, which carries the least). A private server (ports 3540 and its stand-in 3541), since
 * the spec exhausts the per-address limits that the shared servers turn up for other specs.
 */

const APP_PORT = 3540;
const MOCK_PORT = 3541;

for (const market of oneMarket('bih')) {
  const opening = openOpenings(market.config)[0]!;
  const staffLocale = market.config.locales[0];
  const staffText = (id: string) =>
    market.config.messages?.[staffLocale]?.[id] ?? coreCatalogues[staffLocale][id]!;
  const base = `http://127.0.0.1:${APP_PORT}`;

  test.describe(`${market.code}: applications under attack`, () => {
    test.describe.configure({ mode: 'serial' });
    let dataDir = '';
    let mock: Started | undefined;
    let app: Started | undefined;

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-careers-attacks-${market.code}-`));
      mock = await startMock(e2eDir, MOCK_PORT);
      await control(mock.url, { sendgrid: 'ok', recaptcha: 'ok', reset: true });
      // The production limits: 5 applications per address in 10 minutes (CONTACT_RATE_LIMIT).
      app = await startSeededApp(e2eDir, market.code, APP_PORT, dataDir, mock.url);
    });
    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const stored = () => storedApplications(dataDir);
    const referenceOf = (mail: CapturedMail) => mail.body.headers?.['X-Application-Reference'];
    const mailsOf = async (references: string[]) =>
      (await captured(mock!.url)).filter((mail) => references.includes(referenceOf(mail) ?? ''));
    const textOf = (mail: CapturedMail) =>
      ((mail.body as { content?: { value: string }[] }).content ?? []).map((c) => c.value).join();

    /** An application posted as multipart from `localAddress`, as a client there would. */
    async function applyFrom(
      localAddress: string,
      {
        cv = { bytes: samplePdf(), name: 'cv.pdf' },
        fields = {},
        headers = {},
      }: {
        cv?: { bytes: Buffer; name: string };
        fields?: Record<string, string>;
        headers?: Record<string, string>;
      } = {},
    ): Promise<Answer> {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        locale: staffLocale,
        opening: opening.id,
        name: 'Eve Mallory',
        email: `eve.${randomUUID().slice(0, 8)}@example.com`,
        phone: '+387 33 000 000',
        privacy: 'on',
        botToken: applicationToken,
        ...fields,
      }))
        if (value !== '') form.set(name, value);
      form.set('cv', new Blob([new Uint8Array(cv.bytes)]), cv.name);
      const encoded = new Request(base, { method: 'POST', body: form });
      const payload = Buffer.from(await encoded.arrayBuffer());
      return requestFrom(localAddress, `${base}/api/applications`, {
        body: payload,
        headers: {
          'content-type': encoded.headers.get('content-type')!,
          accept: 'application/json',
          ...headers,
        },
      });
    }

    test('CVs that text matching mailed to HR are refused with 422: nothing stored, no mail', async () => {
      const before = (await stored()).length;
      const crafted: [string, { bytes: Buffer; name: string }][] = [
        ['a .rels part in UTF-16', { bytes: craftedCvs.utf16Relationships(), name: 'cv.docx' }],
        [
          'TargetMode="&#69;xternal"',
          { bytes: craftedCvs.characterReferenceTargetMode(), name: 'cv.docx' },
        ],
        [
          'a prefixed <pr:Relationship> with an external template',
          { bytes: craftedCvs.prefixedRelationship(), name: 'cv.docx' },
        ],
        [
          'an altChunk RTF holding an OLE object',
          { bytes: craftedCvs.altChunkRtf(), name: 'cv.docx' },
        ],
        [
          'a PDF with JavaScript on opening and a program appended',
          { bytes: craftedCvs.javascriptPdf(), name: 'cv.pdf' },
        ],
      ];
      // One address each: the limit per address is not what this test is about.
      for (const [index, [what, cv]] of crafted.entries()) {
        const answer = await applyFrom(`127.0.0.${10 + index}`, { cv });
        expect(answer.status, what).toBe(422);
        expect(answer.body, what).toEqual({ error: 'invalid_cv', problem: 'activeContent' });
      }
      expect(await stored()).toHaveLength(before);

      // The relay sends in order: once a good application's mails are out, any of the crafted
      // ones would have been too.
      const good = await applyFrom('127.0.0.15');
      expect(good.status).toBe(201);
      const reference = good.body.reference as string;
      await expect.poll(async () => (await mailsOf([reference])).length).toBe(2);
      const all = await captured(mock!.url);
      expect(all.map(referenceOf)).toEqual([reference, reference]);
    });

    test('12 applications from one address at once: 5 stored, 7 answered 429, one acknowledgement', async () => {
      const before = (await stored()).length;
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          applyFrom('127.0.0.2', {
            // A forged X-Forwarded-For does not make another client.
            headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expect(refused.body).toMatchObject({ error: 'rate_limited' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await stored()).toHaveLength(before + 5);

      const references = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.body.reference as string);
      // HR hears of each stored one; the typed addresses get one acknowledgement between them.
      await expect.poll(async () => (await mailsOf(references)).length).toBe(6);
      const acknowledgements = (await mailsOf(references)).filter((mail) =>
        mail.body.personalizations[0]!.to[0]!.email.startsWith('eve.'),
      );
      expect(acknowledgements).toHaveLength(1);

      // Another client is not held back.
      expect((await applyFrom('127.0.0.3')).status).toBe(201);
    });

    test('without a token, with a failing one or with the contact form’s, an application is refused: nothing stored', async () => {
      const before = (await stored()).length;
      const missing = await applyFrom('127.0.0.4', { fields: { botToken: '' } });
      expect(missing.status).toBe(403);
      expect(missing.body).toEqual({ error: 'bot_check_failed', reason: 'missing_token' });
      const contactToken = await applyFrom('127.0.0.4', { fields: { botToken: 'e2e:contact' } });
      expect(contactToken.body).toEqual({ error: 'bot_check_failed', reason: 'wrong_action' });
      await control(mock!.url, { recaptcha: 'fail' });
      try {
        const failed = await applyFrom('127.0.0.4');
        expect(failed.status).toBe(403);
        expect(failed.body).toEqual({ error: 'bot_check_failed', reason: 'failed' });
      } finally {
        await control(mock!.url, { recaptcha: 'ok' });
      }
      expect(await stored()).toHaveLength(before);
    });

    test('a browser’s own form post without scripts is taken, counted, and flagged to HR', async () => {
      const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
      const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
      const posted = await applyFrom('127.0.0.5', {
        fields: { botToken: '', email },
        headers: navigation,
      });
      expect(posted.status).toBe(303);
      const application = (await stored()).find((a) => a.answers.email === email)!;
      await expect.poll(async () => (await mailsOf([application.reference])).length).toBe(2);
      const hr = (await mailsOf([application.reference])).find(
        (mail) => mail.body.personalizations[0]!.to[0]!.email !== email,
      )!;
      expect(textOf(hr)).toContain(staffText('careers.mail.unverified'));
    });
  });
}
