import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { CurrentSite } from '../routing/siteState';
import { newsFeedXml } from './newsFeed';
import { contentRevisionHeader } from '../routing/pageStatus.mjs';
import { marketRobots, marketSitemap, sitemapXml } from './sitemap';

/**
 * What the apps' metadata routes and feed route export: app/sitemap.ts, app/robots.ts and
 * app/[lang]/rss.xml/route.ts are one line each around these.
 */
export function seoRoutes(current: CurrentSite) {
  return {
    /** GET /sitemap.xml, written from the content of its revision (header for the page cache). */
    async sitemap() {
      const { market, router, revision } = await current();
      return new Response(sitemapXml(marketSitemap(market, router)), {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          ...revisionHeader(revision),
        },
      });
    },
    robots: async () => marketRobots((await current()).market),
    /** GET of a locale's RSS feed; the route file prerenders it once per locale (force-static). */
    async newsFeed(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
      const { lang } = await params;
      const { market, router, revision } = await current();
      if (!router.locales.includes(lang as Locale))
        return new Response('Not found', { status: 404 });
      const locale = lang as Locale;
      const body = newsFeedXml({ market, router, locale, intl: getIntl(market, locale) });
      return new Response(body, {
        headers: {
          'Content-Type': 'application/rss+xml; charset=utf-8',
          ...revisionHeader(revision),
        },
      });
    },
  };
}

/** The header by which the page cache knows a route's answer is of older content (platform/contentRevision). */
export const revisionHeader = (revision: string | undefined): Record<string, string> =>
  revision ? { [contentRevisionHeader]: revision } : {};
