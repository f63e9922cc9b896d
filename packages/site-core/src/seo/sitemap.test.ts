import { localeTags } from '../i18n/locales';
import { createMarketRouter } from '../routing/marketRouter';
import { marketRobots, marketSitemap } from './sitemap';
import { createTestMarket, noNews } from '../testing/testMarket';
import { sampleBrandPage } from '../testing/testBrandPages';

const market = createTestMarket();
const router = createMarketRouter(market);
const sitemap = marketSitemap(market, router);
const byUrl = new Map(sitemap.map((entry) => [entry.url, entry]));
const absolute = (href: string) => new URL(href, market.siteUrl).toString();

describe('the sitemap of a market', () => {
  it('lists exactly the visible pages of every locale, without the thank-you and search pages or closed openings', () => {
    const expected = router.locales.flatMap((locale) =>
      router
        .pages(locale)
        .filter((route) => route.name !== 'thankYou' && route.name !== 'search')
        .filter((route) => route.params.slug !== 'sales-representative')
        .map((route) => absolute(router.href(route.name, locale, route.params))),
    );
    expect([...byUrl.keys()].sort()).toEqual(expected.sort());
    expect(sitemap).toHaveLength(expected.length);
    expect(byUrl.has(absolute('/hvala'))).toBe(false);
    expect(byUrl.has(absolute('/en/search'))).toBe(false);
    expect(byUrl.has(absolute('/en/news-and-events/new-vehicles'))).toBe(true);
    expect(byUrl.has(absolute('/novosti-i-dogadanja/kategorija/edukacija'))).toBe(true);
    expect(byUrl.has(absolute('/karijere/logistics-intern'))).toBe(true);
    // The closed opening keeps its page (410) for old links, but is not offered to crawlers.
    expect(byUrl.has(absolute('/karijere/sales-representative'))).toBe(false);
  });

  it('leaves out the routes a market switches off', () => {
    const narrow = createTestMarket({ features: { ...market.features, representedBrands: false } });
    const narrowRouter = createMarketRouter(narrow);
    const urls = marketSitemap(narrow, narrowRouter).map((entry) => entry.url);
    expect(urls).not.toContain(absolute(router.href('galderma', 'hr')));
    expect(urls).not.toContain(absolute(router.href('marketing', 'en')));
    expect(urls).toContain(absolute(router.href('diagnostics', 'en')));
  });

  it('gives every entry its alternates in each locale and x-default, and each alternate lists the same set back', () => {
    for (const entry of sitemap) {
      const languages = entry.alternates!.languages as Record<string, string>;
      expect(Object.keys(languages).sort()).toEqual(
        [localeTags.en, localeTags.hr, 'x-default'].sort(),
      );
      expect(Object.values(languages)).toContain(entry.url);
      for (const url of Object.values(languages)) {
        expect(byUrl.get(url)?.alternates?.languages).toEqual(languages);
      }
    }
    expect(byUrl.get(absolute('/en/about-us'))!.alternates!.languages).toEqual({
      'hr-HR': absolute('/o-nama'),
      'en-US': absolute('/en/about-us'),
      'x-default': absolute('/o-nama'),
    });
  });

  it('dates articles by publication and nothing else', () => {
    expect(byUrl.get(absolute('/novosti-i-dogadanja/nova-vozila'))!.lastModified).toBe(
      '2026-03-02',
    );
    expect(byUrl.get(absolute('/o-nama'))!.lastModified).toBeUndefined();
  });

  it('percent-encodes paths with spaces (the Slovenian video-surveillance notice)', () => {
    const slovenian = createTestMarket({ locales: ['sl', 'en'], news: noNews() });
    const urls = marketSitemap(slovenian, createMarketRouter(slovenian)).map((entry) => entry.url);
    expect(urls).toContain('https://www.medivia-test.example/obvestilo-o-video%20nadzoru');
  });
});

describe('the sitemap of a market with a back-office brand page in hr and en', () => {
  const withBrand = createTestMarket({ brandPages: [sampleBrandPage()] });
  const entries = marketSitemap(withBrand, createMarketRouter(withBrand));
  const hr = absolute('/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane');
  const en = absolute('/en/departments/marketing/lumaderm-wound-gel');

  it('lists the page in both locales, each with the other as its alternate', () => {
    const languages = { 'hr-HR': hr, 'en-US': en, 'x-default': hr };
    expect(entries.find((entry) => entry.url === hr)?.alternates?.languages).toEqual(languages);
    expect(entries.find((entry) => entry.url === en)?.alternates?.languages).toEqual(languages);
  });

  it('does not list it where the market hides the marketing department', () => {
    const narrow = createTestMarket((base) => ({
      features: { ...base.features, representedBrands: false },
      brandPages: [sampleBrandPage()],
    }));
    const urls = marketSitemap(narrow, createMarketRouter(narrow)).map((entry) => entry.url);
    expect(urls).not.toContain(hr);
    expect(urls).not.toContain(en);
  });
});

describe('robots.txt of a market', () => {
  it('lets every crawler read the pages, keeps it off the form endpoints and points at the sitemap', () => {
    expect(marketRobots(market)).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/mail/'] }],
      sitemap: 'https://www.medivia-test.example/sitemap.xml',
    });
  });
});
