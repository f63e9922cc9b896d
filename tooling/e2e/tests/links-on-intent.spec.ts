import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';
import { oneMarket } from '../support/markets';

/*
 * Links fetch their page on the reader's intent (site-core's PageLink), not while a page loads:
 * viewport prefetching fetched and parsed seven pages during the contact page's load, on the main
 * thread a slow phone needs for the page itself (docs/benchmarks.md).
 * PageLink is site-core's, the same in every market: one market shows it.
 */
for (const market of oneMarket('cro')) {
  test(`${market.code}: a page's load fetches no other page; pointing at a menu link fetches its page, and its click goes there`, async ({
    page,
  }) => {
    const locale = market.router.defaultLocale;
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetched.push(url.pathname);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(
      page,
      `${market.baseURL}${encodeURI(market.router.href('contact', locale))}`,
    );
    // Viewport prefetching starts once the page is hydrated and idle: let the page go idle twice
    // (Next schedules its prefetches in idle callbacks) with the network quiet.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    );
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    const about = market.router.href('about', locale);
    const link = page.locator(`header nav a[href="${about}"]:visible`).first();
    await link.hover();
    await expect.poll(() => fetched.includes(about)).toBe(true);
    await link.click();
    await expect(page).toHaveURL(`${market.baseURL}${encodeURI(about)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
