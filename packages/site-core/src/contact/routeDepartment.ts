import type { MarketConfig } from '../market/types';
import { routeDefinition, type RouteName } from '../routing/routeTable';

/**
 * The department a page's call to action preselects in the contact form: the market's
 * `routeDepartments` entry for the route, else its nearest breadcrumb parent's (a brand page asks
 * the department that represents it), and only if that key is in the directory. A misconfigured
 * key opens the form without a preselection rather than with a department the selector cannot show.
 *
 *   <ContactButton label={...} department={contactDepartmentFor(ctx.market, ctx.route.name)} />
 */
export function contactDepartmentFor(
  market: Pick<MarketConfig, 'routeDepartments' | 'departments'>,
  route: RouteName | null | undefined,
): string | undefined {
  let current: RouteName | undefined = route ?? undefined;
  while (current) {
    const key: string | undefined = market.routeDepartments?.[current];
    if (key) return Object.hasOwn(market.departments, key) ? key : undefined;
    current = routeDefinition(current).parent as RouteName | undefined;
  }
  return undefined;
}
