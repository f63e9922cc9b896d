import type { MarketConfig } from '../market/types';
import type { RouteName } from '../routing/routeTable';

/**
 * The department a page's call to action preselects in the contact form: the market's
 * `routeDepartments` entry for the route, if that key is in its directory. A misconfigured key
 * opens the form without a preselection rather than with a department the selector cannot show.
 *
 *   <ContactButton label={...} department={departmentForRoute(ctx.market, ctx.route.name)} />
 */
export function departmentForRoute(
  market: Pick<MarketConfig, 'routeDepartments' | 'departments'>,
  route: RouteName | null | undefined,
): string | undefined {
  const key = route ? market.routeDepartments?.[route] : undefined;
  return key && Object.hasOwn(market.departments, key) ? key : undefined;
}
