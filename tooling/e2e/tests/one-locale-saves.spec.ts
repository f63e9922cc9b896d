import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Locale, RouteName } from '@medivia/site-core/model';
import { administrator, backOfficeApi, loginBody, unusedCode } from '../support/backOffice';
import { oneMarket, type MarketUnderTest } from '../support/markets';
import { kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * Per-locale safety (issue #26): staff save one language at a time, and every page of every language
 * keeps answering. Each localized field of the department directory, the company's data and the
 * pages' copy, emptied in one language while the other keeps its text, is either refused with the
 * missing language named, or accepted with every page of both languages answering 200. The market
 * runs privately (its own database), so the shared servers keep the seed's content. The rules are
 * site-core's, the same in every market: one market runs them, cro, the one whose seed has every kind
 * of document (its represented brands' pages too, which slo and bih show none of).
 */

const ports: Record<MarketUnderTest['code'], { app: number; mock: number }> = {
  cro: { app: 3280, mock: 4080 },
  slo: { app: 3281, mock: 4081 },
  bih: { app: 3282, mock: 4082 },
};

const languageNames: Record<Locale, string> = {
  hr: 'Croatian',
  sl: 'Slovenian',
  bs: 'Bosnian',
  en: 'English',
};

/** The directory and the company's globals (Key figures have no localized field). */
const globals = [
  'department-directory',
  'home-page',
  'company',
  'sponsors',
  'sister-sites',
  'careers-page',
  'about-page',
];
/**
 * The fixed pages' copy and the directory's departments and locations: one document of each
 * collection is emptied field by field.
 */
const fixedPages = ['area-pages', 'fixed-brand-pages', 'legal-pages', 'page-titles'];
const directoryCollections = ['departments', 'locations'];

/** The pages the directory, company data and page copy show on, besides the page of a document. */
const affectedRoutes: RouteName[] = [
  'home',
  'contact',
  'about',
  'companyInformation',
  'careers',
  'documents',
  'privacyPolicy',
  'termsOfUse',
  'cookiePolicy',
  'videoSurveillance',
];

type Json = Record<string, any>;
type Path = (string | number)[];

/** Fields Payload keeps itself, left out of a save. */
const kept = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'globalType',
  'updatedBy',
  'deletedAt',
  '_order',
]);

/** Where a document read with locale=all holds a value per language (first row of each list). */
function localizedPaths(node: unknown, locales: readonly Locale[], at: Path = []): Path[] {
  if (Array.isArray(node)) return node.length ? localizedPaths(node[0], locales, [...at, 0]) : [];
  if (typeof node !== 'object' || node === null) return [];
  const keys = Object.keys(node);
  if (keys.length && keys.every((key) => (locales as string[]).includes(key))) return [at];
  return keys
    .filter((key) => !kept.has(key) && !key.startsWith('_'))
    .flatMap((key) => localizedPaths((node as Json)[key], locales, [...at, key]));
}

const valueAt = (doc: Json, at: Path) =>
  at.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);

/** A document as read, as a save's body. */
function savable(doc: Json): Json {
  const copy = structuredClone(doc);
  for (const key of kept) delete copy[key];
  return copy;
}

