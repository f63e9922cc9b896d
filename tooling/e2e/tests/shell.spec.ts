import { expect, test } from '@playwright/test';
import { localeNames, coreCatalogues } from '@medivia/site-core/model';
import { departmentRoutes, serviceRoutes } from '@medivia/site-core/testing';
import { markets, oneMarket } from '../support/markets';
import { gotoHydrated } from '../support/hydration';
import { disclosure } from '../support/header';

for (const market of markets) {
  const locale = market.router.defaultLocale;
  const t = (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

  test.describe(`${market.code} site shell`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 1280, height: 900 } });

    test('the header menus list their overview, then exactly the departments and services the market shows', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const header = page.getByRole('banner');
      for (const [label, overview, names] of [
        [t('nav.services'), t('nav.allServices'), serviceRoutes],
        [t('nav.departments'), t('nav.allDepartments'), departmentRoutes],
      ] as const) {
        const { toggle, details, panel } = disclosure(page, label);
        await toggle.click();
        await expect(details).toHaveAttribute('open', '');
        // The section's overview first, then its pages.
        const expected = [
          overview,
          ...names.filter(market.router.isVisible).map((name) => t(`route.${name}.title`)),
        ];
        await expect(panel.getByRole('link')).toHaveText(expected);
        await panel.getByRole('link').first().focus();
        await page.keyboard.press('Escape');
        await expect(details).not.toHaveAttribute('open');
        await expect(toggle).toBeFocused();
      }
    });

    test('the language switcher leads to the same page in the other locale and back', async ({
      page,
    }) => {
      const about = market.router.href('about', locale);
      await gotoHydrated(page, about);
      const other = market.router.locales.find((l) => l !== locale)!;
      await page
        .getByRole('navigation', { name: t('nav.language') })
        .getByRole('link', { name: new RegExp(localeNames[other]) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${market.router.href('about', other)}$`));
      const back = (id: string) =>
        market.config.messages?.[other]?.[id] ?? coreCatalogues[other][id]!;
      await page
        .getByRole('navigation', { name: back('nav.language') })
        .getByRole('link', { name: new RegExp(localeNames[locale]) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${about}$`));
    });

    test('the anniversary badge shows only where the market config asks for it', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const badge = page.getByRole('banner').getByText(/35/);
      if (market.config.anniversary) await expect(badge.first()).toBeAttached();
      else await expect(badge).toHaveCount(0);
    });

    test('the footer links the sister companies but never the market itself', async ({ page }) => {
      await gotoHydrated(page, '/');
      const footer = page.getByRole('contentinfo');
      const sisters = market.config.sisterSites.filter((s) => s.market !== market.config.market);
      expect(sisters.length).toBeGreaterThan(0);
      for (const sister of sisters) {
        const link = footer.getByRole('link', { name: new RegExp(sister.name) });
        await expect(link).toHaveAttribute('href', sister.url);
        await expect(link).toContainText(`(${sister.country[market.router.defaultLocale]})`);
      }
      await expect(
        footer.getByRole('link', { name: new RegExp(`^${market.config.appName}`) }),
      ).toHaveCount(0);
      await expect(footer).toContainText(String(new Date().getFullYear()));
      // English pages name the sister companies' countries in English.
      await gotoHydrated(page, '/en');
      for (const sister of sisters) {
        await expect(footer.getByRole('link', { name: new RegExp(sister.name) })).toContainText(
          `(${sister.country.en})`,
        );
      }
    });
  });
}

// The footer's rendering and the mobile menu's lock are site-core's layout, the same in every market:
// one market runs them. What the header and footer list above is each market's: per market.
for (const market of oneMarket('bih')) {
  const locale = market.router.defaultLocale;
  const t = (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

  test.describe(`${market.code} site shell`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 1280, height: 900 } });

    test('the footer is rendered once by the layout: on a page, on the 404 and after client navigation', async ({
      page,
      request,
    }) => {
      // Page weight: the footer used to travel twice in each page's inline payload (once more for the
      // not-found boundary). Its heading id appears in the markup and the payload once each.
      const html = await (await request.get(market.router.href('about', locale))).text();
      expect(html.match(/id="footer-about"/g)).toHaveLength(1);
      expect(html.match(/\\"id\\":\\"footer-about\\"/g)).toHaveLength(1);

      const missing = await page.goto('/this-page-does-not-exist');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toContainText(market.config.company.email);

      await gotoHydrated(page, '/');
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('route.about.title'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${market.router.href('about', locale)}$`));
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('the mobile menu opens, locks the page and closes the contact form', async ({
        page,
      }) => {
        await gotoHydrated(page, '/');
        await disclosure(page, t('nav.openMenu')).toggle.click();
        const menu = page.getByRole('navigation', { name: t('nav.mobileMenu') });
        await expect(menu).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      });
    });
  });
}
