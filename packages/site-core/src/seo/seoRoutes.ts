import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { MarketConfig } from '../market/types';
import type { Router } from '../routing/router';
import { newsFeedXml } from './newsFeed';
import { marketRobots, marketSitemap } from './sitemap';

/**
 * What the apps' metadata routes and feed route export: app/sitemap.ts, app/robots.ts and
 * app/[lang]/rss.xml/route.ts are one line each around these.
 */
export function seoRoutes(market: MarketConfig, router: Router) {
  return {
    sitemap: () => marketSitemap(market, router),
    robots: () => marketRobots(market),
    /** GET of a locale's RSS feed; the route file prerenders it once per locale (force-static). */
    async newsFeed(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
      const { lang } = await params;
      if (!router.locales.includes(lang as Locale))
        return new Response('Not found', { status: 404 });
      const locale = lang as Locale;
      const body = newsFeedXml({ market, router, locale, intl: getIntl(market, locale) });
      return new Response(body, {
        headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
      });
    },
  };
}
