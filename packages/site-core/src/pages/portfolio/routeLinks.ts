import { routeDefinition, routeNames, type RouteName } from '../../routing/routeTable';
import type { SiteContext } from '../../routing/siteContext';

/** The contact-form department of a page: its own entry in routeDepartments, else its nearest parent's. */
export function contactDepartment(
  ctx: Pick<SiteContext, 'market'>,
  name: RouteName,
): string | undefined {
  let current: RouteName | undefined = name;
  while (current) {
    const key: string | undefined = ctx.market.routeDepartments?.[current];
    if (key) return key;
    current = parentRoute(current);
  }
  return undefined;
}

/** Routes whose breadcrumb parent is `name`, in route-table order. */
export function childRoutes(name: RouteName): RouteName[] {
  return routeNames.filter((child) => routeDefinition(child).parent === name);
}

/** The parent route of `name`, if any. */
export function parentRoute(name: RouteName): RouteName | undefined {
  return routeDefinition(name).parent as RouteName | undefined;
}
