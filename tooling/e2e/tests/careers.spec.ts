import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  coreCatalogues,
  createMarketRouter,
  isOpen,
  openOpenings,
  openingsOf,
} from '@medivia/site-core/model';
import {
  docxBomb,
  macroDocx,
  plainZip,
  sampleDocx,
  samplePdf,
  windowsExecutable,
} from '@medivia/site-core/testing';
import { axeViolations } from '../support/axe';
import { answerBotCheck, applicationToken } from '../support/botCheck';
import { markets, seededMarkets, type MarketUnderTest } from '../support/markets';
import {
  captured,
  control,
  kill,
  outboxSettled,
  storedApplications,
  startCro,
  startMock,
  type CapturedMail,
  type Started,
} from '../support/reportApp';

const croMarket = seededMarkets.cro;

function textsOf(market: MarketUnderTest, locale = market.router.defaultLocale) {
  return (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;
}

const openingHref = (
  market: MarketUnderTest,
  slug: string | undefined,
  locale = market.router.defaultLocale,
) => market.router.href('jobOpening', locale, { slug: slug! });

test.describe.configure({ mode: 'parallel' });

for (const market of markets) {
  const locale = market.router.defaultLocale;
  const t = textsOf(market);
  const open = openOpenings(market.config);
  const closed = openingsOf(market.config).filter((opening) => !isOpen(opening));

  test(`${market.code}: the careers page links every open position to its page with the application form; a closed one answers 410`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${market.baseURL}${market.router.href('careers', locale)}`);
    const cards = page.locator('main li', { has: page.locator('h3 a') });
    await expect(cards).toHaveCount(open.length);
    for (const opening of closed) {
      await expect(page.getByRole('link', { name: opening.title[locale]! })).toHaveCount(0);
    }

    // Not the first in the list, so a form that ignores the preselection cannot pass.
    const first = open[1]!;
    await page.getByRole('link', { name: first.title[locale]! }).click();
    await expect(page).toHaveURL(
      `${market.baseURL}${encodeURI(openingHref(market, first.slug[locale]))}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title[locale]!);
    await expect(page.getByRole('heading', { name: t('careers.job.requirements') })).toBeVisible();
    const form = page.locator('#application form');
    await expect(form.getByLabel(t('careers.apply.opening'))).toHaveValue(first.id);
    await expect(form.getByLabel(t('careers.apply.cv'))).toHaveAttribute('type', 'file');
    expect(await axeViolations(page, 'job opening')).toEqual([]);

    // The English page is the same opening under its English slug.
    const english = openingHref(market, first.slug.en, 'en');
    const response = await page.goto(`${market.baseURL}${english}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title.en!);

    expect(closed.length, 'each market has a closed sample opening').toBeGreaterThan(0);
    const gone = await page.goto(
      `${market.baseURL}${openingHref(market, closed[0]!.slug[locale])}`,
    );
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: t('careers.job.closedTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('careers.job.seeOpenings') })).toHaveAttribute(
      'href',
      market.router.href('careers', locale),
    );
    expect(await axeViolations(page, 'closed opening')).toEqual([]);
  });
}

/*
 * Applying, end to end, against a private cro app and SendGrid stand-in (the shared mock's mode is
 * flipped by the contact tests): the application is stored, HR's mail carries the CV, the applicant
 * gets an acknowledgement; hostile uploads are refused and mail nothing; and like the reports, an
 * application that got a 2xx survives SIGKILL and is mailed exactly once.
 */
test.describe('applying for a job (cro, private app)', () => {
  test.describe.configure({ mode: 'serial' });
  const APP_PORT = 3192;
  const MOCK_PORT = 4013;
  // Runs whichever markets E2E_MARKETS names: it brings its own cro app.
  const cro: MarketUnderTest = {
    code: 'cro',
    config: croMarket,
    router: createMarketRouter(croMarket),
    baseURL: `http://127.0.0.1:${APP_PORT}`,
  };
  const opening = openOpenings(cro.config)[0]!;
  const t = textsOf(cro);
  let dataDir: string;
  let mock: Started;
  let app: Started | undefined;
  // The bot check's key reaches the browser at run time; the limits per address are off, since every
  // request here comes from 127.0.0.1 (careers-attacks.spec holds them).
  const appEnv = { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key', CONTACT_RATE_LIMIT: '0' };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-applications-'));
    mock = await startMock(e2eDir, MOCK_PORT);
    await control(mock.url, { sendgrid: 'ok', reset: true });
    app = await startCro(e2eDir, APP_PORT, dataDir, mock.url, appEnv);
  });
  test.afterAll(async () => {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = () => storedApplications(dataDir);
  const mailsOf = async (reference: string) =>
    (await captured(mock.url)).filter(
      (mail: CapturedMail) => mail.body.headers?.['X-Application-Reference'] === reference,
    );

  async function fillForm(page: Page, email: string) {
    const form = page.locator('#application form');
    await form.getByLabel(t('careers.apply.name')).fill('Ana Horvat');
    await form.getByLabel(t('careers.apply.phone')).fill('+385 91 234 5678');
    await form.getByLabel(t('careers.apply.email')).fill(email);
    await form.getByLabel(t('careers.apply.message')).fill('Mogu početi od veljače.');
    await form.getByLabel(t('careers.apply.cv')).setInputFiles({
      name: 'Ana Horvat - životopis.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    await form.getByRole('checkbox').check();
    return form;
  }

  test('an applicant sends a PDF CV: stored, mailed to HR with the CV attached, acknowledged', async ({
    page,
  }) => {
    test.slow();
    const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
    await answerBotCheck(page);
    await page.goto(`${`http://127.0.0.1:${APP_PORT}`}${openingHref(cro, opening.slug.hr)}`);
    await page.waitForFunction(() => {
      const form = document.querySelector('#application form');
      return !!form && form.hasAttribute('novalidate');
    });
    const form = await fillForm(page, email);
    await form.getByRole('button', { name: t('careers.apply.submit') }).click();
    const done = page.getByRole('status');
    await expect(
      done.getByRole('heading', { name: t('careers.apply.successTitle') }),
    ).toBeFocused();
    const reference = /APP-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
    expect(await axeViolations(page, 'application sent')).toEqual([]);

    const application = (await stored()).find((a) => a.reference === reference)!;
    expect(application).toMatchObject({
      openingId: opening.id,
      answers: { name: 'Ana Horvat', email },
      cv: { type: 'application/pdf', size: samplePdf().byteLength },
    });
    await expect.poll(async () => (await mailsOf(reference)).length, { timeout: 30_000 }).toBe(2);
    const mails = await mailsOf(reference);
    const hr = mails.find((mail) => mail.body.personalizations[0]!.to[0]!.email !== email)!;
    const ack = mails.find((mail) => mail.body.personalizations[0]!.to[0]!.email === email)!;
    const attachments = (
      hr.body as { attachments?: { filename: string; type: string; content: string }[] }
    ).attachments;
    expect(attachments).toEqual([
      expect.objectContaining({
        filename: 'Ana Horvat - životopis.pdf',
        type: 'application/pdf',
        content: samplePdf().toString('base64'),
      }),
    ]);
    expect(ack.body.subject).toContain(reference);
    expect((ack.body as { attachments?: unknown }).attachments).toBeUndefined();
  });

  test('a Word file carrying macros is refused, and the applicant reads why in their language', async ({
    page,
  }) => {
    const email = `eve.${randomUUID().slice(0, 8)}@example.com`;
    await answerBotCheck(page);
    await page.goto(`http://127.0.0.1:${APP_PORT}${openingHref(cro, opening.slug.hr)}`);
    await page.waitForFunction(() => {
      const form = document.querySelector('#application form');
      return !!form && form.hasAttribute('novalidate');
    });
    const form = await fillForm(page, email);
    await form.getByLabel(t('careers.apply.cv')).setInputFiles({
      name: 'Životopis.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: macroDocx(),
    });
    await form.getByRole('button', { name: t('careers.apply.submit') }).click();
    await expect(form.getByText(t('careers.apply.error.cv.activeContent'))).toBeVisible();
    expect((await stored()).some((application) => application.answers.email === email)).toBe(false);
  });

  test('without scripts the browser posts the form itself and lands on the thank-you page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `ivan.${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`http://127.0.0.1:${APP_PORT}${openingHref(cro, opening.slug.hr)}`);
    const form = await fillForm(page, email);
    await form.getByRole('button', { name: t('careers.apply.submit') }).click();
    await expect(page).toHaveURL(
      `http://127.0.0.1:${APP_PORT}${cro.router.href('thankYou', 'hr')}`,
    );
    expect((await stored()).some((a) => a.answers.email === email)).toBe(true);
    await context.close();
  });

  test('hostile uploads get a 4xx with a clear error, and nothing is stored or mailed', async () => {
    const before = { stored: (await stored()).length, mailed: (await captured(mock.url)).length };
    const post = (file: Buffer, name: string, type = 'application/pdf') => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        locale: 'hr',
        opening: opening.id,
        name: 'Eve Mallory',
        email: 'eve@example.com',
        phone: '+385 1 000 0000',
        privacy: 'on',
        botToken: applicationToken,
      }))
        body.set(key, value);
      body.set('cv', new Blob([new Uint8Array(file)], { type }), name);
      return fetch(`http://127.0.0.1:${APP_PORT}/api/applications`, { method: 'POST', body });
    };
    const cases: [string, Promise<Response>, number, string][] = [
      ['wrong type', post(Buffer.from('GIF89a...'), 'cv.gif', 'image/gif'), 415, 'badType'],
      ['renamed executable', post(windowsExecutable(), 'cv.pdf'), 415, 'badType'],
      ['zip renamed to docx', post(plainZip(), 'cv.docx'), 415, 'badType'],
      ['path in the name', post(samplePdf(), '../../../etc/passwd.pdf'), 400, 'badName'],
      ['empty file', post(Buffer.alloc(0), 'cv.pdf'), 422, 'empty'],
      [
        'oversize',
        post(Buffer.concat([sampleDocx(), Buffer.alloc(10 * 1024 * 1024 + 1)]), 'cv.docx'),
        413,
        'tooLarge',
      ],
      ['Word file with macros and a program', post(macroDocx(), 'cv.docx'), 422, 'activeContent'],
      ['Word file of 50 kB unpacking to 50 MB', post(docxBomb(), 'cv.docx'), 422, 'unsafeArchive'],
    ];
    for (const [what, request, status, problem] of cases) {
      const response = await request;
      expect(response.status, what).toBe(status);
      expect(await response.json(), what).toMatchObject({ error: 'invalid_cv', problem });
    }
    // A refused CV leaves no application, and mails are queued only with a stored application (one
    // transaction): nothing stored means no mail can follow.
    expect(await stored()).toHaveLength(before.stored);
    expect(await captured(mock.url)).toHaveLength(before.mailed);
  });

  test('every application that got a 2xx survives SIGKILL and a failing SendGrid, and is mailed exactly once', async () => {
    test.setTimeout(240_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    await control(mock.url, { sendgrid: 'fail500', reset: true });
    const mailedBefore = new Set((await stored()).map((a) => a.reference));
    const apply = async (index: number): Promise<string | null> => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        locale: 'hr',
        opening: opening.id,
        name: `Applicant ${index}`,
        email: `applicant${index}@example.com`,
        phone: '+385 1 000 0000',
        privacy: 'on',
        botToken: applicationToken,
      }))
        body.set(key, value);
      body.set(
        'cv',
        new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }),
        'cv.pdf',
      );
      const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/applications`, {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body,
      });
      if (response.status === 201)
        return ((await response.json()) as { reference: string }).reference;
      throw new Error(`application ${index}: HTTP ${response.status}`);
    };
    const acknowledged: string[] = [];
    for (let index = 0; index < 3; index++) acknowledged.push((await apply(index))!);
    const burst = Array.from({ length: 12 }, (_, i) => apply(3 + i).catch(() => null));
    await Promise.race(burst);
    await kill(app!, 'SIGKILL');
    acknowledged.push(...(await Promise.all(burst)).filter((r): r is string => r !== null));
    expect(await captured(mock.url)).toEqual([]);

    await control(mock.url, { sendgrid: 'ok' });
    app = await startCro(e2eDir, APP_PORT, dataDir, mock.url, appEnv);
    const references = (await stored())
      .map((a) => a.reference)
      .filter((reference) => !mailedBefore.has(reference));
    console.log(
      `${acknowledged.length} applications answered 201 before the kill, ${references.length} stored`,
    );
    expect(references).toEqual(expect.arrayContaining(acknowledged));
    await expect
      .poll(async () => (await captured(mock.url)).length, { timeout: 120_000, intervals: [1_000] })
      .toBe(2 * references.length);
    // Nothing more once the outbox has nothing left to send: no mail went out twice.
    await expect.poll(() => outboxSettled(dataDir)).toBe(true);
    const mails = await captured(mock.url);
    expect(mails).toHaveLength(2 * references.length);
    for (const reference of references) {
      const mine = await mailsOf(reference);
      expect(mine).toHaveLength(2);
    }
  });
});
