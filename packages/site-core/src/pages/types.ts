import type { ComponentType } from 'react';
import type { RouteName } from '../routing/routeTable';
import type { SiteContext } from '../routing/siteContext';

export type PageComponent = ComponentType<{ ctx: SiteContext }>;

/** Each area of the site registers its own pages, so areas grow without editing one shared list. */
export type PageFragment = Partial<Record<RouteName, PageComponent>>;
