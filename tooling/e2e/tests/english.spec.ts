import { expect, test } from '@playwright/test';
import { localWordsIn, properNamesOf, readableEnglish } from '@medivia/site-core/testing';
import { expectedStatus, markets } from '../support/markets';

// Issue #16: English pages carried local words (board titles, countries in addresses). Every
// English page of every market is read as a visitor reads it and checked against a hand-written
// list of common Croatian, Slovenian and Bosnian words; the market's proper names (people, streets,
// banks, registered names) may stay as written.
test.describe.configure({ mode: 'parallel' });

for (const market of markets) {
  if (!market.router.locales.includes('en')) continue;
  test(`${market.code} en: no page carries words of the local languages`, async ({ page }) => {
    test.setTimeout(300_000);
    const allowed = properNamesOf(market.config);
    const found: string[] = [];
    for (const route of market.router.pages('en')) {
      const href = market.router.href(route.name, 'en', route.params);
      const response = await page.goto(`${market.baseURL}${encodeURI(href)}`);
      expect(response?.status(), href).toBe(expectedStatus(market, route, 'en'));
      const text = [
        await page.title(),
        (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
        await page.locator('body').evaluate(readableEnglish),
      ].join(' ');
      found.push(...localWordsIn(text, allowed).map((word) => `${href}: ${word}`));
    }
    expect(found).toEqual([]);
  });
}
