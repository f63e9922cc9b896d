import type { Market } from '../market/types';
import { routeDefinition, type RouteName } from '../routing/routeTable';

/**
 * The department a page's call to action preselects in the contact form: the department staff made
 * the contact for the route (its `contactFor`), else for its nearest breadcrumb parent (a brand page
 * asks the department that represents it). None when no department answers for the page: the form
 * then opens without a preselection.
 *
 *   <ContactButton label={...} department={contactDepartmentFor(ctx.market, ctx.route.name)} />
 */
export function contactDepartmentFor(
  market: Pick<Market, 'departments'>,
  route: RouteName | null | undefined,
): string | undefined {
  let current: RouteName | undefined = route ?? undefined;
  while (current) {
    const page = current;
    const key = Object.keys(market.departments).find((candidate) =>
      market.departments[candidate]!.contactFor?.includes(page),
    );
    if (key) return key;
    current = routeDefinition(current).parent as RouteName | undefined;
  }
  return undefined;
}
