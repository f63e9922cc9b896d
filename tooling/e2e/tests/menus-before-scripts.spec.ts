import { expect, test, type Page } from '@playwright/test';
import { markets, oneMarket } from '../support/markets';
import { gotoHydrated, nextScripts } from '../support/hydration';
import { disclosure, headerDestinations, textOf } from '../support/header';

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 740 };

/** Opens a header disclosure, follows its first link and checks where the browser went. */
async function followFirstLink(page: Page, label: string) {
  const menu = disclosure(page, label);
  await menu.toggle.click();
  await expect(menu.details).toHaveAttribute('open', '');
  const link = menu.panel.getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

for (const market of markets) {
  for (const locale of market.router.locales) {
    const t = textOf(market, locale);
    const home = market.router.href('home', locale);

    test.describe(`${market.code} ${locale}: the header with JavaScript off`, () => {
      test.use({ baseURL: market.baseURL, javaScriptEnabled: false });

      test('the Services and Departments menus open and lead to their pages', async ({ page }) => {
        await page.setViewportSize(desktop);
        for (const label of [t('nav.services'), t('nav.departments')]) {
          await page.goto(home);
          await followFirstLink(page, label);
        }
      });

      test('the mobile menu opens below the header and leads to its pages', async ({ page }) => {
        await page.setViewportSize(phone);
        await page.goto(home);
        await followFirstLink(page, t('nav.openMenu'));
      });

      test('every header destination is reachable by a link', async ({ page }) => {
        await page.goto(home);
        const hrefs = await page
          .getByRole('banner')
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual(expect.arrayContaining(headerDestinations(market, locale)));
      });
    });
  }
}

// Keeping a click made before hydration is site-core's header, the same in every market: one market
// runs it. The menus without JavaScript above lead to each market's own pages: per market.
test.describe('the header before the page is hydrated', () => {
  const market = oneMarket('slo')[0]!;
  const t = textOf(market, market.router.defaultLocale);
  test.use({ baseURL: market.baseURL });

  /** Opens the page with Next's scripts held back; the returned function lets them load. */
  async function gotoUnhydrated(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(nextScripts, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    return async () => {
      release();
      await page.waitForFunction(() => {
        const button = document.querySelector('header summary');
        return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
      });
    };
  }

  for (const label of [t('nav.services'), t('nav.departments')]) {
    test(`a click on ${label} opens it at once, and it stays open once the page is ready`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const hydrate = await gotoUnhydrated(page);
      const menu = disclosure(page, label);
      await menu.toggle.click();
      await expect(menu.panel.getByRole('link').first()).toBeVisible();

      await hydrate();
      await expect(menu.details).toHaveAttribute('open', '');
      // React has taken over the menu the visitor opened: its state says open too. Until then (the
      // moment between hydration and React's effects) a key press still reads the menu as closed.
      await expect(menu.details).toHaveAttribute('data-state', 'open');
      // React now owns it: Escape closes it and gives focus back to the toggle.
      await menu.panel.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu.details).not.toHaveAttribute('open');
      await expect(menu.toggle).toBeFocused();
    });
  }

  test('a tap on the mobile menu opens it at once, and it stays open once the page is ready', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const hydrate = await gotoUnhydrated(page);
    const menu = disclosure(page, t('nav.openMenu'));
    await menu.toggle.click();
    await expect(menu.panel.getByRole('link').first()).toBeVisible();

    await hydrate();
    await expect(menu.details).toHaveAttribute('open', '');
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
    await page.keyboard.press('Escape');
    await expect(menu.details).not.toHaveAttribute('open');
    await expect(menu.toggle).toBeFocused();
  });

  test('a link in a menu opened before hydration is followed by the browser', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoUnhydrated(page);
    await followFirstLink(page, t('nav.services'));
  });
});
