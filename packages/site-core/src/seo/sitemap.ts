import type { MetadataRoute } from 'next';
import { isClosedOpeningPage } from '../schema/openings';
import { articlesIn } from '../schema/news';
import type { Market } from '../market/types';
import type { Router } from '../routing/router';
import { absoluteUrl, hreflangAlternates } from './alternates';
import { isListedInSitemap } from './indexing';

/**
 * The market's sitemap: every indexable page of every locale, straight from the router (so a route
 * hidden in the market is never listed), each with its hreflang alternates and x-default.
 * Articles carry their publication day; other pages have no honest last-modified date, so none.
 */
export function marketSitemap(market: Market, router: Router): MetadataRoute.Sitemap {
  return router.locales.flatMap((locale) => {
    const published = new Map(articlesIn(market.news, locale).map((a) => [a.t.slug, a.date]));
    return (
      router
        .pages(locale)
        .filter((route) => isListedInSitemap(route.name))
        // A closed opening answers 410: not a page to list.
        .filter((route) => !isClosedOpeningPage(market, route, locale))
        .map((route) => {
          const date = route.name === 'newsArticle' ? published.get(route.params.slug!) : undefined;
          return {
            url: absoluteUrl(market, router.href(route.name, locale, route.params)),
            ...(date ? { lastModified: date } : {}),
            alternates: { languages: hreflangAlternates(market, router, route, locale) },
          };
        })
    );
  });
}

/** Every crawler may read every page; the form endpoints are not pages. */
export function marketRobots(market: Market): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/mail/'] }],
    sitemap: absoluteUrl(market, '/sitemap.xml'),
  };
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap as XML, as Next writes a metadata sitemap, but from a route handler: that one can say
 * which content revision it was written from, so the page cache writes it anew after a publish.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates?.languages ?? {}).map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${xmlText(language)}" href="${xmlText(String(href))}" />`,
    );
    const date = entry.lastModified;
    const modified = date
      ? `<lastmod>${xmlText(date instanceof Date ? date.toISOString() : date)}</lastmod>`
      : '';
    return `<url>\n<loc>${xmlText(entry.url)}</loc>\n${alternates.join('\n')}${alternates.length ? '\n' : ''}${modified}${modified ? '\n' : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
