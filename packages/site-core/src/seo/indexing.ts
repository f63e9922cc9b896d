import type { RouteName } from '../routing/routeTable';

/**
 * Pages that exist for visitors but are not worth listing for search engines: the thank-you page a
 * form leads to and the search page. They stay out of the sitemap, yet carry no `noindex`: each is a
 * real page with its own copy and links, and the site's budget is a Lighthouse SEO score of 100 on
 * every route, which `noindex` fails. What must stay out of the index are the search *results*
 * (`?q=…`, an endless space of thin pages): their metadata says `noindex, follow` (createSearch).
 */
const unlistedRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['thankYou', 'search']);

export function isListedInSitemap(name: RouteName): boolean {
  return !unlistedRoutes.has(name);
}
