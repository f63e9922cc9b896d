import { expect, test, type APIRequestContext } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { oneMarket } from '../support/markets';
import { png } from '../support/png';

/*
 * The back office's API on the public internet (docs/architecture.md, "Security rules"): a request
 * cannot make it read megabytes, and a page on another site cannot make a signed-in editor's browser
 * change anything. On the shared servers, whose SERVER_URL is their own address (playwright.config):
 * what is created or changed here is media this spec uploads itself, shown on no page.
 */

/** A browser on another site. */
const foreignOrigin = 'http://evil.example';
/** Before the bounds: 15.9 MB in 7.2 s (GraphQL), 40 MB in 0.5 s (REST). */
const SMALL_BYTES = 100_000;
const QUICK_MS = 2_000;

/** The related articles of each article, fourteen levels deep: 356 bytes that read everything. */
const deepQuery = `{ NewsArticles(limit: 100) { docs { ${'related { '.repeat(14)}title${' }'.repeat(14)} } } }`;

/** Sends a request and says how long the answer took to arrive whole, and how large it was. */
async function timed(send: () => ReturnType<APIRequestContext['get']>) {
  const started = Date.now();
  const response = await send();
  const body = await response.body();
  return { response, bytes: body.byteLength, ms: Date.now() - started, text: body.toString() };
}

/**
 * The session as the cookie a browser sends by itself: Payload's `payload-token` cookie holds the same
 * token its login answers with (signIn keeps one session per server, so `request` may never have seen
 * the Set-Cookie of that login).
 */
function sessionCookie(staff: Record<string, string>): string {
  const token = staff.Authorization?.replace(/^JWT /, '');
  expect(token, 'signIn answers a session token').toBeTruthy();
  return `payload-token=${token}`;
}

