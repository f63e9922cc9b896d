import { childRoutes, routeDefinition, type RouteName } from '../../routing/routeTable';

export { childRoutes };

/** The parent route of `name`, if any. */
export function parentRoute(name: RouteName): RouteName | undefined {
  return routeDefinition(name).parent as RouteName | undefined;
}
