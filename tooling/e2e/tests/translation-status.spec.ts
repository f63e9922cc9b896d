import { expect, test, type Page } from '@playwright/test';
import { backOfficeApi, signIn, signInBrowser } from '../support/backOffice';
import { oneMarket } from '../support/markets';

/** The administrator's session in the browser: the run's stored one (support/globalSetup.ts). */
async function signInAdmin(page: Page, baseURL: string) {
  await signInBrowser(page, baseURL);
}

// Staff see, in the list and on the document, which languages an article is complete in: one
// written in the market's language only is flagged as missing English until its English texts are
// written. Drafts only, on the shared servers: nothing public changes. The list column and the panel
// are site-core's admin components, the same in every market: one market runs them.
for (const market of oneMarket('cro')) {
  test.describe(`${market.code}: translation status`, () => {
    const api = `${market.baseURL}${backOfficeApi}`;
    const locale = market.router.defaultLocale;
    const other = market.router.locales.find((l) => l !== locale)!;

    test('an article missing English is flagged in the list and on the document until translated', async ({
      page,
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const stamp = Date.now().toString(36);
      const title = `Samo na jednom jeziku ${stamp}`;
      const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: staff,
      });
      const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
      const created = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: staff,
        data: {
          title,
          summary: 'Članak još nije preveden.',
          category,
          publishedOn: new Date().toISOString(),
          _status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { doc } = (await created.json()) as { doc: { id: number } };
      try {
        await signInAdmin(page, market.baseURL);
        await page.goto(
          `${market.baseURL}/admin/collections/news?locale=${locale}&where[title][equals]=${encodeURIComponent(title)}`,
        );
        const row = page.getByRole('row', { name: new RegExp(title) });
        const status = row.locator('[data-translation-status]');
        await expect(status.locator(`[data-locale="${locale}"]`)).toHaveText(
          `${locale.toUpperCase()} ✓`,
        );
        await expect(status.locator(`[data-locale="${other}"]`)).toHaveText(
          `${other.toUpperCase()} missing`,
        );

        await page.goto(`${market.baseURL}/admin/collections/news/${doc.id}?locale=${locale}`);
        const panel = page.locator('[data-translation-panel]');
        await expect(panel.locator(`li[data-locale="${other}"]`)).toHaveText(
          'English: Missing: Title, Slug, Summary.',
        );

        const translated = await request.patch(`${api}/news/${doc.id}?locale=${other}&draft=true`, {
          headers: staff,
          data: {
            title: `Only in one language ${stamp}`,
            // Left empty, the slug is made from the title.
            slug: '',
            summary: 'Now translated.',
            _status: 'draft',
          },
        });
        expect(translated.status(), await translated.text()).toBe(200);
        await page.goto(
          `${market.baseURL}/admin/collections/news?locale=${locale}&where[title][equals]=${encodeURIComponent(title)}`,
        );
        await expect(status.locator(`[data-locale="${other}"]`)).toHaveText(
          `${other.toUpperCase()} ✓`,
        );
        await page.goto(`${market.baseURL}/admin/collections/news/${doc.id}?locale=${locale}`);
        await expect(panel.locator('[data-translation-status]')).toBeVisible();
        await expect(panel.locator('li')).toHaveCount(0);
      } finally {
        await request.delete(`${api}/news/${doc.id}`, { headers: staff });
      }
    });
  });
}
