import type { RouteName } from '../routing/routeTable';

/**
 * Pages that exist for visitors but not for search engines: the thank-you page a form leads to and
 * the search results. They stay out of the sitemap and carry `noindex, follow`; robots.txt still
 * lets crawlers fetch them, or they could not see the noindex.
 */
const unlistedRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['hvala', 'pretraga']);

export function isIndexable(name: RouteName): boolean {
  return !unlistedRoutes.has(name);
}
