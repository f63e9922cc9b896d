import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { markets } from '../support/markets';

/** The rule sets of the quality budget: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Each market and locale is independent of the others: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

for (const market of markets) {
  for (const locale of market.router.locales) {
    test(`${market.code} ${locale}: axe finds nothing on any page`, async ({ browser }) => {
      test.setTimeout(300_000);
      // @axe-core/playwright needs a page from its own context.
      const context = await browser.newContext({ baseURL: market.baseURL });
      const page = await context.newPage();
      const found: string[] = [];
      const prefix = locale === market.router.defaultLocale ? '' : `/${locale}`;
      const hrefs = [
        ...market.router.pages(locale).map((route) => market.router.href(route.name, locale, route.params)),
        `${prefix}/ova-stranica-ne-postoji`,
      ];
      for (const href of hrefs) {
        await page.goto(encodeURI(href));
        await expect(page.locator('h1')).toHaveCount(1);
        const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
        for (const v of violations) found.push(`${href}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
