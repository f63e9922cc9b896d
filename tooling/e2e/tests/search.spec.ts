import { expect, test, type Page } from '@playwright/test';
import { type Locale, coreCatalogues } from '@medivia/site-core/model';
import { foldText } from '@medivia/site-core/testing';
import { markets, oneMarket, type MarketUnderTest } from '../support/markets';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';

const message = (market: MarketUnderTest, locale: Locale, id: string) =>
  market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

/** The longest word of a text with two of its middle letters swapped: one typo. */
function withTypo(text: string): string {
  const word = text.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
}

const resultLinks = (page: Page, market: MarketUnderTest, locale: Locale) =>
  page
    .getByRole('main')
    .getByRole('list', { name: message(market, locale, 'search.results') })
    .getByRole('heading')
    .getByRole('link');

test.describe.configure({ mode: 'parallel' });

for (const market of markets) {
  const { router } = market;

  test.describe(`${market.code} site search`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 1280, height: 900 } });

    for (const locale of router.locales) {
      const t = (id: string) => message(market, locale, id);
      const searchHref = router.href('search', locale);
      const target = 'warehousingAndTransport';
      const targetHref = router.href(target, locale);
      // "Skladištenje i transport" typed as "skladistenje i transport": no diacritics at all.
      const plainQuery = foldText(t(`route.${target}.title`));

      test(`${locale}: without JavaScript the GET form finds a page by a word typed without diacritics`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          baseURL: market.baseURL,
          javaScriptEnabled: false,
        });
        const page = await context.newPage();
        await page.goto(router.href('home', locale));
        // Without scripts the header's search toggle is a link to the search page.
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('nav.search'), exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${searchHref}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.search.title'));

        await page.getByRole('searchbox', { name: t('search.field') }).fill(plainQuery);
        await page
          .getByRole('main')
          .getByRole('button', { name: t('search.submit') })
          .click();
        await expect(page).toHaveURL(
          `${searchHref}?q=${encodeURIComponent(plainQuery).replace(/%20/g, '+')}`,
        );
        await expect(page.getByRole('main').getByRole('status')).toContainText(plainQuery);
        await expect(resultLinks(page, market, locale).first()).toHaveAttribute('href', targetHref);
        await expect(page.getByRole('searchbox', { name: t('search.field') })).toHaveValue(
          plainQuery,
        );
        await context.close();
      });
    }

    const locale = router.defaultLocale;
    const t = (id: string) => message(market, locale, id);
    const target = 'diagnostics';
    const title = t(`route.${target}.title`);
    const typo = withTypo(title);

    test(`${locale}: with JavaScript, typing a word with a typo shows instant results; a click and Enter lead on`, async ({
      page,
    }) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/search-index.json')) indexRequests.push(request.url());
      });
      await gotoHydrated(page, '/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: t('nav.search') }).click();
      const field = header.getByRole('searchbox', { name: t('nav.searchLabel') });
      await expect(field).toBeFocused();
      await field.pressSequentially(typo);
      const instant = header.getByRole('list', { name: t('search.instant.label') });
      await expect(instant.getByRole('link').first()).toHaveAttribute(
        'href',
        router.href(target, locale),
      );
      await expect(header.getByRole('status')).not.toBeEmpty();
      expect(indexRequests).toHaveLength(1);

      await instant.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${router.href(target, locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await header.getByRole('button', { name: t('nav.search') }).click();
      await field.fill(typo);
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${router.href('search', locale)}\\?q=`));
      await expect(resultLinks(page, market, locale).first()).toHaveAttribute(
        'href',
        router.href(target, locale),
      );
    });

    test(`${locale}: axe finds nothing on the search page, with results, without any and with the instant results open`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: market.baseURL,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const found: string[] = [];
      const check = async (label: string) => found.push(...(await axeViolations(page, label)));
      const searchHref = router.href('search', locale);
      for (const href of [
        searchHref,
        `${searchHref}?q=${encodeURIComponent(typo)}`,
        `${searchHref}?q=qwxzvy`,
      ]) {
        await gotoHydrated(page, href);
        await expect(page.locator('h1')).toHaveCount(1);
        await check(href);
      }
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('nav.search') })
        .click();
      await page.keyboard.type(typo);
      await expect(
        page.getByRole('banner').getByRole('list', { name: t('search.instant.label') }),
      ).toBeVisible();
      await check('instant results');
      await context.close();
      expect(found).toEqual([]);
    });
  });
}

// The search toggle's keyboard is site-core's header, the same in every market: one market runs it.
for (const market of oneMarket('slo')) {
  const locale = market.router.defaultLocale;
  const t = (id: string) => message(market, locale, id);
  const typo = withTypo(t('route.diagnostics.title'));

  test.describe(`${market.code} site search`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 1280, height: 900 } });

    test(`${locale}: Escape closes the search and returns to the toggle`, async ({ page }) => {
      await gotoHydrated(page, '/');
      const toggle = page.getByRole('banner').getByRole('button', { name: t('nav.search') });
      await toggle.click();
      await page.keyboard.type(typo);
      const first = page
        .getByRole('banner')
        .getByRole('list', { name: t('search.instant.label') })
        .getByRole('link')
        .first();
      await expect(first).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(first).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
