import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { backOfficeApi, signInBrowser } from '../support/backOffice';
import { oneMarket } from '../support/markets';

/*
 * Staff can read the admin: every text on the screens of an editor's day, Payload's frame included
 * (the language switch, help texts, our length counters), meets WCAG's contrast minimum, in the
 * staff's language (the desks' spec scans the desks themselves with every rule).
 */

test.use({ storageState: { cookies: [], origins: [] } });

async function signInAs(page: Page, baseURL: string) {
  await signInBrowser(page, baseURL);
}

/** Texts of the page short of contrast, as `screen: selector` lines. */
async function lowContrast(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${screen}: ${n.target.join(' ')}`));
}

// The admin's colours are site-core's (backoffice/admin.css) and no market overrides them: one
// market's admin is enough to measure them.
for (const market of oneMarket('cro')) {
  test(`${market.code}: the admin's texts meet the contrast minimum on the dashboard, a list, an article and the company's data`, async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, market.baseURL);
    const news = await page.request.get(`${market.baseURL}${backOfficeApi}/news?limit=1&depth=0`);
    const { docs } = (await news.json()) as { docs: { id: number | string }[] };
    const screens: [string, string, number][] = [
      ['dashboard', '/admin', 1280],
      ['news list', '/admin/collections/news', 1280],
      ['an article', `/admin/collections/news/${docs[0]!.id}`, 1280],
      ['an article on a phone', `/admin/collections/news/${docs[0]!.id}`, 375],
      ['company data', '/admin/globals/company', 1280],
    ];
    const found: string[] = [];
    for (const [screen, path, width] of screens) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${market.baseURL}${path}`);
      await page.locator('.localizer-button:not(.app-header__localizer-spacing)').waitFor();
      // Payload fills its lists and forms after the first render.
      await page.waitForLoadState('networkidle');
      found.push(...(await lowContrast(page, `${screen} (${width} px)`)));
    }
    expect(found).toEqual([]);
  });
}
