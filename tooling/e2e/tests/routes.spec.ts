import { expect, test } from '@playwright/test';
import {
  localeTags,
  type Locale,
  coreCatalogues,
  routeTable,
  type RouteName,
} from '@medivia/site-core/model';
import { marketDescriptor } from '@medivia/markets';
import { localWordsIn, properNamesOf, readableEnglish } from '@medivia/site-core/testing';
import { expectedStatus, markets, oneMarket } from '../support/markets';

const message = (locale: Locale, id: string, market: (typeof markets)[number]) =>
  market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

// Each market and locale is independent of the others: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

// One crawl of every page of a market and locale makes every check that reads a whole page as served:
// its status, language, title and alternates (routes), that it is complete without scripts (a main
// landmark with one h1 and its text), and, on English pages, that no word of the local languages is
// left (issue #16). Scripts are off: each of these is in the served HTML, and a page must be complete
// without them anyway; what scripts change is scanned with them on in a11y.spec.ts (one page of each
// template, with any uncaught script error failing it). Images and fonts are not fetched, as no check
// reads them: the crawl's time is the pages'.
for (const market of markets) {
  for (const locale of market.router.locales) {
    const english = locale === 'en';
    test.describe(`${market.code} ${locale}`, () => {
      test.use({ baseURL: market.baseURL, javaScriptEnabled: false });

      test(`every visible route answers 200 with its title, language and hreflang alternates, complete without scripts${
        english ? ', in English only' : ''
      }`, async ({ page }) => {
        // One test walks the locale's 40-odd pages (more as the site grows): a minute is too short
        // on a loaded 2-core machine.
        test.slow();
        await page.route(
          () => true,
          (route) =>
            ['image', 'font', 'media'].includes(route.request().resourceType())
              ? route.abort()
              : route.fallback(),
        );
        const allowed = properNamesOf(market.config);
        const localWords: string[] = [];
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
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1 }), href).toHaveCount(1);
          const words = (await main.innerText()).split(/\s+/).filter(Boolean).length;
          expect(words, `${href} has ${words} words of content`).toBeGreaterThanOrEqual(
            minimumWords(route.name),
          );
          for (const other of market.router.locales.filter((l) => l !== locale)) {
            await expect(
              page.locator(`link[rel="alternate"][hreflang="${localeTags[other]}"]`),
            ).toHaveCount(1);
          }
          if (english) {
            const text = [
              await page.title(),
              (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
              await page.locator('body').evaluate(readableEnglish),
            ].join(' ');
            localWords.push(...localWordsIn(text, allowed).map((word) => `${href}: ${word}`));
          }
        }
        expect(localWords, 'words of the local languages on English pages').toEqual([]);
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
