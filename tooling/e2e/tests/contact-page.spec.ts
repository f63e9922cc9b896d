import { expect, test } from '@playwright/test';
import { coreCatalogues } from '@medivia/site-core/model';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';
import { markets, type MarketUnderTest } from '../support/markets';

/*
 * The contact page of every market and locale: the directory and the sites are plain HTML, complete
 * without scripts; with scripts the header's Contact opens the overlay, and the page's own form falls
 * back to the department's phone and e-mail when the bot check cannot load.
 */
/** A link's accessible name ends with the number or address (a hidden label such as "Phone:" may precede it). */
function endingWith(text: string) {
  return new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

function textsOf(market: MarketUnderTest, locale = market.router.defaultLocale) {
  const t = (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;
  return { locale, t };
}

for (const market of markets) {
  const offered = Object.entries(market.config.departments).filter(([, d]) => d.offered);
  const internal = Object.entries(market.config.departments).filter(([, d]) => !d.offered);

  test.describe(`${market.code} contact page without scripts`, () => {
    test.use({ baseURL: market.baseURL, javaScriptEnabled: false });

    for (const locale of market.config.locales) {
      test(`${locale}: every department with phone and e-mail, every site with a map link`, async ({
        page,
      }) => {
        const { t } = textsOf(market, locale);
        const path = market.router.href('contact', locale);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('route.contact.title'));
        const directory = page.getByRole('region', { name: t('contactPage.directory.title') });
        for (const [, department] of Object.entries(market.config.departments)) {
          await expect(
            directory.getByRole('link', { name: endingWith(department.tel) }).first(),
          ).toHaveAttribute('href', `tel:${department.tel.replace(/\s+/g, '')}`);
          await expect(
            directory.getByRole('link', { name: endingWith(department.mail) }).first(),
          ).toHaveAttribute('href', `mailto:${department.mail}`);
        }
        const sites = page.getByRole('region', { name: t('contactPage.locations.title') });
        for (const location of market.config.locations) {
          const map = sites.getByRole('link', {
            name: t('contactPage.map').replace('{city}', location.city),
          });
          await expect(map).toHaveAttribute(
            'href',
            new RegExp(
              `^https://www\\.openstreetmap\\.org/\\?mlat=${location.coordinates!.lat}&mlon=${location.coordinates!.lon}`,
            ),
          );
        }
        // Without scripts the form says how to write instead.
        // (Chromium with scripts switched off by the test still parses <noscript> as raw text, so its
        // markup is read as written; a browser without scripts shows it as a paragraph.)
        const noScript = (await page.locator('main noscript').textContent()) ?? '';
        const decoded = noScript.replace(/&#(\d+);/g, (_, code) =>
          String.fromCodePoint(Number(code)),
        );
        expect(decoded).toContain(t('contactPage.noScript'));
      });
    }

    test('the header’s Contact is a link to the contact page', async ({ page }) => {
      const { locale, t } = textsOf(market);
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.contact') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${market.router.href('contact', locale)}$`));
    });
  });

  test.describe(`${market.code} contact page with scripts`, () => {
    test.use({ baseURL: market.baseURL, viewport: { width: 1280, height: 900 } });

    test('Contact in the header opens the overlay and the address stays; the page passes axe', async ({
      page,
    }) => {
      const { locale, t } = textsOf(market);
      const path = market.router.href('contact', locale);
      await gotoHydrated(page, path);
      expect(await axeViolations(page, 'contact page')).toEqual([]);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.contact') })
        .click();
      await expect(page.getByRole('dialog', { name: t('contact.title') })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });

    test('the form offers the first choices only, grouped; internal units stay in the directory', async ({
      page,
    }) => {
      const { locale, t } = textsOf(market);
      await gotoHydrated(page, market.router.href('contact', locale));
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: t('contact.department.label') }).click();
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option')).toHaveCount(offered.length);
      await expect(list.getByText(t('contactPage.group.sales'), { exact: true })).toBeVisible();
      for (const [, department] of internal) {
        await expect(
          list.getByRole('option', { name: department.name[locale], exact: true }),
        ).toHaveCount(0);
      }
      await page.keyboard.press('Escape');
    });

    test('with the bot-check script blocked, the form keeps the message and gives the department’s phone and e-mail', async ({
      page,
    }) => {
      const { locale, t } = textsOf(market);
      await page.route('https://www.google.com/recaptcha/api.js**', (route) => route.abort());
      await gotoHydrated(page, market.router.href('contact', locale));
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: t('contact.department.label') }).click();
      await page.getByRole('option', { name: t('route.diagnostics.title'), exact: true }).click();
      const message = 'Molim ponudu za reagense.';
      await main.getByRole('textbox', { name: t('contact.name.label') }).fill('Ana Horvat');
      await main.getByRole('textbox', { name: t('contact.email.label') }).fill('ana@example.com');
      await main.getByRole('textbox', { name: t('contact.message.label') }).fill(message);
      await main.getByRole('checkbox').check();
      const fallback = main.getByRole('alert');
      await expect(fallback).toContainText(t('contact.fallback.title'));
      await expect(fallback).not.toContainText('reCAPTCHA');
      const department = market.config.departments['diagnostics']!;
      await expect(fallback.getByRole('link', { name: department.tel })).toBeVisible();
      await expect(fallback.getByRole('link', { name: department.mail })).toHaveAttribute(
        'href',
        `mailto:${department.mail}`,
      );
      await expect(main.getByRole('textbox', { name: t('contact.message.label') })).toHaveValue(
        message,
      );
      expect(await axeViolations(page, 'contact page fallback')).toEqual([]);
    });
  });
}