function emptied(doc: Json, at: Path): Json {
  const copy = savable(doc);
  const parent = valueAt(copy, at.slice(0, -1)) as Json;
  const last = at[at.length - 1]!;
  parent[last] = Array.isArray(parent[last]) ? [] : null;
  return copy;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

for (const market of oneMarket('cro')) {
  test.describe(`${market.code}: saving one language only`, () => {
    test.describe.configure({ mode: 'serial', timeout: 150_000 });
    const first = market.router.defaultLocale;
    const other = market.router.locales.find((locale) => locale !== first) as Locale;
    const both = [first, other];
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
      const text = await response.text();
      let json: Json = {};
      try {
        json = JSON.parse(text) as Json;
      } catch {
        json = { text };
      }
      return { status: response.status, json };
    }

    /** A save as staff make it: a global's is a POST, a document's a PATCH (Payload's REST). */
    const save = (route: string, body: Json) =>
      api(route.startsWith('/globals/') ? 'POST' : 'PATCH', route, body);

    /** Every page of both languages these routes name answers 200 (never 500). */
    async function pagesAnswer(routes: readonly RouteName[]) {
      const failures: string[] = [];
      for (const locale of both) {
        for (const route of routes) {
          if (!market.router.isVisible(route)) continue;
          const href = market.router.href(route, locale);
          const response = await fetch(`${base}${href}`, {
            headers: { 'cache-control': 'no-cache' },
          });
          if (response.status !== 200) failures.push(`${href} ${response.status}`);
        }
      }
      expect(failures).toEqual([]);
    }

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-one-locale-${market.code}-`));
      mock = await startMock(e2eDir, ports[market.code].mock);
      app = await startSeededApp(e2eDir, market.code, ports[market.code].app, dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
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

    test('a department’s office hours saved in one language: the default first, shown in both', async () => {
      const hours = `${first} 7.30 to 15.30 ${Date.now().toString(36)}`;
      // The first department without hours in either language, as a new department would start.
      const found = await api('GET', `/departments?locale=${first}&depth=0&limit=1&sort=id`);
      const department = `/departments/${(found.json.docs as Json[])[0]!.id}`;
      for (const locale of [other, first]) {
        const cleared = await save(`${department}?locale=${locale}`, { hours: null });
        expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
      }
      // In the other language only: refused, naming the default language.
      const onlyOther = await save(`${department}?locale=${other}`, { hours: 'Mon–Fri 8–16' });
      expect(onlyOther.status, JSON.stringify(onlyOther.json)).toBe(400);
      expect(onlyOther.json.errors[0].message).toContain(
        `Office hours: the ${languageNames[first]} text is missing`,
      );
      // In the default language only: accepted, and the other language's pages show it.
      const onlyFirst = await save(`${department}?locale=${first}`, { hours });
      expect(onlyFirst.status, JSON.stringify(onlyFirst.json)).toBe(200);
      await pagesAnswer(affectedRoutes);
      // Both languages' contact pages show the default language's hours (the cache renders anew
      // within seconds of a save).
      for (const locale of both) {
        await expect
          .poll(
            async () =>
              (
                await fetch(`${base}${market.router.href('contact', locale)}`, {
                  headers: { 'cache-control': 'no-cache' },
                })
              )
                .text()
                .then((html) => html.includes(hours)),
            { timeout: 20_000, message: `${locale} contact page shows ${hours}` },
          )
          .toBe(true);
      }
    });

    test('a board member with a role in one language: refused in the other, kept in the default', async () => {
      const inOther = (await api('GET', `/globals/company?locale=${other}&depth=0`)).json;
      const refused = await save(`/globals/company?locale=${other}`, {
        managementBoard: [...inOther.managementBoard, { name: 'Ana Test', role: 'Procurator' }],
      });
      expect(refused.status, JSON.stringify(refused.json)).toBe(400);
      expect(refused.json.errors[0].message).toContain(
        `Member “Ana Test” › Role: the ${languageNames[first]} text is missing`,
      );
      const inFirst = (await api('GET', `/globals/company?locale=${first}&depth=0`)).json;
      const iban = 'HR1723600001101234565';
      const accepted = await save(`/globals/company?locale=${first}`, {
        managementBoard: [...inFirst.managementBoard, { name: 'Ana Test', role: 'Prokuristica' }],
        bankAccounts: [{ bank: 'Own Bank', iban, swift: 'ZABAHR2X' }],
      });
      expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
      // The company page of both languages shows the company's own account, never the samples.
      for (const locale of both) {
        await expect
          .poll(
            async () =>
              (await fetch(`${base}${market.router.href('companyInformation', locale)}`))
                .text()
                .then((html) => html.includes(iban) && html.includes('Prokuristica')),
            { timeout: 20_000, message: `${locale} company page shows the saved account` },
          )
          .toBe(true);
      }
    });

    test('each localized field emptied in one language: refused naming it, or every page answers', async () => {
      test.setTimeout(150_000);
      const documents: { route: string; pages: RouteName[] }[] = globals.map((slug) => ({
        route: `/globals/${slug}`,
        pages: affectedRoutes,
      }));
      for (const collection of fixedPages) {
        const found = await api('GET', `/${collection}?locale=${first}&depth=0&limit=1&sort=id`);
        const doc = found.json.docs[0] as Json | undefined;
        // A market may have none of a collection's pages (slo and bih show no represented brands).
        if (!doc) continue;
        documents.push({
          route: `/${collection}/${doc.id}`,
          pages: (['home', doc.key] as RouteName[]).filter((route) =>
            market.router.isVisible(route),
          ),
        });
      }
      for (const collection of directoryCollections) {
        const found = await api('GET', `/${collection}?locale=${first}&depth=0&limit=1&sort=id`);
        const doc = found.json.docs[0] as Json;
        documents.push({ route: `/${collection}/${doc.id}`, pages: affectedRoutes });
      }
      const outcomes: string[] = [];
      for (const document of documents) {
        const all = (await api('GET', `${document.route}?locale=all&depth=0&draft=true`)).json;
        const paths = localizedPaths(all, market.router.locales);
        expect(paths.length, document.route).toBeGreaterThan(0);
        for (const at of paths) {
          for (const locale of both) {
            const before = (
              await api('GET', `${document.route}?locale=${locale}&depth=0&draft=true`)
            ).json;
            if (isEmpty(valueAt(before, at))) continue;
            const saved = await save(`${document.route}?locale=${locale}`, emptied(before, at));
            const where = `${document.route} ${at.join('.')} emptied in ${locale}`;
            if (saved.status === 400) {
              expect(saved.json.errors?.[0]?.message, where).toMatch(
                new RegExp(`the ${languageNames[locale]} texts? (is|are) missing`),
              );
              outcomes.push(`${where}: refused`);
              continue;
            }
            expect(saved.status, `${where}: ${JSON.stringify(saved.json)}`).toBe(200);
            outcomes.push(`${where}: accepted`);
            await pagesAnswer(document.pages);
            const restored = await save(`${document.route}?locale=${locale}`, savable(before));
            expect(restored.status, JSON.stringify(restored.json)).toBe(200);
          }
        }
      }
      // What the rules promise: texts the pages need are refused, never silently emptied.
      expect(outcomes.some((outcome) => outcome.endsWith('refused'))).toBe(true);
      await pagesAnswer(affectedRoutes);
    });

    test('a REST read without a locale answers with the default language', async () => {
      const read = await api('GET', '/page-titles?where[title][equals]=x');
      expect(read.status, JSON.stringify(read.json)).toBe(200);
    });

    test('the admin names the missing language on the field', async ({ page, browserName }) => {
      test.skip(browserName !== 'chromium', 'The admin is checked in Chromium.');
      // Not yet passing: after Save the row's Role field shows only its help text, not the refusal
      // (the API refuses, as the tests above show); whether the admin's form state runs the field's
      // check in the form's locale is still to be found out.
      test.fixme(true, 'the refusal is not yet shown on the field in the admin');
      await signInThroughAdmin(page, base);
      await page.goto(`${base}/admin/globals/company?locale=${other}`);
      await page.getByRole('button', { name: 'Management and capital', exact: true }).click();
      await page.getByRole('button', { name: /add member/i }).click();
      const names = page.locator('input[id^="field-managementBoard__"][id$="__name"]');
      const row = (await names.count()) - 1;
      await names.nth(row).fill('Iva Test');
      await page.locator(`#field-managementBoard__${row}__role`).fill('Director of sales');
      // The admin checks the form on the server as staff type; let that answer before saving.
      await page.waitForTimeout(1_500);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const field = page
        .locator('.field-type.text')
        .filter({ has: page.locator(`#field-managementBoard__${row}__role`) });
      await expect(field).toContainText(`the ${languageNames[first]} text is missing`, {
        timeout: 20_000,
      });
      // Nothing was saved.
      const stored = (await api('GET', `/globals/company?locale=${other}&depth=0`)).json;
      expect((stored.managementBoard as Json[]).map((member) => member.name)).not.toContain(
        'Iva Test',
      );
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
