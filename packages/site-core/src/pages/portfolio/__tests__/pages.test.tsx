/** @jest-environment node */
import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import { createRouter } from '../../../routing/router';
import { routeNames, routeTable, type RouteName } from '../../../routing/routeTable';
import { portfolioPages } from '..';
import { allFigures, fixtureMarket } from '../testing/fixtureMarket';
import { internalLinks, renderPage, visibleWords } from '../testing/render';

const portfolioRoutes = routeNames.filter((name) =>
  ['department', 'service', 'brand'].includes(routeTable[name].section),
);

/** Every locale with every feature on, and a lean market without the optional routes and figures. */
const markets: { label: string; market: MarketConfig }[] = [
  {
    label: 'full hr',
    market: fixtureMarket({ locales: ['hr', 'en'], full: true, figures: allFigures }),
  },
  {
    label: 'full sl',
    market: fixtureMarket({ locales: ['sl', 'en'], full: true, figures: allFigures }),
  },
  {
    label: 'full bs',
    market: fixtureMarket({ locales: ['bs', 'en'], full: true, figures: allFigures }),
  },
  { label: 'lean bs', market: fixtureMarket({ locales: ['bs', 'en'], full: false }) },
];

const cases = markets.flatMap(({ label, market }) => {
  const router = createRouter(market);
  return market.locales.flatMap((locale: Locale) =>
    portfolioRoutes.filter(router.isVisible).map((name) => ({ label, market, locale, name })),
  );
});

describe('the portfolio area', () => {
  it('leaves no department, service or brand route on the generic page', () => {
    const missing = portfolioRoutes.filter((name) => !portfolioPages[name]);
    expect(missing).toEqual([]);
  });
});

describe.each(cases)('$name in $locale ($label)', ({ market, locale, name }) => {
  let cached: string | undefined;
  const html = () => (cached ??= renderPage(market, locale, name));

  it('renders one h1 and at least 200 words of content', () => {
    expect(html().match(/<h1[\s>]/g)).toHaveLength(1);
    expect(visibleWords(html()).length).toBeGreaterThanOrEqual(200);
  });

  it('links only to routes the market shows', () => {
    const router = createRouter(market);
    const prefix = locale === router.defaultLocale ? '' : `/${locale}`;
    const broken = internalLinks(html()).filter((href) => {
      if (!href.startsWith(prefix)) return true;
      return router.resolve(locale, href.slice(prefix.length) || '/') === null;
    });
    expect(broken).toEqual([]);
  });
});

describe('market figures on area pages', () => {
  const page = (market: MarketConfig, locale: Locale, name: RouteName) =>
    renderPage(market, locale, name);
  const full = fixtureMarket({ locales: ['hr', 'en'], full: true, figures: allFigures });
  const lean = fixtureMarket({ locales: ['bs', 'en'], full: false });

  it('shows the figures the market config has', () => {
    const html = page(full, 'hr', 'warehousingAndTransport');
    expect(html).toContain('81');
    expect(html).toContain('dostava od ponedjeljka do petka');
    expect(html).toContain('8–20 h');
    expect(page(full, 'en', 'equipmentService')).toContain('24/7');
    expect(page(full, 'hr', 'dentalMedicine')).toContain('1.200+');
  });

  it('leaves the figures band out where the market has none', () => {
    expect(page(lean, 'bs', 'warehousingAndTransport')).not.toContain('id="area-figures"');
  });

  it('preselects the page department in the contact call to action', () => {
    // The department is passed to the client island; its label is rendered, the key travels in props.
    expect(page(full, 'hr', 'diagnostics')).toContain('Pišite timu za dijagnostiku');
  });
});

describe('the marketing department', () => {
  it('lists the represented brands that the market shows', () => {
    const full = fixtureMarket({ locales: ['hr', 'en'], full: true });
    const html = renderPage(full, 'hr', 'marketing');
    const router = createRouter(full);
    for (const brand of [
      'galderma',
      'neostrata',
      'talika',
      'embryolisse',
      'rowa',
      'schmidgall',
    ] as const) {
      expect(html).toContain(`href="${router.href(brand, 'hr')}"`);
    }
  });

  it('leaves out brands a market hides', () => {
    const market = {
      ...fixtureMarket({ locales: ['hr', 'en'], full: true }),
      hiddenRoutes: ['talika'] as const,
    };
    const router = createRouter(market);
    expect(renderPage(market, 'hr', 'marketing')).not.toContain(router.href('talika', 'hr'));
  });

  it('has the medicinal-products department link to Cochlear', () => {
    const full = fixtureMarket({ locales: ['hr', 'en'], full: true });
    const router = createRouter(full);
    expect(renderPage(full, 'en', 'medicinalProducts')).toContain(
      `href="${router.href('cochlear', 'en')}"`,
    );
  });
});
