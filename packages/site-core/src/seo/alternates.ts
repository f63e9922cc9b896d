import { localeTags, type Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import type { ResolvedRoute, Router } from '../routing/router';

/** An absolute address on the market's own origin; spaces and non-ASCII letters come out percent-encoded. */
export function absoluteUrl(market: Pick<Market, 'siteUrl'>, href: string): string {
  return new URL(href, market.siteUrl).toString();
}

/**
 * The hreflang set of one page: BCP 47 tag -> absolute URL of the same page in every locale that
 * has it (itself included), plus x-default for the default locale's version. Page heads and the
 * sitemap both take it from here, so the two can never disagree.
 */
export function hreflangAlternates(
  market: Pick<Market, 'siteUrl'>,
  router: Router,
  route: ResolvedRoute,
  locale: Locale,
): Record<string, string> {
  const hrefIn = (other: Locale) =>
    other === locale
      ? router.href(route.name, locale, route.params)
      : router.alternate(route, locale, other);
  const languages: Record<string, string> = {};
  for (const other of router.locales) {
    const href = hrefIn(other);
    if (href) languages[localeTags[other]] = absoluteUrl(market, href);
  }
  const defaultHref = hrefIn(router.defaultLocale);
  if (defaultHref) languages['x-default'] = absoluteUrl(market, defaultHref);
  return languages;
}
