import { within } from '@testing-library/react';
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import { createMarketRouter } from '../../../routing/marketRouter';
import { renderPage, testContext, type PageAt } from '../../../testing/render';
import { sampleBrandPage } from '../../../testing/testBrandPages';
import { createTestMarket, noNews } from '../../../testing/testMarket';
import { pageFor } from '../../registry';

const market = createTestMarket({
  locales: ['hr', 'en'],
  news: noNews(),
  reportLinkLocales: ['hr'],
  brandPages: [
    sampleBrandPage(),
    sampleBrandPage({
      id: 'brand-otosan',
      department: 'medicinalProducts',
      slug: { hr: 'otosan', en: 'otosan' },
      mark: { text: 'Otosan', style: 'serif', hue: 20 },
    }),
  ],
});
const router = createMarketRouter(market);
const lumaderm = {
  hr: '/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane',
  en: '/departments/marketing/lumaderm-wound-gel',
} as const;

function open(of: Market, locale: Locale, at: PageAt) {
  const ctx = testContext(of, locale, at);
  const { container } = renderPage(pageFor(ctx.route!.name), ctx);
  return { page: within(container), ctx };
}

/** The hrefs of the brand tiles in a page's section, in the order shown. */
function tileHrefs(page: ReturnType<typeof open>['page'], heading: string) {
  const section = page.getByRole('heading', { level: 2, name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('given a market with a back-office brand page in hr and en', () => {
  describe('when a visitor opens its Croatian page', () => {
    const { page, ctx } = open(market, 'hr', lumaderm.hr);

    it('shows its title and lead', () => {
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Lumaderm gel za rane');
      expect(page.getByText(/^Lumaderm je hidrogel za njegu manjih rana/)).toBeTruthy();
    });

    it('places it under its department in the breadcrumb', () => {
      const trail = page.getByRole('navigation', { name: ctx.intl.t('nav.breadcrumbs') });
      const labels = within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(labels).toEqual([
        'Naslovna',
        'Naše službe',
        ctx.intl.tm('route.marketing.title'),
        'Lumaderm gel za rane',
      ]);
      expect(
        within(trail).getByRole('link', { name: ctx.intl.tm('route.marketing.title') }),
      ).toBeTruthy();
    });

    it('shows its sections, products, safety note, facts and website', () => {
      expect(page.getByRole('heading', { level: 2, name: 'Kako se primjenjuje' })).toBeTruthy();
      expect(page.getByRole('heading', { name: 'Tuba 20 g' })).toBeTruthy();
      expect(page.getByText(/^Prije uporabe pročitajte uputu/)).toBeTruthy();
      expect(page.getByText('Vrsta proizvoda').tagName).toBe('DT');
      expect(page.getByText('example.com').closest('a')!.getAttribute('href')).toBe(
        'https://www.example.com',
      );
    });

    it('links a medical device to the adverse-effect report where the locale offers it', () => {
      const report = page.getByRole('link', { name: ctx.intl.t('nav.reportSideEffect') });
      expect(report.getAttribute('href')).toBe(router.href('report', 'hr'));
    });

    it("lists its department's fixed brands as the other brands", () => {
      const others = tileHrefs(page, ctx.intl.t('portfolio.brand.otherBrands'));
      expect(others).toContain(router.href('galderma', 'hr'));
      expect(others).not.toContain(lumaderm.hr);
    });
  });

  describe('when a visitor opens its English page', () => {
    const { page, ctx } = open(market, 'en', lumaderm.en);

    it('shows the English copy without the report link the market offers only in hr', () => {
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Lumaderm wound gel');
      expect(page.queryByRole('link', { name: ctx.intl.t('nav.reportSideEffect') })).toBeNull();
    });
  });

  describe('when a visitor opens the marketing department', () => {
    const { page, ctx } = open(market, 'hr', 'marketing');

    it('lists the brand page after the fixed brands, and not the medicinal one', () => {
      const brands = tileHrefs(page, ctx.intl.t('portfolio.brands.title'));
      expect(brands[0]).toBe(router.href('galderma', 'hr'));
      expect(brands.at(-1)).toBe(lumaderm.hr);
      expect(brands).not.toContain(router.href('medicinalBrand', 'hr', { slug: 'otosan' }));
      expect(page.getByRole('heading', { name: 'Lumaderm gel za rane' })).toBeTruthy();
    });
  });

  describe('when a visitor opens the medicinal products department', () => {
    const { page, ctx } = open(market, 'hr', 'medicinalProducts');

    it('lists its own brand page after Cochlear', () => {
      expect(tileHrefs(page, ctx.intl.t('portfolio.brands.title'))).toEqual([
        router.href('cochlear', 'hr'),
        '/sluzbe/lijekovi-i-medicinski-proizvodi/otosan',
      ]);
    });
  });

  describe('when a visitor opens a fixed brand of the same department', () => {
    const { page, ctx } = open(market, 'hr', 'galderma');

    it('lists the brand page among the other brands', () => {
      expect(tileHrefs(page, ctx.intl.t('portfolio.brand.otherBrands'))).toContain(lumaderm.hr);
    });
  });

  it('has no page at a slug no brand page has', () => {
    expect(router.resolve('hr', '/sluzbe/marketing-zastupstva/nepostojeci')).toBeNull();
    expect(router.resolve('en', '/departments/marketing/lumaderm-gel-za-rane')).toBeNull();
  });
});

describe('given a back-office brand page with a photo', () => {
  const photo = {
    src: '/assets/12',
    width: 1600,
    height: 900,
    alt: { hr: 'Tim u laboratoriju', en: 'The team in the laboratory' },
    variants: [{ src: '/assets/12?key=card', width: 800 }],
  };
  const withPhoto = createTestMarket({
    locales: ['hr', 'en'],
    news: noNews(),
    brandPages: [{ ...sampleBrandPage(), hero: photo }],
  });

  it('shows it above the text, with the alt text of each language', () => {
    for (const locale of ['hr', 'en'] as const) {
      const ctx = testContext(withPhoto, locale, lumaderm[locale]);
      const { container } = renderPage(pageFor(ctx.route!.name), ctx);
      const img = container.querySelector<HTMLImageElement>('[data-hero-photo] img');
      expect(img?.getAttribute('alt')).toBe(photo.alt[locale]);
      expect(img?.getAttribute('src')).toBe('/assets/12');
    }
  });

  it('shows none where staff chose none', () => {
    const ctx = testContext(market, 'hr', lumaderm.hr);
    const { container } = renderPage(pageFor(ctx.route!.name), ctx);
    expect(container.querySelector('[data-hero-photo]')).toBeNull();
  });

  /** The Lumaderm tile in the marketing department's brand grid. */
  function lumadermTile(of: Market, locale: Locale) {
    const { page, ctx } = open(of, locale, 'marketing');
    const href = ctx.router.href('marketingBrand', locale, {
      slug: sampleBrandPage().slug[locale]!,
    });
    const section = page
      .getByRole('heading', { level: 2, name: ctx.intl.t('portfolio.brands.title') })
      .closest('section')!;
    return within(section)
      .getAllByRole('listitem')
      .find((tile) => within(tile).queryByRole('link')?.getAttribute('href') === href)!;
  }

  it('shows it across the top of its tile in the department, lazily, with its alt text, size and copies', () => {
    const withFocus = createTestMarket({
      locales: ['hr', 'en'],
      news: noNews(),
      brandPages: [{ ...sampleBrandPage(), hero: { ...photo, focus: { x: 30, y: 70 } } }],
    });
    for (const locale of ['hr', 'en'] as const) {
      const tile = lumadermTile(withFocus, locale);
      const img = within(tile).getByRole('img', { name: photo.alt[locale] });
      expect(img).toHaveAttribute('src', '/assets/12');
      expect(img).toHaveAttribute('srcset', '/assets/12?key=card 800w, /assets/12 1600w');
      expect(img).toHaveAttribute('width', '1600');
      expect(img).toHaveAttribute('height', '900');
      expect(img).toHaveAttribute('loading', 'lazy');
      // The tile crops the photo to its box around the point staff set in the image editor.
      expect(img.style.objectPosition).toBe('30% 70%');
      // Above the brand's name, outside its one link.
      expect(img.closest('a')).toBeNull();
      const title = within(tile).getByRole('heading');
      expect(img.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('leaves the tiles of brands without a photo as they were', () => {
    const { page, ctx } = open(withPhoto, 'hr', 'marketing');
    const section = page
      .getByRole('heading', { level: 2, name: ctx.intl.t('portfolio.brands.title') })
      .closest('section')!;
    expect(section.querySelectorAll('[data-card-photo]')).toHaveLength(1);
    expect(lumadermTile(market, 'hr').querySelector('img')).toBeNull();
  });
});
