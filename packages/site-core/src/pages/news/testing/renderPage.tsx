import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { newsParamSource, newsParamTranslator, type NewsContent } from '../../../content/news';
import { getIntl } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import { createRouter } from '../../../routing/router';
import type { SiteContext } from '../../../routing/siteContext';

/** A minimal hr+en market with sample data around the given news. */
export function fixtureMarket(news: NewsContent): MarketConfig {
  return {
    market: 'fixture',
    appName: 'Medivia Test',
    siteUrl: 'https://www.medivia-test.example',
    timeZone: 'Europe/Zagreb',
    locales: ['hr', 'en'],
    features: {
      medicinalProducts: true,
      representedBrands: false,
      clinicalTrials: true,
      equipmentService: true,
      adverseEffectReports: false,
    },
    company: {
      corporateName: 'Medivia Test d.o.o.',
      abbreviatedName: 'Medivia Test',
      registryCourt: 'Sample court',
      registrationNumber: '000',
      taxId: '000',
      vatId: 'HR000',
      seat: { street: 'Sample street 1', postalCode: '10000', city: 'Zagreb', country: 'Hrvatska' },
      founder: 'Sample Founder',
      managementBoard: ['Ana Primjer'],
      director: 'Ana Primjer',
      shareCapital: { amount: 1, currency: 'EUR', paidInFull: true },
      bankAccounts: [],
      email: 'info@medivia.example',
      phone: '+385 1 000 0000',
      founded: 1990,
    },
    locations: [],
    departments: { skladiste: { mail: 'skladiste@medivia.example', tel: '+385 1 000 0001' } },
    routeDepartments: { warehousingAndTransport: 'skladiste' },
    pharmacovigilanceMailbox: 'pv@medivia.example',
    defaultMailFrom: 'web@medivia.example',
    sisterSites: [],
    sponsors: [],
    figures: {},
    news,
  };
}

/** The router a site builds for this market, with the news param source and translator wired in. */
export function fixtureRouter(market: MarketConfig) {
  return createRouter(market, newsParamSource(market.news), newsParamTranslator(market.news));
}

/**
 * Renders a page component at a path of the locale, as the site would, as the only content of the
 * document (aria-labelledby ids resolve); call it in beforeAll of each state.
 */
export function renderAt(
  market: MarketConfig,
  Page: ComponentType<{ ctx: SiteContext }>,
  locale: Locale,
  path: string,
) {
  const router = fixtureRouter(market);
  const route = router.resolve(locale, path);
  if (!route) throw new Error(`${path} does not resolve in ${locale}`);
  const ctx: SiteContext = { market, locale, intl: getIntl(market, locale), router, route };
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  container.innerHTML = renderToStaticMarkup(<Page ctx={ctx} />);
  return { container, router, ctx };
}

/** The route an href of the site points at (strips the locale prefix of non-default locales). */
export function resolveHref(router: ReturnType<typeof fixtureRouter>, href: string) {
  const match = href.match(/^\/(en|hr|sl|bs)(\/.*)?$/);
  const locale = (
    match && router.locales.includes(match[1] as Locale) ? match[1] : router.defaultLocale
  ) as Locale;
  const path = match && locale !== router.defaultLocale ? (match[2] ?? '/') : href;
  return { locale, route: router.resolve(locale, path) };
}
