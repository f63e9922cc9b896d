import { expect, test } from '@playwright/test';
import {
  localeTags,
  type Locale,
  coreCatalogues,
  routeNames,
  routeTable,
  type RouteName,
} from '@medivia/site-core/model';
import { marketDescriptor } from '@medivia/markets';
import { expectedStatus, markets, oneMarket } from '../support/markets';

const message = (locale: Locale, id: string, market: (typeof markets)[number]) =>
  market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

// Each market and locale is independent of the others: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

for (const market of markets) {
  for (const locale of market.router.locales) {
    test.describe(`${market.code} ${locale}`, () => {
      test.use({ baseURL: market.baseURL });

      test('every visible route answers 200 with its title, language and hreflang alternates', async ({
        page,
      }) => {
        // One test walks the locale's 40-odd pages (more as the site grows): a minute is too short
        // on a loaded 2-core machine.
        test.slow();
        for (const route of market.router.pages(locale)) {
          const href = market.router.href(route.name, locale, route.params);
          const response = await page.goto(encodeURI(href));
          expect(response?.status(), href).toBe(expectedStatus(market, route, locale));
          await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
          const expectedTitle =
            route.name === 'home'
              ? market.config.appName
              : message(locale, `route.${route.name}.title`, market);
          // Parametrised pages (articles, news filters) carry their own titles.
          const parametrised = routeTable[route.name].paths[locale].includes('[slug]');
          if (!parametrised) await expect(page).toHaveTitle(new RegExp(escape(expectedTitle)));
          await expect(page.locator('h1')).toHaveCount(1);
          const words = (await page.locator('main').innerText())
            .split(/\s+/)
            .filter(Boolean).length;
          expect(words, `${href} has ${words} words of content`).toBeGreaterThanOrEqual(
            minimumWords(route.name),
          );
          for (const other of market.router.locales.filter((l) => l !== locale)) {
            await expect(
              page.locator(`link[rel="alternate"][hreflang="${localeTags[other]}"]`),
            ).toHaveCount(1);
          }
        }
      });

      test('hidden routes and unknown paths answer 404 with the localized 404 page', async ({
        page,
      }) => {
        const hidden = routeNames.filter(
          (name: RouteName) =>
            !market.router.isVisible(name) && !routeTable[name].paths[locale].includes('[slug]'),
        );
        const prefix = locale === market.router.defaultLocale ? '' : `/${locale}`;
        const probes = [
          ...[
            ...hidden.map((name) => market.router.href(name, locale)),
            `${prefix}/ova-stranica-ne-postoji`,
          ].map(encodeURI),
          // An escape that decodes to no character, as a mistyped or cut link carries it.
          `${prefix}/novosti%E0%A4%A`,
        ];
        for (const href of probes) {
          const response = await page.goto(href);
          expect(response?.status(), href).toBe(404);
          await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            message(locale, 'notFound.title', market),
          );
          await expect(page.getByText(message(locale, 'notFound.message', market))).toBeVisible();
          await expect(
            page.getByRole('link', { name: message(locale, 'notFound.home', market), exact: true }),
          ).toBeVisible();
          // A link that opens the contact form once scripts run: the 404 works without them.
          await expect(
            page.getByRole('link', {
              name: message(locale, 'notFound.contact', market),
              exact: true,
            }),
          ).toBeVisible();
        }
      });
    });
  }
}

// The market descriptor's permanent redirects (@medivia/markets), e.g. slo's hyphenated video
// surveillance notice onto the spec's path with a space.
for (const market of markets) {
  for (const { source, destination } of marketDescriptor(market.code).redirects ?? []) {
    test(`${market.code}: ${source} moves permanently to ${destination}`, async ({ request }) => {
      const response = await request.get(`${market.baseURL}${source}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe(destination);
      const target = await request.get(`${market.baseURL}${destination}`);
      expect(target.status()).toBe(200);
    });
  }
}

// An API client that calls a path no endpoint serves reads a JSON error, not an HTML page. The site's
// API routes are site-core's, the same in every market: one market runs it.
for (const market of oneMarket('cro')) {
  test(`${market.code}: unknown API paths answer 404 with a JSON error in every method`, async ({
    request,
  }) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await request.fetch(`${market.baseURL}/api/no-such-endpoint/1`, {
        method,
        data: method === 'GET' ? undefined : {},
      });
      expect(response.status(), method).toBe(404);
      expect(response.headers()['content-type']).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ error: 'unknown_endpoint' });
    }
    // The real endpoints are still theirs.
    const check = await request.post(`${market.baseURL}/api/verify-recaptcha`, { data: {} });
    expect(check.status()).not.toBe(404);
  });
}

/** A content page says something real; utility pages (thank-you, search) are short by nature. */
function minimumWords(name: RouteName): number {
  return name === 'thankYou' || name === 'search' ? 5 : 80;
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
