import { expect, test, type Page } from '@playwright/test';
import { backOfficeApi, signIn, signInBrowser } from '../support/backOffice';
import { oneMarket, type MarketUnderTest } from '../support/markets';

/*
 * The admin as staff use it on a phone, in their own language (issue #28): every screen they work in
 * fits a 375 px wide screen without scrolling sideways, the length counters count in their language,
 * and the back office's refusals (here: an address another article has) are said in it too. The other
 * specs read the admin in English (playwright.config.ts); this one as staff who never picked it.
 */

const staffLanguage: Record<MarketUnderTest['code'], 'hr' | 'sl'> = {
  cro: 'hr',
  slo: 'sl',
  bih: 'hr',
};

/** The counter under a news title, and the taken address's refusal, in each staff language. */
const said = {
  hr: {
    companyTabs: ['Registracija', 'Uprava i kapital', 'Bankovni računi'],
    registrationHelp:
      'Kako je upisano u sudski registar: prikazuje se na stranici s informacijama o tvrtki.',
    counter: /^\d+ \/ 100 znakova\.$/,
    slugTaken: (slug: string) =>
      `Adresa (slug): Drugi članak na ovom jeziku već ima adresu „${slug}”: odaberite drugu adresu.`,
  },
  sl: {
    companyTabs: ['Registracija', 'Uprava in kapital', 'Bančni računi'],
    registrationHelp: 'Kot je vpisano v sodni register: prikazano na strani s podatki o podjetju.',
    counter: /^\d+ \/ 100 znakov\.$/,
    slugTaken: (slug: string) =>
      `Naslov URL (slug): Drug članek v tem jeziku že ima naslov »${slug}«: izberite drug naslov URL.`,
  },
} as const;

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 812 } });

/** The administrator's session in this page's browser, its admin in `language`. */
async function signInAs(page: Page, baseURL: string, language: string) {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL }]);
  await signInBrowser(page, baseURL);
}

/** How much wider than the window the page is, and its widest boxes when it is (for the message). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} → ${Math.round(right)}`,
      );
    return { scrollWidth, widest };
  });

/**
 * One market per staff language: what these tests read is the admin in that language (site-core's
 * screens and words), the same in every market that speaks it. cro speaks Croatian as bih does, and
 * slo Slovenian.
 */
const oneMarketPerLanguage = [...oneMarket('cro'), ...oneMarket('slo')].filter(
  (market, index, chosen) => chosen.findIndex((other) => other.code === market.code) === index,
);

for (const market of oneMarketPerLanguage) {
  const language = staffLanguage[market.code];
  const api = `${market.baseURL}${backOfficeApi}`;
  const locale = market.router.defaultLocale;

  test.describe(`${market.code}: the admin on a phone, in ${language}`, () => {
    test('the dashboard, lists and edit views staff work in fit 375 px without sideways scrolling', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const staff = await signIn(request, market.baseURL);
      const firstId = async (collection: string) => {
        const list = await request.get(`${api}/${collection}?limit=1&depth=0&draft=true`, {
          headers: staff,
        });
        expect(list.status(), collection).toBe(200);
        return ((await list.json()) as { docs: { id: number }[] }).docs[0]!.id;
      };
      const views = [
        '',
        '/collections/news',
        `/collections/news/${await firstId('news')}`,
        '/collections/jobs',
        `/collections/jobs/${await firstId('jobs')}`,
        '/globals/company',
        '/globals/department-directory',
        '/collections/departments',
        `/collections/departments/${await firstId('departments')}`,
        '/collections/locations',
      ];
      await signInAs(page, market.baseURL, language);
      const tooWide: string[] = [];
      for (const view of views) {
        await page.goto(`${market.baseURL}/admin${view}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The view's own content is there (not the sign-in or a loading shell).
        await expect(page.locator('.template-default__wrap, .dashboard').first()).toBeVisible({
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle');
        // The dashboard's launch checklist, its table of sample values open.
        const samples = page.locator('section[aria-labelledby="launch-checklist"] details');
        if (!view && (await samples.count())) await samples.locator('summary').click();
        const { scrollWidth, widest } = await overflowOf(page);
        if (scrollWidth > 375)
          tooWide.push(`${view || '/'}: ${scrollWidth} px (${widest.join(', ')})`);
      }
      expect(tooWide).toEqual([]);
    });

    test('the company’s data names its tabs and their help in the staff’s language', async ({
      page,
    }) => {
      await signInAs(page, market.baseURL, language);
      await page.goto(`${market.baseURL}/admin/globals/company`);
      for (const tab of said[language].companyTabs)
        await expect(page.getByRole('button', { name: tab, exact: true })).toBeVisible({
          timeout: 30_000,
        });
      await expect(page.getByText(said[language].registrationHelp)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Registration', exact: true })).toHaveCount(0);
    });

    test('the title’s length counter counts in the staff’s language', async ({ page, request }) => {
      const staff = await signIn(request, market.baseURL);
      const list = await request.get(`${api}/news?limit=1&depth=0`, { headers: staff });
      const [article] = ((await list.json()) as { docs: { id: number }[] }).docs;
      await signInAs(page, market.baseURL, language);
      await page.goto(`${market.baseURL}/admin/collections/news/${article!.id}`);
      await expect(page.locator('[data-length-hint="title"]')).toHaveText(said[language].counter, {
        timeout: 30_000,
      });
    });

    test('an address another article has is refused on the slug field in the staff’s language', async ({
      request,
    }) => {
      const staff = await signIn(request, market.baseURL);
      const inLanguage = { ...staff, cookie: `payload-lng=${language}` };
      const categories = await request.get(`${api}/news-categories?locale=${locale}&limit=1`, {
        headers: staff,
      });
      const category = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id;
      const slug = `zauzeta-adresa-${Date.now().toString(36)}`;
      const article = (title: string) => ({
        title,
        slug,
        summary: 'Dva članka ne mogu imati istu adresu.',
        category,
        publishedOn: new Date().toISOString(),
        _status: 'draft',
      });
      const first = await request.post(`${api}/news?locale=${locale}&draft=true`, {
        headers: inLanguage,
        data: article('Prvi članak s adresom'),
      });
      expect(first.status(), await first.text()).toBe(201);
      const { doc } = (await first.json()) as { doc: { id: number } };
      try {
        const second = await request.post(`${api}/news?locale=${locale}&draft=true`, {
          headers: inLanguage,
          data: article('Drugi članak s istom adresom'),
        });
        expect(second.status()).toBe(400);
        const { errors } = (await second.json()) as {
          errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[];
        };
        expect(errors[0]?.data?.errors).toEqual([
          { path: 'slug', message: said[language].slugTaken(slug) },
        ]);
        // English staff (and scripts) still read it in English.
        const english = await request.post(`${api}/news?locale=${locale}&draft=true`, {
          headers: { ...staff, cookie: 'payload-lng=en' },
          data: article('Drugi članak s istom adresom'),
        });
        expect(JSON.stringify(await english.json())).toContain(
          `Slug: Another article in this language has the address \\"${slug}\\"`,
        );
      } finally {
        await request.delete(`${api}/news/${doc.id}`, { headers: staff });
      }
    });
  });
}
