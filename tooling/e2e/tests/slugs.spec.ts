import { expect, test, type Page } from '@playwright/test';
import { backOfficeApi, signIn, signInBrowser } from '../support/backOffice';
import { markets, oneMarket, type MarketUnderTest } from '../support/markets';

/** A title in the market's language with the letters its addresses write plainly, and its slug. */
const titleWithDiacritics: Record<MarketUnderTest['code'], { title: string; slug: string }> = {
  cro: { title: 'Novo skladište u Đakovu – ŽUPANIJA', slug: 'novo-skladiste-u-djakovu-zupanija' },
  slo: { title: 'Nova lekarna v Šmarju pri Jelšah', slug: 'nova-lekarna-v-smarju-pri-jelsah' },
  bih: { title: 'Đački dom u Žepču i Čapljini', slug: 'djacki-dom-u-zepcu-i-capljini' },
};

/** The administrator's session in the browser: the run's stored one (support/globalSetup.ts). */
async function signInAdmin(page: Page, baseURL: string) {
  await signInBrowser(page, baseURL);
}

// Two documents of one collection cannot share an address in a language: the save that would make the
// second one is refused with the reason on the slug field, so no article hides another one and the
// feed and sitemap never list an address twice. Drafts only, on the shared servers: nothing public changes.
// A slug is made from the title in each market's language, its own letters written plainly: per market.
for (const market of markets) {
  test.describe(`${market.code}: slugs`, () => {
    const locale = market.router.defaultLocale;

    test('a slug is made from the title as staff type it, until they write their own', async ({
      page,
    }) => {
      const stamp = Date.now().toString(36);
      const { title, slug } = titleWithDiacritics[market.code];
      await signInAdmin(page, market.baseURL);
      await page.goto(`${market.baseURL}/admin/collections/news/create?locale=${locale}`);
      const titleField = page.locator('#field-title');
      const slugField = page.locator('#field-slug');
      await expect(titleField).toBeEditable({ timeout: 30_000 });
      await titleField.pressSequentially(`${title} ${stamp}`, { delay: 20 });
      await expect(slugField).toHaveValue(`${slug}-${stamp}`);
      // The title's length against its limit, under the field.
      await expect(page.locator('[data-length-hint="title"]')).toContainText(
        `${title.length + 1 + stamp.length} / 100 characters`,
      );

      // Staff's own slug stays theirs while the title changes on.
      await slugField.fill(`moja-adresa-${stamp}`);
      await titleField.pressSequentially(' dodatak', { delay: 20 });
      await expect(slugField).toHaveValue(`moja-adresa-${stamp}`);
    });
  });
}

// The refusals of a taken or malformed address are site-core's, the same in every market: one market
// runs them.
for (const market of oneMarket('cro')) {
  test.describe(`${market.code}: slugs`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const locale = market.router.defaultLocale;

    test("an article cannot take another article's address in the same language", async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const slug = `dvojnik-${Date.now().toString(36)}`;
      const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: staff,
      });
      const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
      const article = (title: string, status: 'draft' | 'published') => ({
        title,
        slug,
        summary: 'Dva članka ne mogu imati istu adresu.',
        category,
        publishedOn: new Date().toISOString(),
        _status: status,
      });

      const first = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: staff,
        data: article('Prvi članak s adresom', 'draft'),
      });
      expect(first.status(), await first.text()).toBe(201);
      const { doc } = (await first.json()) as { doc: { id: number } };

      try {
        const second = await request.post(`${api}/news?locale=${locale}`, {
          headers: staff,
          data: article('Drugi članak s istom adresom', 'published'),
        });
        expect(second.status()).toBe(400);
        const body = JSON.stringify(await second.json());
        // The reason names the field and the address (the admin also marks the slug field with it).
        expect(body).toContain(
          `Slug: Another article in this language has the address \\"${slug}\\"`,
        );
        // Nothing was stored under that address besides the first draft.
        const same = await request.get(
          `${api}/news?locale=${locale}&draft=true&where[slug][equals]=${slug}`,
          { headers: staff },
        );
        expect(((await same.json()) as { totalDocs: number }).totalDocs).toBe(1);
      } finally {
        await request.delete(`${api}/news/${doc.id}`, { headers: staff });
      }
    });

    test('a draft with spaces or diacritics in its slug is refused with the reason on the slug field', async ({
      page,
      request,
    }) => {
      const stamp = Date.now().toString(36);
      const staff = await signIn(request, market.baseURL);
      const badSlug = `Članak s razmacima ${stamp}`;

      // Through the API: a draft is refused at once, the reason on the field, not at publish time.
      const refused = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: staff,
        data: { title: `Loša adresa ${stamp}`, slug: badSlug, _status: 'draft' },
      });
      expect(refused.status()).toBe(400);
      const body = (await refused.json()) as {
        errors: { message: string; data?: { errors: { path: string; message: string }[] } }[];
      };
      expect(body.errors[0]!.data!.errors[0]).toMatchObject({
        path: 'slug',
        message: expect.stringContaining('lowercase letters a-z and digits and single hyphens'),
      });
      const stored = await request.get(
        `${api}/news?locale=${locale}&draft=true&where[title][equals]=${encodeURIComponent(`Loša adresa ${stamp}`)}`,
        { headers: staff },
      );
      expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0);

      // In the admin: the field says what an address may hold as it is typed, and Save draft is
      // refused with the same words, the draft not stored.
      await signInAdmin(page, market.baseURL);
      await page.goto(`${market.baseURL}/admin/collections/news/create?locale=${locale}`);
      await expect(page.locator('#field-title')).toBeEditable({ timeout: 30_000 });
      await page.locator('#field-title').fill(`Loša adresa ${stamp}`);
      await page.locator('#field-slug').fill(badSlug);
      const slugProblem = page.locator('[data-slug-problem]');
      await expect(slugProblem).toContainText(
        'lowercase letters a-z and digits and single hyphens',
      );
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/admin/api/news') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: /save draft/i }).click();
      expect((await saved).status()).toBe(400);
      // The toast says it whole (no colon for Payload's toast to cut).
      await expect(page.locator('.payload-toast-container')).toContainText(
        'An address holds lowercase letters a-z and digits and single hyphens only (no spaces and no č ć ž š đ)',
      );
      await expect(slugProblem).toBeVisible();
      await expect(page).toHaveURL(/\/create/);

      // Corrected, the message goes.
      await page.locator('#field-slug').fill(`losa-adresa-${stamp}`);
      await expect(slugProblem).toHaveCount(0);
    });
  });
}
