import { expect, test, type Page } from '@playwright/test';
import type { Locale, RouteName } from '@medivia/site-core/model';
import { departmentRoutes, serviceRoutes } from '@medivia/site-core/testing';
import { markets, type MarketUnderTest } from '../support/markets';
import { disclosure, textOf } from '../support/header';

// The Services and Departments overviews, reached as a visitor without JavaScript would: from the
// first link of each header menu (desktop and mobile) and from a page's breadcrumb.
test.use({ javaScriptEnabled: false });

const sections = [
  { overview: 'services', menu: 'nav.services', link: 'nav.allServices', pages: serviceRoutes },
  {
    overview: 'departments',
    menu: 'nav.departments',
    link: 'nav.allDepartments',
    pages: departmentRoutes,
  },
] as const;

/** The overview lists exactly the section's pages the market shows, each linked by its title. */
async function expectOverview(
  page: Page,
  market: MarketUnderTest,
  locale: Locale,
  overview: RouteName,
  pages: readonly RouteName[],
) {
  const t = textOf(market, locale);
  await expect(page).toHaveURL(new RegExp(`${market.router.href(overview, locale)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`route.${overview}.title`));
  const visible = pages.filter(market.router.isVisible);
  const cards = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(cards).toHaveText(visible.map((name) => t(`route.${name}.title`)));
  for (const [index, name] of visible.entries())
    await expect(cards.nth(index)).toHaveAttribute('href', market.router.href(name, locale));
}

for (const market of markets) {
  for (const locale of market.router.locales) {
    const t = textOf(market, locale);
    const home = market.router.href('home', locale);

    test.describe(`${market.code} ${locale}: the section overviews without JavaScript`, () => {
      test.use({ baseURL: market.baseURL });

      for (const { overview, menu, link, pages } of sections) {
        test(`the ${overview} menu's first link opens its overview`, async ({ page }) => {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(home);
          const { toggle, panel } = disclosure(page, t(menu));
          await toggle.click();
          const first = panel.getByRole('link').first();
          await expect(first).toHaveText(t(link));
          await first.click();
          await expectOverview(page, market, locale, overview, pages);
        });

        test(`the mobile menu links the ${overview} overview`, async ({ page }) => {
          await page.setViewportSize({ width: 375, height: 740 });
          await page.goto(home);
          const { toggle, panel } = disclosure(page, t('nav.openMenu'));
          await toggle.click();
          await panel.getByRole('link', { name: t(link), exact: true }).click();
          await expectOverview(page, market, locale, overview, pages);
        });

        test(`a ${overview} page's breadcrumb leads to the overview`, async ({ page }) => {
          const child = pages.find(market.router.isVisible)!;
          await page.goto(encodeURI(market.router.href(child, locale)));
          await page
            .getByRole('navigation', { name: t('nav.breadcrumbs') })
            .getByRole('link', { name: t(`route.${overview}.title`), exact: true })
            .click();
          await expectOverview(page, market, locale, overview, pages);
        });
      }
    });
  }
}