// The bounds and the origin check are site-core's, the same in every market: one market runs them.
for (const market of oneMarket('cro')) {
  test.describe(`${market.code}: the back office API is bounded and same-origin`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const siteOrigin = new URL(market.baseURL).origin;
    const locale = market.router.defaultLocale;

    test('a GraphQL query nesting related articles 14 deep is refused at once, in a few bytes', async ({
      request,
    }) => {
      // GraphQL itself answers a reasonable query (an article with its related articles); asked first,
      // so the time below is the refusal's, not the route's first load.
      const reasonable = await request.post(`${api}/graphql`, {
        data: { query: '{ NewsArticles(limit: 5) { docs { title related { title } } } }' },
      });
      expect(reasonable.status()).toBe(200);
      const { data } = await reasonable.json();
      expect(data.NewsArticles.docs.length).toBeGreaterThan(0);

      expect(Buffer.byteLength(deepQuery)).toBeLessThan(400);
      const deep = await timed(() =>
        request.post(`${api}/graphql`, { data: { query: deepQuery } }),
      );
      expect(deep.response.status(), deep.text.slice(0, 300)).toBe(400);
      expect(deep.bytes).toBeLessThan(SMALL_BYTES);
      expect(deep.ms).toBeLessThan(QUICK_MS);
      expect(JSON.parse(deep.text)).toMatchObject({ error: 'query_too_deep' });
    });

    test('REST reads ten levels deep are refused for visitors and staff alike; bounded reads answer', async ({
      request,
      playwright,
    }) => {
      const visitor = await playwright.request.newContext();
      // A visitor's bounded read is answered (first, so the time below is not the route's first load).
      const bounded = await visitor.get(`${api}/news?depth=1&limit=20&locale=${locale}`);
      expect(bounded.status()).toBe(200);
      expect((await bounded.json()).docs.length).toBeGreaterThan(0);

      const deep = await timed(() => visitor.get(`${api}/news?depth=10&limit=100`));
      expect(deep.response.status(), deep.text.slice(0, 300)).toBe(400);
      expect(deep.bytes).toBeLessThan(SMALL_BYTES);
      expect(deep.ms).toBeLessThan(QUICK_MS);
      expect(JSON.parse(deep.text)).toMatchObject({ error: 'over_limit', parameter: 'depth' });
      // Every document at once is a page size too.
      expect((await visitor.get(`${api}/news?limit=0&depth=0`)).status()).toBe(400);
      const staff = await signIn(request, market.baseURL);
      const asStaff = await request.get(`${api}/news?depth=10&limit=100`, { headers: staff });
      expect(asStaff.status()).toBe(400);
      const staffBounded = await request.get(`${api}/news?depth=3&limit=250&locale=${locale}`, {
        headers: staff,
      });
      expect(staffBounded.status()).toBe(200);
      await visitor.dispose();
    });

    test('with a session cookie, changes sent from another site are refused (403) and the same from the site are made', async ({
      request,
      playwright,
    }) => {
      const staff = await signIn(request, market.baseURL);
      // A client that authenticates by the cookie alone, as a browser does.
      const browser = await playwright.request.newContext({
        extraHTTPHeaders: { cookie: sessionCookie(staff) },
      });
      const stamp = Date.now();
      const upload = (alt: string) => ({
        file: { name: `csrf-${stamp}.png`, mimeType: 'image/png', buffer: png(40, 30) },
        _payload: JSON.stringify({ alt }),
      });
      const media = async (alt: string) => {
        const found = await request.get(
          `${api}/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0&locale=${locale}`,
          { headers: staff },
        );
        return (await found.json()).docs as { id: number; alt: string }[];
      };

      // Multipart POST (an upload).
      const forged = await browser.post(`${api}/media?locale=${locale}`, {
        headers: { origin: foreignOrigin },
        multipart: upload(`Forged ${stamp}`),
      });
      expect(forged.status(), await forged.text()).toBe(403);
      expect(await forged.json()).toMatchObject({ error: 'cross_origin' });
      expect(await media(`Forged ${stamp}`)).toHaveLength(0);

      const uploaded = await browser.post(`${api}/media?locale=${locale}`, {
        headers: { origin: siteOrigin },
        multipart: upload(`Own ${stamp}`),
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const { doc } = (await uploaded.json()) as { doc: { id: number } };

      // PATCH.
      const patch = (origin: Record<string, string>, alt: string) =>
        browser.patch(`${api}/media/${doc.id}?locale=${locale}&depth=0`, {
          headers: origin,
          data: { alt },
        });
      const forgedPatch = await patch({ origin: foreignOrigin }, `Changed elsewhere ${stamp}`);
      expect(forgedPatch.status()).toBe(403);
      // Without Origin, the Referer says where the page was.
      const forgedByReferer = await patch(
        { referer: `${foreignOrigin}/form.html` },
        `Changed elsewhere ${stamp}`,
      );
      expect(forgedByReferer.status()).toBe(403);
      expect(await media(`Changed elsewhere ${stamp}`)).toHaveLength(0);

      const ownPatch = await patch({ origin: siteOrigin }, `Changed here ${stamp}`);
      expect(ownPatch.status(), await ownPatch.text()).toBe(200);
      expect((await media(`Changed here ${stamp}`)).map((found) => found.id)).toEqual([doc.id]);

      // GraphQL travels as a POST: a mutation from another site is refused the same way.
      const forgedMutation = await browser.post(`${api}/graphql`, {
        headers: { origin: foreignOrigin },
        data: { query: `mutation { deleteMedia(id: ${doc.id}) { id } }` },
      });
      expect(forgedMutation.status()).toBe(403);
      expect(await media(`Changed here ${stamp}`)).toHaveLength(1);
      await browser.dispose();
    });

    test('the admin, signed in, still uploads and saves from its own pages', async ({
      page,
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const [name, value] = sessionCookie(staff).split('=') as [string, string];
      await page.context().addCookies([{ name, value, url: market.baseURL }]);
      const stamp = Date.now();

      // An upload: the admin posts the file and its fields as multipart, from its own origin.
      await page.goto(`${market.baseURL}/admin/collections/media/create`);
      await page.locator('input[type="file"]').setInputFiles({
        name: `admin-${stamp}.png`,
        mimeType: 'image/png',
        buffer: png(60, 40),
      });
      // The default language's alt text (the drawer also offers the other language's, #41).
      const alt = page.locator('#field-alt');
      await alt.fill(`Uploaded in the admin ${stamp}`);
      await page.getByRole('button', { name: /^save$/i }).click();
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 });
      const id = page.url().match(/media\/(\d+)/)![1];

      // A save: the admin sends a PATCH (and its form state through server functions).
      await alt.fill(`Saved in the admin ${stamp}`);
      await page.getByRole('button', { name: /^save$/i }).click();
      await expect
        .poll(async () => {
          const stored = await request.get(`${api}/media/${id}?depth=0&locale=${locale}`, {
            headers: staff,
          });
          return (await stored.json()).alt;
        })
        .toBe(`Saved in the admin ${stamp}`);
    });

    test('GraphQL errors name what is wrong without suggesting what exists', async ({
      request,
    }) => {
      const typo = await request.post(`${api}/graphql`, {
        data: { query: '{ NewsArticles(limt: 5) { docs { titel } } }' },
      });
      expect(typo.status()).toBe(400);
      const text = await typo.text();
      expect(text).toContain('titel');
      expect(text).toContain('limt');
      expect(text).not.toMatch(/did you mean/i);
      expect(text).not.toMatch(/"title"|"limit"/);

      // Nor does the schema describe itself in production.
      const introspection = await request.post(`${api}/graphql`, {
        data: { query: '{ __schema { types { name } } }' },
      });
      expect(introspection.status()).toBe(400);
      expect(await introspection.text()).not.toContain('NewsArticle');
    });
  });
}
