import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  administrator,
  backOfficeApi,
  signInForToken,
  type Credentials,
} from '../support/backOffice';
import { oneMarket } from '../support/markets';
import { databaseUrlFor } from '../support/postgres.mjs';
import { kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * Addresses that move: an editor renames a published article's slug and the old address answers 301
 * to the new one within the publish budget; staff keep their own redirects, and one that would send
 * visitors in a circle is refused. The market's app runs privately here (its own DATA_DIR), so the
 * shared servers keep the seed's content. Also the search and sharing fields an editor sets in the
 * admin, as the article's head shows them. Redirects and head fields are site-core's, the same in
 * every market: one market runs them.
 */

const APP_PORT = 3290;
const MOCK_PORT = 4090;
/** Issue #18: published is live within 5 s. */
const LIVE_WITHIN_MS = 5_000;

type Json = Record<string, any>;

for (const market of oneMarket('bih')) {
  test.describe(`${market.code}: redirects`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const locale = market.router.defaultLocale;
    const stamp = Date.now().toString(36);
    const editor = {
      email: `urednik-${market.code}@medivia-test.example`,
      password: 'editor-pass-1234',
    };
    let mock: Started | undefined;
    let app: Started | undefined;
    let dataDir = '';
    let base = '';
    let token = '';
    let adminToken = '';

    async function api(method: string, route: string, body?: Json, as = token) {
      const response = await fetch(`${base}${backOfficeApi}${route}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${as}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : {}) as Json };
    }

    /**
     * The session's token: the password with a code of the account's second factor, which an
     * editor sets up at its first sign-in (support/backOffice.ts; every staff role has one).
     */
    async function login(credentials: Credentials) {
      return (await signInForToken(base, credentials)).token;
    }

    /** Asks for `url` as a visitor (redirects not followed) until `check` holds; the delay in ms. */
    async function answersWithin(url: string, check: (response: Response) => boolean) {
      const started = Date.now();
      for (;;) {
        const response = await fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        if (check(response)) return Date.now() - started;
        if (Date.now() - started > 20_000) {
          throw new Error(`${url} still answers ${response.status} after 20 s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    const articlePath = (slug: string) => market.router.href('newsArticle', locale, { slug });
    const movedTo = (target: string) => (response: Response) =>
      response.status === 301 && response.headers.get('location') === target;

    async function publishArticle(title: string, slug: string) {
      const categories = await api('GET', `/news-categories?locale=${locale}&limit=1`);
      const created = await api('POST', `/news?locale=${locale}`, {
        title,
        slug,
        summary: `Sažetak ${stamp}`,
        category: categories.json.docs[0].id as number,
        publishedOn: new Date().toISOString(),
        _status: 'published',
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      return created.json.doc.id as number;
    }

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-redirects-${market.code}-`));
      mock = await startMock(e2eDir, MOCK_PORT);
      const databaseUrl = databaseUrlFor(`${market.code}_redirects`);
      app = await startSeededApp(e2eDir, market.code, APP_PORT, dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      base = app.url;
      const admin = await login(administrator);
      adminToken = admin;
      const created = await api('POST', '/users', { ...editor, role: 'editor' }, admin);
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      token = await login(editor);
    });

    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('a published article whose slug changes answers 301 from its old address to the new one', async () => {
      const oldSlug = `stari-naslov-${stamp}`;
      const newSlug = `novi-naslov-${stamp}`;
      const id = await publishArticle(`Stari naslov ${stamp}`, oldSlug);
      await answersWithin(`${base}${articlePath(oldSlug)}`, (response) => response.status === 200);

      const renamed = await api('PATCH', `/news/${id}?locale=${locale}`, {
        slug: newSlug,
        _status: 'published',
      });
      expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
      const delay = await answersWithin(
        `${base}${articlePath(oldSlug)}`,
        movedTo(articlePath(newSlug)),
      );
      console.log(`[redirects] ${market.code}: old address moved after ${delay} ms`);
      expect(delay).toBeLessThanOrEqual(LIVE_WITHIN_MS);
      const fresh = await fetch(`${base}${articlePath(newSlug)}`, { redirect: 'manual' });
      expect(fresh.status).toBe(200);
      // Staff see it in the list of redirects.
      const listed = await api('GET', `/redirects?where[from][equals]=${articlePath(oldSlug)}`);
      expect(listed.json.docs).toEqual([
        expect.objectContaining({ from: articlePath(oldSlug), to: articlePath(newSlug) }),
      ]);

      // Renamed again: the first address leads straight to the newest (no chain of hops).
      const newest = `najnoviji-naslov-${stamp}`;
      await api('PATCH', `/news/${id}?locale=${locale}`, { slug: newest, _status: 'published' });
      await answersWithin(`${base}${articlePath(oldSlug)}`, movedTo(articlePath(newest)));
      await answersWithin(`${base}${articlePath(newSlug)}`, movedTo(articlePath(newest)));

      // And back: the first address is a live page again, no longer redirected.
      await api('PATCH', `/news/${id}?locale=${locale}`, { slug: oldSlug, _status: 'published' });
      await answersWithin(`${base}${articlePath(oldSlug)}`, (response) => response.status === 200);
      const left = await api('GET', `/redirects?where[from][equals]=${articlePath(oldSlug)}`);
      expect(left.json.docs).toEqual([]);
      await answersWithin(`${base}${articlePath(newest)}`, movedTo(articlePath(oldSlug)));
    });

    test('a page taken off the site takes the redirects to it along: 404, never 301 then 404', async () => {
      const oldSlug = `prije-${stamp}`;
      const newSlug = `poslije-${stamp}`;
      const id = await publishArticle(`Prije ${stamp}`, oldSlug);
      await answersWithin(`${base}${articlePath(oldSlug)}`, (response) => response.status === 200);
      await api('PATCH', `/news/${id}?locale=${locale}`, { slug: newSlug, _status: 'published' });
      await answersWithin(`${base}${articlePath(oldSlug)}`, movedTo(articlePath(newSlug)));

      // Moved to the trash as the admin's Delete does: the old address is a 404 at once, and the
      // redirect is gone from the list.
      const trashed = await api('PATCH', `/news/${id}?locale=${locale}`, {
        deletedAt: new Date().toISOString(),
      });
      expect(trashed.status, JSON.stringify(trashed.json)).toBe(200);
      const delay = await answersWithin(
        `${base}${articlePath(oldSlug)}`,
        (response) => response.status === 404,
      );
      expect(delay).toBeLessThanOrEqual(LIVE_WITHIN_MS);
      const left = await api('GET', `/redirects?where[to][equals]=${articlePath(newSlug)}`);
      expect(left.json.docs).toEqual([]);

      // Unpublished: the same.
      const other = `drugi-${stamp}`;
      const otherId = await publishArticle(`Drugi ${stamp}`, `${other}-a`);
      await api('PATCH', `/news/${otherId}?locale=${locale}`, {
        slug: `${other}-b`,
        _status: 'published',
      });
      await answersWithin(
        `${base}${articlePath(`${other}-a`)}`,
        movedTo(articlePath(`${other}-b`)),
      );
      const unpublished = await api('PATCH', `/news/${otherId}?locale=${locale}`, {
        _status: 'draft',
      });
      expect(unpublished.status, JSON.stringify(unpublished.json)).toBe(200);
      await answersWithin(
        `${base}${articlePath(`${other}-a`)}`,
        (response) => response.status === 404,
      );
    });

    test('a draft of a published article with a new slug leaves the live address alone', async () => {
      const slug = `objavljeni-${stamp}`;
      const id = await publishArticle(`Objavljeni ${stamp}`, slug);
      const draft = await api('PATCH', `/news/${id}?locale=${locale}&draft=true`, {
        slug: `skica-${stamp}`,
        _status: 'draft',
      });
      expect(draft.status, JSON.stringify(draft.json)).toBe(200);
      // The save's hooks (redirects, revalidation) ran before it answered: no redirect was made.
      const made = await api('GET', `/redirects?where[from][equals]=${articlePath(slug)}`);
      expect(made.json.docs).toEqual([]);
      const live = await fetch(`${base}${articlePath(slug)}`, { redirect: 'manual' });
      expect(live.status).toBe(200);
    });

    test('a redirect staff add answers 301 within seconds; one that loops is refused on its field', async () => {
      const contact = market.router.href('contact', locale);
      const from = `${market.router.href('news', locale)}/stara-adresa-${stamp}`;
      expect((await fetch(`${base}${from}`, { redirect: 'manual' })).status).toBe(404);
      const added = await api('POST', '/redirects', { from: `${from}/`, to: contact });
      expect(added.status, JSON.stringify(added.json)).toBe(201);
      // Stored as compared: no trailing slash.
      expect(added.json.doc.from).toBe(from);
      const delay = await answersWithin(`${base}${from}`, movedTo(contact));
      expect(delay).toBeLessThanOrEqual(LIVE_WITHIN_MS);

      // An https address elsewhere is a target for an administrator only (issue #41: an editor's
      // account could send the company's addresses to a look-alike login page); anything else is
      // refused with the reason.
      const offSite = {
        from: `/stari-katalog-${stamp}`,
        to: 'https://www.medivia.example/katalog',
      };
      const editorsAway = await api('POST', '/redirects', offSite);
      expect(editorsAway.status).toBe(400);
      expect(editorsAway.json.errors[0].data.errors[0]).toMatchObject({ path: 'to' });
      const away = await api('POST', '/redirects', offSite, adminToken);
      expect(away.status, JSON.stringify(away.json)).toBe(201);
      await answersWithin(
        `${base}/stari-katalog-${stamp}`,
        movedTo('https://www.medivia.example/katalog'),
      );
      const notAPath = await api('POST', '/redirects', { from: 'stara', to: contact });
      expect(notAPath.status).toBe(400);
      expect(notAPath.json.errors[0].data.errors[0]).toMatchObject({ path: 'from' });

      const a = `/krug-a-${stamp}`;
      const b = `/krug-b-${stamp}`;
      expect((await api('POST', '/redirects', { from: a, to: b })).status).toBe(201);
      const loop = await api('POST', '/redirects', { from: b, to: a });
      expect(loop.status).toBe(400);
      expect(loop.json.errors[0].data.errors[0]).toMatchObject({
        path: 'to',
        message: expect.stringContaining('circle'),
      });
      // Deleted by staff: the old address is a 404 again.
      const deleted = await api('DELETE', `/redirects/${added.json.doc.id}`);
      expect(deleted.status).toBe(200);
      await answersWithin(`${base}${from}`, (response) => response.status === 404);
    });

    test('a loop made in the admin is refused with the reason on the new address', async ({
      page,
    }) => {
      const a = `/petlja-a-${stamp}`;
      const b = `/petlja-b-${stamp}`;
      expect((await api('POST', '/redirects', { from: a, to: b })).status).toBe(201);
      await signInThroughAdmin(page);
      await page.goto(`${base}/admin/collections/redirects/create`);
      await expect(page.locator('#field-from')).toBeEditable({ timeout: 30_000 });
      await page.locator('#field-from').fill(b);
      await page.locator('#field-to').fill(a);
      await page.getByRole('button', { name: /^save$/i }).click();
      const target = page.locator('.field-type.text', { has: page.locator('#field-to') });
      await expect(target).toHaveClass(/error/, { timeout: 15_000 });
      await expect(target).toContainText('in a circle');
    });

    /**
     * The editor in the admin with the session signed in above (as Payload's sign-in sets it): a new
     * sign-in would spend a time step of its second factor (sign-in.spec.ts tests the form itself).
     */
    async function signInThroughAdmin(page: Page) {
      await page
        .context()
        .addCookies([
          { name: 'payload-token', value: token, url: base, httpOnly: true, sameSite: 'Strict' },
        ]);
      await page.goto(`${base}/admin`);
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
    }

    test('the meta title and description an editor sets in the admin are in the page’s head', async ({
      page,
    }) => {
      const slug = `meta-${stamp}`;
      const id = await publishArticle(`Članak s opisom ${stamp}`, slug);
      const metaTitle = `Brža dostava lijekova ${stamp}`;
      const metaDescription = `Deset novih vozila dostavlja lijekove isti dan (${stamp}).`;
      await signInThroughAdmin(page);
      await page.goto(`${base}/admin/collections/news/${id}?locale=${locale}`);
      await expect(page.locator('#field-meta__title')).toBeEditable({ timeout: 30_000 });
      await page.locator('#field-meta__title').fill(metaTitle);
      await expect(page.locator('[data-length-hint="meta.title"]')).toContainText(
        `${metaTitle.length} / 60 characters recommended`,
      );
      await page.locator('#field-meta__description').fill(metaDescription);
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes(`/admin/api/news/${id}`) && response.request().method() !== 'GET',
      );
      await page.getByRole('button', { name: /publish changes/i }).click();
      expect((await saved).status()).toBe(200);

      const url = `${base}${articlePath(slug)}`;
      const head = (html: string) => html.slice(0, html.indexOf('</head>'));
      const escaped = (text: string) =>
        text.replace(/[^\x20-\x7e]/g, (c) => `&#${c.codePointAt(0)};`);
      let html = '';
      await answersWithin(url, () => true);
      const started = Date.now();
      for (;;) {
        html = await (await fetch(url)).text();
        if (head(html).includes(escaped(metaDescription)) || Date.now() - started > 10_000) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const pageHead = head(html);
      expect(pageHead).toMatch(new RegExp(`<title>${escaped(metaTitle)} \\| `));
      expect(pageHead).toContain(`<meta name="description" content="${escaped(metaDescription)}"`);
      expect(pageHead).toContain(`<meta property="og:title" content="${escaped(metaTitle)} | `);
      expect(pageHead).toContain(
        `<meta property="og:description" content="${escaped(metaDescription)}"`,
      );
      // The feed's item says it too.
      const feed = await (await fetch(`${base}/rss.xml`)).text();
      expect(feed).toContain(`<description>${metaDescription}</description>`);
    });
  });
}
