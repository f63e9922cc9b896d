import { renderToStaticMarkup } from 'react-dom/server';
import { getIntl } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import { createRouter } from '../../../routing/router';
import type { RouteName } from '../../../routing/routeTable';
import type { SiteContext } from '../../../routing/siteContext';
import { portfolioPages } from '../index';

/** Renders one portfolio page of a market and locale to static HTML, as the static export would. */
export function renderPage(market: MarketConfig, locale: Locale, name: RouteName): string {
  const router = createRouter(market);
  const ctx: SiteContext = {
    market,
    locale,
    intl: getIntl(market, locale),
    router,
    route: { name, params: {} },
  };
  const Page = portfolioPages[name];
  if (!Page) throw new Error(`No portfolio page registered for ${name}`);
  return renderToStaticMarkup(<Page ctx={ctx} />);
}

/** Visible words of an HTML fragment (letters and digits; markup and aria-hidden parts excluded). */
export function visibleWords(html: string): string[] {
  const text = html
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+aria-hidden="true"[^>]*>[\s\S]*?<\/(div|p|span)>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Internal hrefs of an HTML fragment (outbound https links excluded). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((href) => href.startsWith('/'));
}
