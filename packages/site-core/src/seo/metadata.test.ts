import type { Locale } from '../i18n/locales';
import { getIntl } from '../i18n/intl';
import { createMarketRouter } from '../routing/marketRouter';
import { pageMetadata } from './metadata';
import { testContext, type PagePath } from '../testing/render';
import { createTestMarket } from '../testing/testMarket';
import { sampleBrandPage } from '../testing/testBrandPages';

const market = createTestMarket();
const origin = 'https://www.medivia-test.example';
const metadataAt = (locale: Locale, path: PagePath) =>
  pageMetadata(testContext(market, locale, path));

describe('the head of a page', () => {
  it.each([
    ['home', 'hr', '/', `${origin}/`],
    ['home in English', 'en', '/', `${origin}/en`],
    ['a department', 'hr', '/sluzbe/dijagnostika', `${origin}/sluzbe/dijagnostika`],
    [
      'a nested company page',
      'en',
      '/about-us/company-information',
      `${origin}/en/about-us/company-information`,
    ],
    [
      'a brand below a department',
      'hr',
      '/sluzbe/marketing-zastupstva/galderma',
      `${origin}/sluzbe/marketing-zastupstva/galderma`,
    ],
    [
      'an article',
      'en',
      '/news-and-events/new-vehicles',
      `${origin}/en/news-and-events/new-vehicles`,
    ],
    [
      'a news filter',
      'hr',
      '/novosti-i-dogadanja/kategorija/edukacija',
      `${origin}/novosti-i-dogadanja/kategorija/edukacija`,
    ],
  ] as const)(
    'of %s has its own absolute address as canonical',
    (_kind, locale, path, canonical) => {
      const router = createMarketRouter(market);
      expect(router.resolve(locale, path)).not.toBeNull();
      const metadata = metadataAt(locale, path);
      expect(metadata.alternates?.canonical).toBe(canonical);
      expect(metadata.openGraph?.url).toBe(canonical);
      expect((metadata.alternates?.languages as Record<string, string>)['x-default']).toMatch(
        new RegExp(`^${origin}/`),
      );
    },
  );

  it('asks search engines to skip no page of the route table (search results are their own route)', () => {
    expect(metadataAt('hr', '/hvala').robots).toBeUndefined();
    expect(metadataAt('en', '/search').robots).toBeUndefined();
    expect(metadataAt('hr', '/o-nama').robots).toBeUndefined();
  });

  it("announces the locale's news feed on news pages only", () => {
    const feedOf = (locale: Locale, path: PagePath) =>
      metadataAt(locale, path).alternates?.types?.['application/rss+xml'];
    expect(feedOf('hr', '/novosti-i-dogadanja')).toEqual([
      {
        url: `${origin}/rss.xml`,
        title: `Medivia Test: ${getIntl(market, 'hr').t('route.news.title')}`,
      },
    ]);
    expect(feedOf('en', '/news-and-events/new-vehicles')).toEqual([
      expect.objectContaining({ url: `${origin}/en/rss.xml` }),
    ]);
    expect(feedOf('hr', '/o-nama')).toBeUndefined();
  });
});

describe('the head of a back-office brand page', () => {
  const withBrand = createTestMarket({ brandPages: [sampleBrandPage()] });
  const metadata = pageMetadata(
    testContext(withBrand, 'en', '/departments/marketing/lumaderm-wound-gel'),
  );

  it("takes its title and description from the page's copy", () => {
    expect(metadata.title).toBe('Lumaderm wound gel | Medivia Test');
    expect(metadata.description).toBe(sampleBrandPage().copy.en!.description);
  });

  it('names its translation as the hreflang alternate', () => {
    expect(metadata.alternates?.languages).toEqual({
      'hr-HR': `${origin}/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane`,
      'en-US': `${origin}/en/departments/marketing/lumaderm-wound-gel`,
      'x-default': `${origin}/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane`,
    });
  });
});

describe('the head of a page whose search and sharing fields staff set', () => {
  const base = createTestMarket();
  const image = {
    src: '/assets/7',
    width: 1200,
    height: 630,
    alt: { en: 'Three new delivery vans in front of the warehouse' },
    variants: [],
  };
  const withSharing = createTestMarket({
    news: {
      ...base.news,
      articles: base.news.articles.map((article) =>
        article.id === 'new-vehicles'
          ? {
              ...article,
              sharing: {
                title: { en: 'Faster deliveries across the region' },
                description: { en: 'Ten new vans deliver medicines the same day.' },
                image,
              },
            }
          : article,
      ),
    },
  });
  const at = (market: typeof base, locale: Locale) =>
    pageMetadata(
      testContext(
        market,
        locale,
        locale === 'en' ? '/news-and-events/new-vehicles' : '/novosti-i-dogadanja/nova-vozila',
      ),
    );

  it('uses the meta title and description in the head and for sharing', () => {
    const metadata = at(withSharing, 'en');
    expect(metadata.title).toBe('Faster deliveries across the region | Medivia Test');
    expect(metadata.description).toBe('Ten new vans deliver medicines the same day.');
    expect(metadata.openGraph).toMatchObject({
      title: 'Faster deliveries across the region | Medivia Test',
      description: 'Ten new vans deliver medicines the same day.',
      images: [
        {
          url: `${origin}/assets/7`,
          width: 1200,
          height: 630,
          alt: 'Three new delivery vans in front of the warehouse',
        },
      ],
    });
  });

  it('shares a job opening by its photo when staff chose no other picture', () => {
    const withPhoto = createTestMarket({
      openPositions: base.openPositions!.map((opening, index) =>
        index === 0 ? { ...opening, hero: image } : opening,
      ),
    });
    const opening = withPhoto.openPositions![0]!;
    const path = createMarketRouter(withPhoto)
      .href('jobOpening', 'en', { slug: opening.slug.en! })
      .replace(/^\/en/, '') as `/${string}`;
    const metadata = pageMetadata(testContext(withPhoto, 'en', path));
    expect(metadata.openGraph).toMatchObject({ images: [{ url: `${origin}/assets/7` }] });
  });

  it('keeps the title and summary in a locale staff left empty', () => {
    expect(at(withSharing, 'hr').title).toBe(at(base, 'hr').title);
    expect(at(withSharing, 'hr').description).toBe(at(base, 'hr').description);
    expect(at(base, 'en').openGraph).not.toHaveProperty('images');
  });
});
