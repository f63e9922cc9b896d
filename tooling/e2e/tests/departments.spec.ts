import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { coreCatalogues, type Locale } from '@medivia/site-core/model';
import { administrator, backOfficeApi, loginBody, signIn, unusedCode } from '../support/backOffice';
import { gotoHydrated } from '../support/hydration';
import { markets, oneMarket, type MarketUnderTest } from '../support/markets';
import { captured, kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * Departments are the back office's (issue #26): an administrator adds a location and a department
 * placed at it, writes the department in the market's language as a draft, adds its English name and
 * publishes it from the admin. The contact page then lists it under the new location's city, the
 * form offers it, and a message sent to it reaches its own mailbox. The market runs privately (its
 * own database), so the shared servers keep the seed's directory.
 *
 * What the seed loads is each market's own directory, read on the shared servers (nothing here
 * changes them). Adding a department is site-core's, the same in every market: one market runs it.
 */

const ports: Record<MarketUnderTest['code'], { app: number; mock: number }> = {
  cro: { app: 3300, mock: 4100 },
  slo: { app: 3301, mock: 4101 },
  bih: { app: 3302, mock: 4102 },
};

/** The new location and department, in the market's language and in English. */
const added: Record<
  MarketUnderTest['code'],
  { city: string; country: string; name: string; en: string; description: string }
> = {
  cro: {
    city: 'Osijek',
    country: 'Hrvatska',
    name: 'Izvozna prodaja',
    en: 'Export sales',
    description: 'Ponude za kupce izvan Hrvatske',
  },
  slo: {
    city: 'Maribor',
    country: 'Slovenija',
    name: 'Izvozna prodaja',
    en: 'Export sales',
    description: 'Ponudbe za kupce zunaj Slovenije',
  },
  bih: {
    city: 'Mostar',
    country: 'Bosna i Hercegovina',
    name: 'Izvozna prodaja',
    en: 'Export sales',
    description: 'Ponude za kupce izvan Bosne i Hercegovine',
  },
};

/** Google's script, replaced: grecaptcha.execute answers `e2e:<action>`, which the stub accepts. */
const fakeRecaptcha = `window.grecaptcha = {
  ready: function (cb) { setTimeout(cb, 0); },
  execute: function (key, options) { return Promise.resolve('e2e:' + options.action); }
};`;

type Json = Record<string, any>;

for (const market of markets) {
  test.describe(`${market.code}: a department staff add`, () => {
    test('the seed loads the directory with English keys, names in every language', async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const api = async (route: string) => {
        const response = await request.get(`${market.baseURL}${backOfficeApi}${route}`, {
          headers: staff,
        });
        expect(response.status(), route).toBe(200);
        return { json: (await response.json()) as Json };
      };
      const { json } = await api('/departments?locale=all&depth=0&limit=100&sort=key');
      const keys = (json.docs as Json[]).map((doc) => doc.key as string);
      expect(keys.sort()).toEqual(Object.keys(market.config.departments).sort());
      const hr = (json.docs as Json[]).find((doc) => doc.key === 'human-resources')!;
      expect(hr.name).toMatchObject(market.config.departments['human-resources']!.name);
      expect(hr.contactFor).toContain('careers');
      const locations = await api('/locations?depth=0&limit=100&sort=_order');
      expect((locations.json.docs as Json[]).map((doc) => doc.key)).toEqual(
        market.config.locations.map((location) => location.id),
      );
    });
  });
}

