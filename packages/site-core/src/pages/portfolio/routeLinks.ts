import { routeDefinition, routeNames, type RouteName } from '../../routing/routeTable';

/** Routes whose breadcrumb parent is `name`, in route-table order. */
export function childRoutes(name: RouteName): RouteName[] {
  return routeNames.filter((child) => routeDefinition(child).parent === name);
}

/** The parent route of `name`, if any. */
export function parentRoute(name: RouteName): RouteName | undefined {
  return routeDefinition(name).parent as RouteName | undefined;
}
