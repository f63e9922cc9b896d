import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  administrator,
  backOfficeApi,
  signIn,
  signInBrowser,
  type Credentials,
} from '../support/backOffice';
import { markets } from '../support/markets';

/*
 * The editor's day, round two (issue #41), as an editor and HR notice it in each market's admin:
 * Duplicate makes a copy with a free address; an editor's redirects stay on the site and never
 * start at a live page; lists say who changed a document; the job openings' list says which
 * openings take applications. Drafts, refused saves and an account nobody sees only, on the shared
 * servers: nothing public changes (a redirect that goes with its page: redirects.spec.ts, which
 * publishes on its own server). Per market: each market's seed, addresses and default language.
 */

type Json = Record<string, any>;

for (const market of markets) {
  test.describe(`${market.code}: the editor's day`, () => {
    const locale = market.router.defaultLocale;
    const api = `${market.baseURL}${backOfficeApi}`;
    const stamp = `${Date.now().toString(36)}${market.code}`;
    const editor: Credentials = {
      email: `urednica-${stamp}@medivia-test.example`,
      password: 'Vrt-Lipa-8421-suncokret',
    };
    let editorMade = false;

    /** The editor's session (made once per run and market; its second factor set up on first use). */
    async function asEditor(request: APIRequestContext) {
      if (!editorMade) {
        const admin = await signIn(request, market.baseURL);
        const made = await request.post(`${api}/users`, {
          headers: admin,
          data: { ...editor, role: 'editor' },
        });
        expect(made.status(), await made.text()).toBe(201);
        editorMade = true;
      }
      return signIn(request, market.baseURL, editor);
    }

    async function draftArticle(request: APIRequestContext, headers: Json, slug: string) {
      const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers,
      });
      const category = ((await categories.json()) as Json).docs[0].id as number;
      const made = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers,
        data: {
          title: `Kopija članka ${stamp}`,
          slug,
          summary: 'Članak koji urednica kopira.',
          category,
          publishedOn: new Date().toISOString(),
          _status: 'draft',
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      return ((await made.json()) as Json).doc.id as number;
    }

    test('Duplicate makes a copy with a free address, and a copy of it the next one', async ({
      request,
    }) => {
      const headers = await asEditor(request);
      const slug = `kopija-${stamp}`;
      const made: number[] = [await draftArticle(request, headers, slug)];
      try {
        // The admin's Duplicate button: POST …/duplicate?locale= with the draft status.
        const duplicate = (id: number) =>
          request.post(`${api}/news/${id}/duplicate?locale=${locale}`, {
            headers,
            data: { _status: 'draft' },
          });
        const first = await duplicate(made[0]!);
        expect(first.status(), await first.text()).toBe(200);
        const copy = ((await first.json()) as Json).doc;
        made.push(copy.id);
        expect(copy.slug).toBe(`${slug}-2`);
        expect(copy.title).toBe(`Kopija članka ${stamp}`);
        expect(copy._status).toBe('draft');

        const second = await duplicate(copy.id);
        expect(second.status(), await second.text()).toBe(200);
        const copyOfCopy = ((await second.json()) as Json).doc;
        made.push(copyOfCopy.id);
        expect(copyOfCopy.slug).toBe(`${slug}-3`);
      } finally {
        for (const id of made) await request.delete(`${api}/news/${id}`, { headers });
      }
    });

    test("an editor's redirect stays on the site and never starts at a live page", async ({
      request,
    }) => {
      const headers = await asEditor(request);
      const from = `/stara-prijava-${stamp}`;
      const refusal = async (data: Json) => {
        const response = await request.post(`${api}/redirects`, { headers, data });
        expect(response.status(), await response.text()).toBe(400);
        return ((await response.json()) as Json).errors[0].data.errors[0] as {
          path: string;
          message: string;
        };
      };
      // Off the site: administrators only.
      expect(await refusal({ from, to: 'https://example.net/login' })).toMatchObject({
        path: 'to',
        message: expect.stringContaining('Only administrators may send visitors to another site'),
      });
      // From a page the site shows (the contact page, in each language): it would never be read.
      for (const language of market.router.locales) {
        expect(
          await refusal({ from: market.router.href('contact', language), to: '/' }),
        ).toMatchObject({ path: 'from', message: expect.stringContaining('live page') });
      }
      const stored = await request.get(`${api}/redirects?where[from][equals]=${from}`, { headers });
      expect(((await stored.json()) as Json).totalDocs).toBe(0);
    });

    test('a redirect from a live page is refused in the admin with the reason on its field', async ({
      page,
    }) => {
      // The API refuses it with the reason (the test above); in the admin the field is marked but its
      // words showed only while TabLanguage drew the form again, which is unregistered for now.
      test.fixme(true, 'the refusal marks the field but its words are not shown in the admin');
      await signInBrowser(page, market.baseURL);
      await page.goto(`${market.baseURL}/admin/collections/redirects/create?locale=${locale}`);
      await expect(page.locator('#field-from')).toBeEditable({ timeout: 30_000 });
      await page.locator('#field-from').fill(market.router.href('contact', locale));
      await page.locator('#field-to').fill('/');
      await page.getByRole('button', { name: /^save$/i }).click();
      const source = page.locator('.field-type.text', { has: page.locator('#field-from') });
      await expect(source).toHaveClass(/error/, { timeout: 15_000 });
      await expect(source).toContainText('live page');
    });

    test('the list of articles says who changed each, to an editor too', async ({
      page,
      request,
    }) => {
      const admin = await signIn(request, market.baseURL);
      const editorHeaders = await asEditor(request);
      const id = await draftArticle(request, admin, `tko-${stamp}`);
      try {
        const read = await request.get(`${api}/news/${id}?locale=${locale}&draft=true`, {
          headers: editorHeaders,
        });
        expect(((await read.json()) as Json).changedBy).toBe(administrator.email);

        await signInBrowser(page, market.baseURL, editor);
        await page.goto(
          `${market.baseURL}/admin/collections/news?where[id][equals]=${id}&locale=${locale}`,
        );
        const row = page.locator('tbody tr').first();
        await expect(row).toContainText(administrator.email, { timeout: 30_000 });
        await expect(page.locator('.table')).not.toContainText(/Untitled/);
        await expect(page.locator('thead')).toContainText('Last changed by');
      } finally {
        await request.delete(`${api}/news/${id}`, { headers: admin });
      }
    });

    test("a document's language is its tab's: English picked in one tab leaves a new article of another in its own", async ({
      page,
      request,
    }) => {
      // TabLanguage is not registered (backoffice/config.mts says why): its address rewrite lost
      // what staff typed while the form drew again.
      test.fixme(true, "the tab's language reaches the address only after the form has drawn");
      const headers = await asEditor(request);
      await signInBrowser(page, market.baseURL, editor);
      // Tab B: a new article, opened from an address without a language.
      await page.goto(`${market.baseURL}/admin/collections/news/create`);
      await expect(page).toHaveURL(new RegExp(`[?&]locale=${locale}`), { timeout: 30_000 });
      await expect(page.locator('#field-title')).toBeEditable({ timeout: 30_000 });
      // Tab A: the same editor switches to English (Payload keeps that for the account).
      const other = await page.context().newPage();
      await other.goto(`${market.baseURL}/admin/collections/news?locale=en`);
      await expect(other.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      await other.close();

      const title = `Jezik kartice ${stamp}`;
      await page.locator('#field-title').fill(title);
      await page.getByRole('button', { name: /save draft/i }).click();
      await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/, { timeout: 30_000 });
      const id = Number(/\/news\/(\d+)/.exec(page.url())![1]);
      try {
        // Reopened in the tab's language with the text just written, not in English and empty.
        await expect(page).toHaveURL(new RegExp(`[?&]locale=${locale}`));
        await expect(page.locator('#field-title')).toHaveValue(title, { timeout: 30_000 });
      } finally {
        await request.delete(`${market.baseURL}${backOfficeApi}/news/${id}`, { headers });
      }
    });

    test('at 375 px the publish button is on screen and a list keeps each row’s title beside its last column', async ({
      page,
      request,
    }) => {
      const admin = await signIn(request, market.baseURL);
      const id = await draftArticle(request, admin, `telefon-${stamp}`);
      try {
        await page.setViewportSize({ width: 375, height: 812 });
        // In the staff's language, whose words are the longest the buttons carry.
        await page.context().addCookies([
          {
            name: 'payload-lng',
            value: market.code === 'slo' ? 'sl' : 'hr',
            url: market.baseURL,
          },
        ]);
        await signInBrowser(page, market.baseURL);
        await page.goto(`${market.baseURL}/admin/collections/news/${id}?locale=${locale}`);
        const publish = page.locator('#action-save');
        await expect(publish).toBeVisible({ timeout: 30_000 });
        await expect(publish).toBeInViewport({ ratio: 1 });

        await page.goto(`${market.baseURL}/admin/collections/jobs?locale=${locale}`);
        const table = page.locator('.collection-list .table').first();
        await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
        await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect(table.locator('thead th').last()).toBeInViewport({ ratio: 0.9 });
        await expect(table.locator('tbody tr').first().locator('td').nth(1)).toBeInViewport({
          ratio: 0.9,
        });
      } finally {
        await request.delete(`${api}/news/${id}`, { headers: admin });
      }
    });

    test("the openings' list says which take applications: open, closed or expired", async ({
      page,
      request,
    }) => {
      const admin = await signIn(request, market.baseURL);
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const opening = async (title: string, closesOn: string, closed: boolean) => {
        const made = await request.post(`${api}/jobs?locale=${locale}&draft=true`, {
          headers: admin,
          data: { title, closesOn, postedOn: day(-30), closed, _status: 'draft' },
        });
        expect(made.status(), await made.text()).toBe(201);
        return ((await made.json()) as Json).doc as { id: number; takesApplications: string };
      };
      const made = [
        await opening(`Skladištar ${stamp}`, day(10), false),
        await opening(`Vozač ${stamp}`, day(-2), false),
        await opening(`Ljekarnik ${stamp}`, day(10), true),
      ];
      try {
        expect(made.map((doc) => doc.takesApplications)).toEqual(['open', 'expired', 'closed']);
        await signInBrowser(page, market.baseURL);
        await page.goto(
          `${market.baseURL}/admin/collections/jobs?where[title][contains]=${stamp}&locale=${locale}`,
        );
        await expect(page.locator('thead')).toContainText('Applications', { timeout: 30_000 });
        const rowOf = (title: string) => page.locator('tbody tr', { hasText: title });
        await expect(rowOf(`Skladištar ${stamp}`)).toContainText('Open');
        await expect(rowOf(`Vozač ${stamp}`)).toContainText('Expired');
        await expect(rowOf(`Ljekarnik ${stamp}`)).toContainText('Closed');
      } finally {
        for (const doc of made) await request.delete(`${api}/jobs/${doc.id}`, { headers: admin });
      }
    });
  });
}
