import { expect, test } from '@playwright/test';
import {
  PostType,
  articlesIn,
  fixedBrandRoutes,
  type Locale,
  type ResolvedRoute,
  type RouteName,
} from '@medivia/site-core/model';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';
import { isClosedOpening, markets, type MarketUnderTest } from '../support/markets';

// Each market and locale is independent of the others: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * The route table's brand pages that are scanned: one of each kind (a company with its products
 * below it, a medical device with the report link beside it, a herbal medicine, a pharmacy product,
 * a cosmetic, the survey). All are one template (BrandTemplate) whose parts follow the kind; the
 * other brand pages differ from these by their copy only.
 */
const brandPageOfEachKind = new Set<RouteName>([
  'galderma',
  'galdermaActinica',
  'rowaRowatinex',
  'schmidgallCarmolPastilles',
  'galdermaCetaphil',
  'cochlearWellBeing',
]);

/**
 * What a page is, for the scan. Most routes are a page of their own. Where many pages share one
 * template and differ by their copy, one page of each kind is scanned: an article of the news and
 * one of the events, a filter by post type and one by category, an open opening and a closed one
 * (its 410 page), a back-office brand page per department, the brand pages above. Undefined: a
 * page not scanned.
 */
function kindOf(market: MarketUnderTest, route: ResolvedRoute, locale: Locale) {
  const { slug } = route.params;
  switch (route.name) {
    case 'newsArticle': {
      const article = articlesIn(market.config.news, locale).find((a) => a.t.slug === slug);
      return article?.type === PostType.event ? 'event' : 'news article';
    }
    case 'newsCategory':
      return market.config.news.categories.some((c) => c.translations[locale]?.slug === slug)
        ? 'news filter by category'
        : 'news filter by post type';
    case 'jobOpening':
      return isClosedOpening(market, route, locale) ? 'closed opening' : 'open opening';
  }
  if ((fixedBrandRoutes as readonly RouteName[]).includes(route.name))
    return brandPageOfEachKind.has(route.name) ? route.name : undefined;
  return route.name;
}

/**
 * The pages of a locale that are scanned, the first of each kind, and its 404: every route template
 * and every locale, in each market. Each scan takes seconds, so they are scanned in halves.
 */
function pagesOf(market: MarketUnderTest, locale: Locale): string[] {
  const prefix = locale === market.router.defaultLocale ? '' : `/${locale}`;
  const kinds = new Set<string>();
  const scanned = market.router.pages(locale).filter((route) => {
    const kind = kindOf(market, route, locale);
    if (kind === undefined || kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
  return [
    ...scanned.map((route) => market.router.href(route.name, locale, route.params)),
    `${prefix}/ova-stranica-ne-postoji`,
  ];
}

for (const market of markets) {
  for (const locale of market.router.locales) {
    const hrefs = pagesOf(market, locale);
    const half = Math.ceil(hrefs.length / 2);
    // Two tests a locale, so that the two workers share the locales' scans evenly to the end.
    for (const [part, pages] of [
      ['first half', hrefs.slice(0, half)],
      ['second half', hrefs.slice(half)],
    ] as const) {
      test(`${market.code} ${locale}: axe finds nothing on any page (${part})`, async ({
        browser,
      }) => {
        test.setTimeout(300_000);
        // @axe-core/playwright needs a page from its own context.
        const context = await browser.newContext({ baseURL: market.baseURL });
        const page = await context.newPage();
        const found: string[] = [];
        // These are the crawl's pages with scripts on (routes.spec.ts reads every page with them off):
        // a script that throws on any template fails here too.
        let current = '';
        page.on('pageerror', (error) => found.push(`${current}: script error: ${error.message}`));
        for (const href of pages) {
          current = href;
          await page.goto(encodeURI(href));
          await expect(page.locator('h1')).toHaveCount(1);
          found.push(...(await axeViolations(page, href)));
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
}

// The overlays render only after a click, so the page scans above never see them.
for (const market of markets) {
  test(`${market.code}: axe finds nothing with the mobile menu or the contact overlay open`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: market.baseURL });
    const page = await context.newPage();
    const found: string[] = [];
    const scan = async (what: string) => found.push(...(await axeViolations(page, what)));
    const about = market.router.href('about', market.router.defaultLocale);

    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, about);
    const mobileMenu = page.locator('header details:has(> summary):visible').last();
    await mobileMenu.locator('summary').click();
    await expect(mobileMenu).toHaveAttribute('open', '');
    await scan('mobile menu');
    await page.keyboard.press('Escape');
    await expect(mobileMenu).not.toHaveAttribute('open');

    await page.setViewportSize({ width: 1280, height: 800 });
    // The header's Contact is a link to the contact page that, once hydrated, opens the overlay.
    const contact = market.router.href('contact', market.router.defaultLocale);
    await page.locator(`header a[href="${contact}"]:visible`).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('select, input').first()).toBeVisible();
    await scan('contact overlay');
    await context.close();
    expect(found).toEqual([]);
  });
}
