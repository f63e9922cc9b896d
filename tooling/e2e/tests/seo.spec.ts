import { expect, test, type Page } from '@playwright/test';
import {
  articlesIn,
  coreCatalogues,
  localeTags,
  type Locale,
  type ResolvedRoute,
} from '@medivia/site-core/model';
import { isClosedOpening, markets, type MarketUnderTest } from '../support/markets';

/** Pages for visitors only: the thank-you page after a form and the search results. */
const unlisted = new Set(['thankYou', 'search']);

type JsonLd = Record<string, unknown> & { '@type'?: string; '@graph'?: Record<string, unknown>[] };

/** What the router says a sitemap entry must be: its address and hreflang set, x-default included. */
function expectedEntry(market: MarketUnderTest, route: ResolvedRoute, locale: Locale) {
  const { router, config } = market;
  const absolute = (href: string) => new URL(href, config.siteUrl).toString();
  const hrefIn = (other: Locale) =>
    other === locale
      ? router.href(route.name, locale, route.params)
      : router.alternate(route, locale, other);
  const alternates: Record<string, string> = {};
  for (const other of router.locales) {
    const href = hrefIn(other);
    if (href) alternates[localeTags[other]] = absolute(href);
  }
  const fallback = hrefIn(router.defaultLocale);
  if (fallback) alternates['x-default'] = absolute(fallback);
  return { loc: absolute(router.href(route.name, locale, route.params)), alternates };
}

/** The browser's XML parser reads the sitemap, so a malformed document fails here as it would for a crawler. */
async function parseSitemap(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('the sitemap is not well-formed XML');
    return [
      ...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url'),
    ].map((url) => ({
      loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]!
        .textContent!,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang')!,
          link.getAttribute('href')!,
        ]),
      ),
    }));
  }, xml);
}

async function parseFeed(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('the feed is not well-formed XML');
    const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? '';
    return {
      version: doc.documentElement.getAttribute('version'),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
        category: text(item, 'category'),
      })),
    };
  }, xml);
}

async function jsonLdOn(page: Page, href: string): Promise<JsonLd[]> {
  const response = await page.goto(encodeURI(href));
  expect(response?.status(), href).toBe(200);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLd);
}

test.describe.configure({ mode: 'parallel' });

