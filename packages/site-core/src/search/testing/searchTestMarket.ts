import { getIntl } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import type { MarketConfig } from '../../market/types';
import { fixtureMarket } from '../../pages/company/testing/fixtureMarket';
import { fixtureNews } from '../../pages/news/testing/fixtureNews';
import { createMarketRouter } from '../../routing/marketRouter';
import type { SiteContext } from '../../routing/siteContext';

/** The company fixture (all content areas, legal facts) with news, in hr and en. */
export const searchMarket: MarketConfig = {
  ...fixtureMarket,
  locales: ['hr', 'en'],
  news: fixtureNews(),
};

/** What the site hands the search for one locale: on the search page, or with another market config. */
export function searchContext(locale: Locale, market: MarketConfig = searchMarket): SiteContext {
  return {
    market,
    locale,
    intl: getIntl(market, locale),
    router: createMarketRouter(market),
    route: { name: 'search', params: {} },
  };
}