for (const market of oneMarket('bih')) {
  test.describe(`${market.code}: a department staff add`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });
    const first = market.router.defaultLocale;
    const other = market.router.locales.find((locale) => locale !== first) as Locale;
    const t = (id: string, locale: Locale = first) =>
      market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;
    const mine = added[market.code];
    const mailbox = `export-${market.code}@medivia-test.example`;
    let mock: Started | undefined;
    let app: Started | undefined;
    let dataDir = '';
    let base = '';
    let token = '';

    async function api(method: string, route: string, body?: Json) {
      const response = await fetch(`${base}${backOfficeApi}${route}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, json: (await response.json()) as Json };
    }

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-departments-${market.code}-`));
      mock = await startMock(e2eDir, ports[market.code].mock);
      app = await startSeededApp(e2eDir, market.code, ports[market.code].app, dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key',
        CONTACT_RATE_LIMIT: '1000',
        SERVER_URL: `http://127.0.0.1:${ports[market.code].app}`,
      });
      base = app.url;
      const login = await fetch(`${base}${backOfficeApi}/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await loginBody(base, administrator)),
      });
      expect(login.status).toBe(200);
      token = ((await login.json()) as Json).token as string;
    });

    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('an administrator adds a department at a new location; the contact page lists it and its mail reaches its mailbox', async ({
      page,
    }) => {
      // The location, through the API as an operator's script would: a draft in the market's
      // language, published with its English country.
      const location = await api('POST', `/locations?locale=${first}&draft=true`, {
        key: `${mine.city.toLowerCase()}-office`,
        kind: 'office',
        country: mine.country,
        address: 'Trg slobode 1',
        postalCode: '31000',
        city: mine.city,
        tel1: '+385 31 555 0101',
        lat: 45.56,
        lon: 18.68,
        _status: 'draft',
      });
      expect(location.status, JSON.stringify(location.json)).toBe(201);
      const locationId = location.json.doc.id;
      const english = await api('PATCH', `/locations/${locationId}?locale=${other}`, {
        country: 'Abroad',
        _status: 'published',
      });
      expect(english.status, JSON.stringify(english.json)).toBe(200);

      // The department, in the admin: the market's language first, as a draft.
      await signInThroughAdmin(page, base);
      await page.goto(`${base}/admin/collections/departments/create?locale=${first}`);
      await page.locator('#field-name').fill(mine.name);
      await page.locator('#field-description').fill(mine.description);
      await page.locator('#field-key').fill('export-sales');
      await page.locator('#field-mail').fill(mailbox);
      await page.locator('#field-tel').fill('+385 31 555 0102');
      await page.locator('#field-offered').check();
      await page.locator('#field-location').click();
      await page.getByRole('option', { name: mine.city, exact: true }).click();
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expect(page).toHaveURL(/\/admin\/collections\/departments\/\d+/, { timeout: 20_000 });
      const id = /departments\/(\d+)/.exec(page.url())![1];

      // Published with English missing: refused, naming English.
      const refused = await api('PATCH', `/departments/${id}?locale=${first}`, {
        _status: 'published',
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain('the English text is missing');

      // Its English name, then published from the admin.
      await page.goto(`${base}/admin/collections/departments/${id}?locale=${other}`);
      await page.locator('#field-name').fill(mine.en);
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await expect
        .poll(async () => (await api('GET', `/departments/${id}?depth=0`)).json._status, {
          timeout: 20_000,
        })
        .toBe('published');

      // The contact page of both languages lists it under the new location's city.
      for (const locale of [first, other]) {
        const name = locale === first ? mine.name : mine.en;
        await expect
          .poll(
            async () => {
              const html = await (
                await fetch(`${base}${market.router.href('contact', locale)}`, {
                  headers: { 'cache-control': 'no-cache' },
                })
              ).text();
              return html.includes(name) && html.includes(mailbox);
            },
            { timeout: 20_000, message: `${locale} contact page lists ${name}` },
          )
          .toBe(true);
      }
      await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha }),
      );
      await gotoHydrated(page, `${base}${market.router.href('contact', first)}`);
      const directory = page.getByRole('region', { name: t('contactPage.directory.title') });
      const site = directory.getByRole('region', { name: mine.city });
      await expect(site.getByRole('heading', { name: mine.name })).toBeVisible();
      await expect(site.getByText(mine.description)).toBeVisible();
      await expect(site.getByRole('link', { name: new RegExp(`${mailbox}$`) })).toHaveAttribute(
        'href',
        `mailto:${mailbox}`,
      );

      // A visitor writes to it from the contact page's form.
      const visitor = `ana.${Date.now().toString(36)}@example.com`;
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: t('contact.department.label') }).click();
      await page.getByRole('option', { name: mine.name, exact: true }).click();
      await main.getByRole('textbox', { name: t('contact.name.label') }).fill('Ana Horvat');
      await main.getByRole('textbox', { name: t('contact.email.label') }).fill(visitor);
      await main
        .getByRole('textbox', { name: t('contact.message.label') })
        .fill('Molim ponudu za izvoz.');
      await main.getByRole('checkbox').check();
      await main.getByRole('button', { name: t('contact.send') }).click();
      await expect(page.getByRole('dialog', { name: t('thankYou.title') })).toBeVisible({
        timeout: 20_000,
      });
      const mails = (await captured(mock!.url)).filter(
        (mail) => (mail.body as Json).reply_to?.email === visitor,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body.personalizations[0]!.to).toEqual([{ email: mailbox }]);
      expect(mails[0]!.body.subject).toBe(mine.name);
    });

    test('a page has one department: a second one for careers is refused, naming the first', async () => {
      const created = await api('POST', `/departments?locale=${first}`, {
        key: 'careers-two',
        name: 'Karijere',
        mail: 'careers-two@medivia-test.example',
        tel: '+385 1 555 0103',
        offered: true,
        contactFor: ['careers'],
        _status: 'draft',
      });
      expect(created.status).toBe(400);
      expect(JSON.stringify(created.json)).toContain('“human-resources”');
    });
  });
}

async function signInThroughAdmin(page: Page, base: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel(/email/i).fill(administrator.email);
  await page.getByLabel(/password/i).fill(administrator.password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();
  await expect(page).toHaveURL(/\/admin\/second-factor/, { timeout: 30_000 });
  await page
    .getByLabel('Code from your authenticator app')
    .fill(await unusedCode(base, administrator.totpSecret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
}
