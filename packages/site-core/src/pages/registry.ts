import type { ComponentType } from 'react';
import type { RouteName } from '../routing/routeTable';
import type { SiteContext } from '../site/context';
import { GenericPage } from './GenericPage';
import { HomePage } from './home/HomePage';

export type PageComponent = ComponentType<{ ctx: SiteContext }>;

/** Which component renders each route; routes without an entry render their heading and lead. */
export const pageRegistry: Partial<Record<RouteName, PageComponent>> = {
  home: HomePage,
};

export function pageFor(name: RouteName): PageComponent {
  return pageRegistry[name] ?? GenericPage;
}