for (const market of markets) {
  const { router, config } = market;
  const absolute = (href: string) => new URL(href, config.siteUrl).toString();

  test.describe(`${market.code} search engines`, () => {
    test.use({ baseURL: market.baseURL });

    test('the sitemap lists exactly the visible pages of every locale, each with its alternates and x-default', async ({
      page,
      request,
    }) => {
      const response = await request.get('/sitemap.xml');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      const entries = await parseSitemap(page, await response.text());
      const expected = router.locales.flatMap((locale) =>
        router
          .pages(locale)
          .filter((route) => !unlisted.has(route.name))
          .filter((route) => !isClosedOpening(market, route, locale))
          .map((route) => expectedEntry(market, route, locale)),
      );
      expect(entries.map((entry) => entry.loc).sort()).toEqual(
        expected.map((entry) => entry.loc).sort(),
      );
      const byLoc = new Map(entries.map((entry) => [entry.loc, entry.alternates]));
      for (const entry of expected)
        expect(byLoc.get(entry.loc), entry.loc).toEqual(entry.alternates);
      expect(entries.every((entry) => entry.alternates['x-default'])).toBe(true);
    });

    test('robots.txt lets crawlers in and points at the sitemap', async ({ request }) => {
      const response = await request.get('/robots.txt');
      expect(response.status()).toBe(200);
      const robots = await response.text();
      expect(robots).toContain('User-Agent: *');
      expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
      expect(robots).not.toMatch(/^Disallow: \/$/m);
    });

    test('search results stay out of the index; the search and thank-you pages are indexable', async ({
      request,
    }) => {
      const robotsOf = async (href: string) => {
        const response = await request.get(encodeURI(href));
        expect(response.status(), href).toBe(200);
        return /<meta name="robots" content="([^"]*)"/.exec(await response.text())?.[1] ?? null;
      };
      const search = router.href('search', router.defaultLocale);
      expect(await robotsOf(`${search}?q=${encodeURIComponent('skladište')}`)).toBe(
        'noindex, follow',
      );
      expect(await robotsOf(search)).toBeNull();
      expect(await robotsOf(router.href('thankYou', router.defaultLocale))).toBeNull();
    });

    test('every page type carries its canonical address and the data of its kind; the company pages the Organization', async ({
      page,
    }) => {
      const locale = router.defaultLocale;
      const article = articlesIn(config.news, locale)[0]!;
      const nested = router.pages(locale).find((route) => route.name === 'companyInformation')!;
      const pages = {
        home: router.href('home', locale),
        about: router.href('about', locale),
        article: router.href('newsArticle', locale, { slug: article.t.slug }),
        nested: router.href(nested.name, locale, nested.params),
      };
      const found: Record<keyof typeof pages, JsonLd[]> = {
        home: [],
        about: [],
        article: [],
        nested: [],
      };
      for (const [kind, href] of Object.entries(pages) as [keyof typeof pages, string][]) {
        found[kind] = await jsonLdOn(page, href);
        // Next prints the root without its slash ("https://host"); as a URL it is the same address.
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).href, `canonical of ${href}`).toBe(absolute(href));
        const organizations = found[kind].filter((block) => block['@type'] === 'Organization');
        // The full company node sits on the pages about the company; others do not repeat it.
        if (kind === 'about' || kind === 'article') {
          expect(organizations, `${href} repeats no Organization`).toHaveLength(0);
          continue;
        }
        expect(organizations, `${href} has one Organization`).toHaveLength(1);
        expect(organizations[0]).toMatchObject({
          '@context': 'https://schema.org',
          name: config.appName,
          legalName: config.company.corporateName,
          vatID: config.company.vatId,
          address: { '@type': 'PostalAddress', streetAddress: config.company.seat.street },
        });
        const contactPoints = organizations[0]!.contactPoint as Record<string, unknown>[];
        expect(contactPoints).toHaveLength(Object.keys(config.departments).length);
        for (const point of contactPoints) {
          expect(point).toMatchObject({
            '@type': 'ContactPoint',
            contactType: expect.any(String),
            telephone: expect.any(String),
            email: expect.any(String),
          });
        }
      }

      const businesses = found.about
        .flatMap((block) => block['@graph'] ?? [])
        .filter((node) => node['@type'] === 'LocalBusiness');
      expect(businesses).toHaveLength(config.locations.length);
      for (const business of businesses) {
        expect(business).toMatchObject({
          name: expect.any(String),
          address: { '@type': 'PostalAddress' },
          telephone: expect.anything(),
        });
      }

      const story = found.article.find(
        (block) => block['@type'] === 'NewsArticle' || block['@type'] === 'Event',
      )!;
      expect(story['@type']).toBe(article.event ? 'Event' : 'NewsArticle');
      expect(story).toMatchObject(
        article.event
          ? {
              name: article.t.title,
              // The page's wall-clock time with the offset of the market's zone (all three are CET/CEST).
              startDate: expect.stringMatching(
                article.event.start.includes('T')
                  ? new RegExp(`^${article.event.start}:00\\+0[12]:00$`)
                  : new RegExp(`^${article.event.start}$`),
              ),
              location: { '@type': 'Place' },
            }
          : {
              headline: article.t.title,
              datePublished: article.date,
              publisher: { '@type': 'Organization' },
            },
      );

      const crumbs = found.nested.find((block) => block['@type'] === 'BreadcrumbList')!;
      const items = crumbs.itemListElement as { position: number; name: string; item?: string }[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
      expect(items[0]!.item).toBe(absolute(pages.home));
      expect(items.at(-1)!.item).toBe(absolute(pages.nested));
      expect(items.length).toBeGreaterThanOrEqual(3);
    });

    for (const locale of router.locales) {
      test(`the ${locale} news feed lists the locale's articles and the news page links to it`, async ({
        page,
        request,
      }) => {
        const news = router.href('news', locale);
        await page.goto(encodeURI(news));
        const advertised = page.locator('link[rel="alternate"][type="application/rss+xml"]');
        await expect(advertised).toHaveCount(1);
        const feedUrl = (await advertised.getAttribute('href'))!;
        expect(feedUrl.startsWith(config.siteUrl)).toBe(true);
        const label =
          config.messages?.[locale]?.['seo.feed.link'] ?? coreCatalogues[locale]['seo.feed.link']!;
        const visible = page.getByRole('link', { name: label });
        await expect(visible).toHaveAttribute('href', new URL(feedUrl).pathname);

        const response = await request.get(new URL(feedUrl).pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
        const feed = await parseFeed(page, await response.text());
        expect(feed.version).toBe('2.0');
        const articles = articlesIn(config.news, locale);
        expect(feed.items.map((item) => item.title)).toEqual(articles.map((a) => a.t.title));
        for (const item of feed.items) {
          expect(item.guid).toBe(item.link);
          expect(item.pubDate).toMatch(
            /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
          );
          expect(item.description.length).toBeGreaterThan(0);
          expect(item.category.length).toBeGreaterThan(0);
          const link = await request.get(new URL(item.link).pathname);
          expect(link.status(), item.link).toBe(200);
        }
      });
    }
  });
}
