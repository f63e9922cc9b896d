import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { channelDeadlines, gpsJpeg, imageFacts } from '@medivia/site-core/testing';
import {
  administrator,
  backOfficeApi,
  signIn,
  signInSettingUpSecondFactor,
} from '../support/backOffice';
import { markets } from '../support/markets';
import { kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * The internal reporting channel (issue 39, ARCHITECTURE's whistleblowing endpoints), per market:
 * each market has its own page address, words, legal clocks and external channels. On a private
 * server per market (a fresh DATA_DIR, so what is at rest can be searched whole): a confidential
 * person, appointed by the administrator, sets the channel's key up; a reporter with scripts off
 * finds the page in the footer, reports with a phone photo carrying GPS data and gets the receipt
 * page, while no request leaves the site; the confidential person sees the case with both clocks,
 * reads the photo without its metadata and replies; with the receipt alone (scripts off) the reporter
 * reads the reply and adds to the report; the administrator, an editor, HR and pharmacovigilance are
 * refused the desk; and nothing under DATA_DIR holds the report's words, its receipt or the address.
 * Ports 3620-3625 (server and stand-in per market).
 */

const pagePath = {
  cro: '/prijava-nepravilnosti',
  slo: '/prijava-krsitev',
  bih: '/prijava-nepravilnosti',
};
const portOf = { cro: 3620, slo: 3622, bih: 3624 };
const footerLabel = {
  hr: 'Prijava nepravilnosti',
  sl: 'Prijava kršitev',
  bs: 'Prijava nepravilnosti',
};
const REPORTER_ADDRESS = '198.51.100.23';
const DAY_MS = 24 * 60 * 60 * 1000;
const deskPassword = 'confidential-desk-pass-2026';

/** Every file under a folder that holds `needle`, searched as bytes (UTF-8). */
function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(bytes));
}

async function account(
  request: APIRequestContext,
  base: string,
  admin: Record<string, string>,
  role: string,
) {
  const credentials = {
    email: `${role}-wb@medivia-test.example`,
    password: `desk-${role.length}-pass-phrase-for-2026`,
  };
  const created = await request.post(`${base}${backOfficeApi}/users`, {
    headers: admin,
    data: { ...credentials, role },
  });
  expect(created.status(), await created.text()).toBe(201);
  return signInSettingUpSecondFactor(request, base, credentials);
}

/** Every origin a page asks for anything, and every address it showed. */
function watch(page: Page) {
  const origins = new Set<string>();
  const addresses: string[] = [];
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return { origins, addresses };
}

