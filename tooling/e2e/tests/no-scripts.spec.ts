import { expect, test, type Page } from '@playwright/test';
import {
  coreCatalogues,
  localeTags,
  routeNames,
  routeTable,
  type Locale,
  type RouteName,
} from '@medivia/site-core/model';
import { markets, type MarketUnderTest } from '../support/markets';

// The site without JavaScript: every page is complete as served, every footer destination is a plain
// link, the 404 is a whole page, and search works through its GET form. The header's dropdown menus
// belong to the menu work; only the header's top-level links are checked here.
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'parallel' });

const message = (market: MarketUnderTest, locale: Locale, id: string) =>
  market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

/** The same-origin destinations of the links in `scope`, without fragments, each once. */
async function destinations(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

async function expectAnswers200(page: Page, hrefs: string[]) {
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
}

for (const market of markets) {
  const { router } = market;
  for (const locale of router.locales) {
    const t = (id: string) => message(market, locale, id);
    const prefix = locale === router.defaultLocale ? '' : `/${locale}`;

    test.describe(`${market.code} ${locale} without JavaScript`, () => {
      test.use({ baseURL: market.baseURL });

      // Every route's page without scripts (a main landmark, one h1, its text): routes.spec.ts's crawl,
      // which runs with scripts off and checks that beside the rest.

      test("every footer destination and the header's top-level links answer 200", async ({
        page,
      }) => {
        await page.goto(router.href('home', locale));
        await expectAnswers200(page, await destinations(page, 'footer a[href]'));
        // Top-level links only: the dropdowns' own links are the menu work's to check.
        await expectAnswers200(
          page,
          await destinations(page, 'header a[href]:not(header [role="menu"] a, header ul ul a)'),
        );
      });

      test('hidden routes and unknown paths answer 404 with the localized 404 page, complete: status, language, heading, header, footer and three links', async ({
        page,
      }) => {
        const hidden = routeNames.filter(
          (name: RouteName) =>
            !router.isVisible(name) && !routeTable[name].paths[locale].includes('[slug]'),
        );
        const probes = [
          ...hidden.map((name) => router.href(name, locale)),
          `${prefix}/ova-stranica-ne-postoji`,
          `${router.href('news', locale)}/nepostojeci-clanak`,
        ].map(encodeURI);
        // An escape that decodes to no character, as a mistyped or cut link carries it.
        probes.push(`${prefix}/novosti%E0%A4%A`);
        for (const href of probes) {
          const response = await page.goto(href);
          expect(response?.status(), href).toBe(404);
          await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
          await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(
            t('notFound.title'),
          );
          await expect(page.getByText(t('notFound.message'))).toBeVisible();
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          const section = page.locator('main section[aria-labelledby="not-found-title"]');
          await expect(section.getByRole('link')).toHaveCount(3);
          await expect(
            section.getByRole('link', { name: t('notFound.home'), exact: true }),
          ).toHaveAttribute('href', router.href('home', locale));
          await expect(
            section.getByRole('link', { name: t('notFound.contact'), exact: true }),
          ).toBeVisible();
          await expectAnswers200(page, await destinations(page, 'main section a[href]'));
        }
      });

      test('search works through its form', async ({ page }) => {
        const target = 'warehousingAndTransport';
        const query = t(`route.${target}.title`);
        await page.goto(router.href('search', locale));
        await page.getByRole('searchbox', { name: t('search.field') }).fill(query);
        await page
          .getByRole('main')
          .getByRole('button', { name: t('search.submit') })
          .click();
        await expect(page).toHaveURL(new RegExp(`${router.href('search', locale)}\\?q=`));
        await expect(page.getByRole('main').getByRole('status')).toContainText(query);
        await expect(
          page
            .getByRole('main')
            .getByRole('list', { name: t('search.results') })
            .getByRole('link', { name: query })
            .first(),
        ).toHaveAttribute('href', router.href(target, locale));
      });
    });
  }
}
