/** @jest-environment node */
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import { createMarketRouter } from '../../../routing/marketRouter';
import { createRouter, type ResolvedRoute } from '../../../routing/router';
import { routeNames, routeTable, type RouteName } from '../../../routing/routeTable';
import { renderPage as renderSitePage, testContext, type PagePath } from '../../../testing/render';
import { sampleBrandPage } from '../../../testing/testBrandPages';
import { allFeatures, createTestMarket, noNews } from '../../../testing/testMarket';
import { portfolioPages } from '..';

/**
 * A market with every feature and figure (the report link in its default locale) and a brand page
 * of the back office in hr and en, or a lean one.
 */
function fixtureMarket(options: { locales: Market['locales']; full: boolean }) {
  const { locales, full } = options;
  return createTestMarket({
    locales,
    news: noNews(),
    brandPages: [sampleBrandPage()],
    ...(full
      ? { reportLinkLocales: [locales[0]] }
      : { features: allFeatures(false), reportLinkLocales: [], figures: {} }),
  });
}

/** One portfolio page of a market and locale (by route name or path) as static HTML, as the static export renders it. */
function renderPage(market: Market, locale: Locale, at: RouteName | PagePath): string {
  const ctx = testContext(market, locale, at);
  const Page = portfolioPages[ctx.route!.name];
  if (!Page) throw new Error(`No portfolio page registered for ${ctx.route!.name}`);
  return renderSitePage(Page, ctx).html;
}

/** Internal hrefs of an HTML fragment (outbound https links excluded). */
const internalLinks = (html: string): string[] =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((href) => href.startsWith('/'));

const portfolioRoutes = routeNames.filter((name) =>
  ['department', 'service', 'brand'].includes(routeTable[name].section),
);

/** Every locale with every feature on, and a lean market without the optional routes and figures. */
const markets: { label: string; market: Market }[] = [
  {
    label: 'full hr',
    market: fixtureMarket({ locales: ['hr', 'en'], full: true }),
  },
  {
    label: 'full sl',
    market: fixtureMarket({ locales: ['sl', 'en'], full: true }),
  },
  {
    label: 'full bs',
    market: fixtureMarket({ locales: ['bs', 'en'], full: true }),
  },
  { label: 'lean bs', market: fixtureMarket({ locales: ['bs', 'en'], full: false }) },
];

/** Every concrete portfolio page of each market and locale, the back office's brand pages included. */
const cases = markets.flatMap(({ label, market }) => {
  const router = createMarketRouter(market);
  const prefix = (locale: Locale) => (locale === router.defaultLocale ? '' : `/${locale}`);
  return market.locales.flatMap((locale: Locale) =>
    router
      .pages(locale)
      .filter((route: ResolvedRoute) => portfolioRoutes.includes(route.name))
      .map((route) => ({
        label,
        market,
        locale,
        path: router
          .href(route.name, locale, route.params)
          .slice(prefix(locale).length) as PagePath,
      })),
  );
});

describe('the portfolio area', () => {
  it('leaves no department, service or brand route on the generic page', () => {
    const missing = portfolioRoutes.filter((name) => !portfolioPages[name]);
    expect(missing).toEqual([]);
  });
});

describe.each(cases)('$path in $locale ($label)', ({ market, locale, path }) => {
  let cached: string | undefined;
  const html = () => (cached ??= renderPage(market, locale, path));

  // How many words each page needs is a content rule: see content/validateContent.
  it('renders one h1', () => {
    expect(html().match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('links only to routes the market shows', () => {
    const router = createMarketRouter(market);
    const prefix = locale === router.defaultLocale ? '' : `/${locale}`;
    const broken = internalLinks(html()).filter((href) => {
      if (!href.startsWith(prefix)) return true;
      return router.resolve(locale, href.slice(prefix.length) || '/') === null;
    });
    expect(broken).toEqual([]);
  });
});

describe('market figures on area pages', () => {
  const page = (market: Market, locale: Locale, name: RouteName) =>
    renderPage(market, locale, name);
  const full = fixtureMarket({ locales: ['hr', 'en'], full: true });
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