for (const market of markets) {
  const { code } = market;
  const locale = market.config.locales[0] as 'hr' | 'sl' | 'bs';
  const settings = market.config.whistleblowing!;

  test.describe(`${code}: the whistleblowing channel`, () => {
    test.describe.configure({ mode: 'serial' });
    let app: Started | undefined;
    let mock: Started | undefined;
    let dataDir = '';

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-wb-${code}-`));
      mock = await startMock(e2eDir, portOf[code] + 1);
      app = await startSeededApp(e2eDir, code, portOf[code], dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
      });
    });

    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    test('a report without scripts, its receipt, the reply and a follow-up; the desk for confidential persons only; nothing at rest', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const base = app!.url;
      const desk = `${base}${backOfficeApi}/wb`;
      const marker = `WBE2E${code}${Date.now()}`;

      // The administrator appoints a confidential person, who sets the channel's key up.
      const admin = await signIn(request, base);
      const person = await account(request, base, admin, 'confidential-person');
      const setUp = await request.post(`${desk}/keys/setup`, {
        headers: person,
        data: { password: deskPassword },
      });
      expect(setUp.status(), await setUp.text()).toBe(201);
      expect(((await setUp.json()) as { recoveryKey: string }).recoveryKey).toMatch(
        /^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/,
      );

      // The page: per request, never cached, no referrer, its own policy; English too.
      const headers = (await request.get(`${base}${pagePath[code]}`)).headers();
      expect(headers['cache-control']).toContain('no-store');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      const english = await request.get(`${base}/en/whistleblowing`);
      expect(english.status()).toBe(200);
      expect(await english.text()).toContain('Report a concern (whistleblowing)');

      // A reporter, scripts off, from the footer: the form with a photo that carries GPS data.
      const reporter = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders: { 'X-Forwarded-For': REPORTER_ADDRESS },
      });
      const page = await reporter.newPage();
      const seen = watch(page);
      await page.goto(`${base}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: footerLabel[locale] }).click();
      await expect(page).toHaveURL(`${base}${pagePath[code]}`);
      for (const channel of settings.externalChannels)
        await expect(page.getByRole('link', { name: channel.name[locale]! })).toBeVisible();
      await page.locator('#subject').fill(`Subject ${marker}`);
      await page.locator('#text').fill(`Text ${marker}: invoices are antedated.`);
      await page.locator('#files').setInputFiles({
        name: `photo-${marker}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await gpsJpeg(),
      });
      await page.locator('form[action="/api/whistleblowing"] button[type=submit]').click();
      const receiptText = (await page.locator('[data-receipt]').textContent())!;
      expect(receiptText).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
      const receipt = receiptText.replace(/ /g, '');
      const reference = (await page.locator('[data-reference]').textContent())!;
      await page.getByRole('checkbox').check();
      await page.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${pagePath[code]}\\?saved=yes$`));

      // The confidential person finds it with both clocks: 7 days, then the market's period.
      const list = await request.get(`${desk}/cases`, { headers: person });
      expect(list.status()).toBe(200);
      const { cases } = (await list.json()) as {
        cases: {
          reference: string;
          receivedAt: string;
          acknowledgeBy: string;
          feedbackBy: string;
          status: string;
        }[];
      };
      const listed = cases.find((item) => item.reference === reference)!;
      const received = Date.parse(listed.receivedAt);
      expect(listed).toMatchObject({
        status: 'received',
        acknowledgeBy: new Date(received + 7 * DAY_MS).toISOString(),
        feedbackBy: new Date(
          channelDeadlines.feedbackBy(settings.feedbackPeriod, received, null),
        ).toISOString(),
      });

      // Every other role, the administrator who appointed them included, is refused list and case.
      for (const role of ['editor', 'hr', 'pharmacovigilance']) {
        const other = await account(request, base, admin, role);
        for (const url of [`${desk}/cases`, `${desk}/cases/${reference}`])
          expect((await request.get(url, { headers: other })).status(), `${role} ${url}`).toBe(403);
      }
      for (const url of [`${desk}/cases`, `${desk}/cases/${reference}`]) {
        expect((await request.get(url, { headers: admin })).status(), `administrator ${url}`).toBe(
          403,
        );
        expect((await request.get(url)).status()).toBe(401);
      }

      // The case opens with the unlocked key; the photo comes out without its metadata.
      const opened = await request.get(`${desk}/cases/${reference}`, { headers: person });
      expect(opened.status(), await opened.text()).toBe(200);
      const file = (await opened.json()) as { text: string; files: { id: string; name: string }[] };
      expect(file.text).toBe(`Text ${marker}: invoices are antedated.`);
      const photo = await request.get(`${desk}/cases/${reference}/files/${file.files[0]!.id}`, {
        headers: person,
      });
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-disposition']).toMatch(/^attachment;/);
      expect(await imageFacts(await photo.body())).toEqual({ width: 32, height: 24, exif: false });

      // The reply acknowledges the report.
      const reply = `Reply ${marker}: we are looking into it.`;
      const replied = await request.post(`${desk}/cases/${reference}/messages`, {
        headers: person,
        data: { text: reply },
      });
      expect(replied.status(), await replied.text()).toBe(201);

      // With the receipt alone, scripts off, the reporter reads the reply and adds to the report.
      await page.locator('#receipt').fill(receiptText);
      await page.locator('form[action="/api/whistleblowing/inbox"] button').click();
      await expect(page.getByText(reply)).toBeVisible();
      await page.locator('#text').fill(`Follow-up ${marker}: it happened again.`);
      await page.locator('form[action="/api/whistleblowing/inbox/messages"] button').click();
      await expect(page.getByRole('status')).toBeVisible();
      await expect(page.getByText(`Follow-up ${marker}: it happened again.`)).toBeVisible();
      const again = (await (
        await request.get(`${desk}/cases/${reference}`, { headers: person })
      ).json()) as {
        acknowledgedAt: string | null;
        messages: { from: string; text: string }[];
      };
      expect(again.acknowledgedAt).not.toBeNull();
      expect(again.messages.map(({ from, text }) => ({ from, text }))).toEqual([
        { from: 'handler', text: reply },
        { from: 'reporter', text: `Follow-up ${marker}: it happened again.` },
      ]);

      // No request left the site; no address the reporter saw held the receipt or the reference.
      expect([...seen.origins]).toEqual([base]);
      for (const address of seen.addresses) {
        expect(address).not.toContain(receipt);
        expect(address).not.toContain(reference);
      }
      await reporter.close();

      // Nothing under DATA_DIR holds the report's words, the receipt or the reporter's address.
      for (const needle of [marker, receipt, receiptText, REPORTER_ADDRESS])
        expect(filesHolding(dataDir, needle), needle).toEqual([]);
      expect(
        filesHolding(dataDir, '127.0.0.1').filter((name) => name.includes('whistleblowing')),
      ).toEqual([]);
    });
  });
}
