import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getIntl } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import type { MarketConfig } from '../../market/types';
import { fixtureNews } from '../../pages/news/testing/fixtureNews';
import { createMarketRouter } from '../../routing/marketRouter';
import type { SiteContext } from '../../routing/siteContext';
import { fixtureMarket } from '../../test/fixtureMarket';

/**
 * The shell's sample market with the sample news and a second location whose city names an area
 * ("Sarajevo / Ilidža") and whose name needs escaping in a script element.
 */
export function seoMarket(overrides: Partial<MarketConfig> = {}): MarketConfig {
  return {
    ...fixtureMarket,
    news: fixtureNews(),
    locations: [
      ...fixtureMarket.locations,
      {
        id: 'ilidza',
        city: 'Sarajevo / Ilidža',
        country: 'Bosna i Hercegovina',
        address: 'Ulica </script><script>alert(1)</script> 7',
        postalCode: '71210',
        kind: 'warehouse',
        tel1: '+387 33 000 000',
        tel1_link: 'tel:+38733000000',
        tel2: '+387 33 000 001',
        tel2_link: 'tel:+38733000001',
        email: 'ilidza@medivia-test.example',
      },
    ],
    ...overrides,
  };
}

/** The context the site builds for the page at `path` of the locale; throws if the path is no page. */
export function contextAt(market: MarketConfig, locale: Locale, path: string): SiteContext {
  const router = createMarketRouter(market);
  const route = router.resolve(locale, path);
  if (!route) throw new Error(`${path} is no page of ${locale}`);
  return { market, locale, intl: getIntl(market, locale), router, route };
}

/** Renders a server component as the site would and returns every JSON-LD block in it, parsed. */
export function jsonLdOf(Component: ComponentType<{ ctx: SiteContext }>, ctx: SiteContext) {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Component ctx={ctx} />);
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')];
  return {
    container,
    data: blocks.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
  };
}
