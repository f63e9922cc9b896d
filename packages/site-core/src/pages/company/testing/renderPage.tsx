import { renderToStaticMarkup } from 'react-dom/server';
import { getIntl } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import { createRouter } from '../../../routing/router';
import type { RouteName } from '../../../routing/routeTable';
import type { SiteContext } from '../../../routing/siteContext';
import { companyPages } from '..';

/** The context the site builds for one page of the fixture market. */
export function contextFor(market: MarketConfig, name: RouteName, locale: Locale): SiteContext {
  const router = createRouter(market);
  return { market, locale, intl: getIntl(market, locale), router, route: { name, params: {} } };
}

/** Renders a company-area page as the site would and returns it as a detached DOM tree. */
export function renderCompanyPage(market: MarketConfig, name: RouteName, locale: Locale) {
  const Page = companyPages[name];
  if (!Page) throw new Error(`no company page registered for ${name}`);
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<Page ctx={contextFor(market, name, locale)} />);
  return container;
}

export const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
