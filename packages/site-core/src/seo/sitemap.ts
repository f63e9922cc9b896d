import type { MetadataRoute } from 'next';
import { isClosedOpeningPage } from '../careers/openings';
import { articlesIn } from '../content/news';
import type { MarketConfig } from '../market/types';
import type { Router } from '../routing/router';
import { absoluteUrl, hreflangAlternates } from './alternates';
import { isListedInSitemap } from './indexing';

/**
 * The market's sitemap: every indexable page of every locale, straight from the router (so a route
 * hidden in the market is never listed), each with its hreflang alternates and x-default.
 * Articles carry their publication day; other pages have no honest last-modified date, so none.
 */
export function marketSitemap(market: MarketConfig, router: Router): MetadataRoute.Sitemap {
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
export function marketRobots(market: MarketConfig): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/mail/'] }],
    sitemap: absoluteUrl(market, '/sitemap.xml'),
  };
}
