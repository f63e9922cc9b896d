import type { ComponentType } from 'react';
import type { SiteIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Market } from '../market/types';
import type { ResolvedRoute, Router } from './router';
import type { RouteName } from './routeTable';

/** Everything a server component of the site needs to render one page in one locale. */
export interface SiteContext {
  market: Market;
  locale: Locale;
  intl: SiteIntl;
  router: Router;
  /** The page being rendered; null on the 404 page. */
  route: ResolvedRoute | null;
  /** The back office's content revision the page renders (the page cache compares it). */
  revision?: string;
}

/** A page of the site: it renders from the context alone. */
export type PageComponent = ComponentType<{ ctx: SiteContext }>;

/** Each area of the site registers its own pages, so areas grow without editing one shared list. */
export type PageFragment = Partial<Record<RouteName, PageComponent>>;

export interface NavItem {
  href: string;
  label: string;
  current?: boolean;
}

/** Links to the visible routes of a section, in route-table order, labelled with their titles. */
export function sectionLinks(ctx: SiteContext, names: readonly RouteName[]): NavItem[] {
  return names
    .filter((name) => ctx.router.isVisible(name))
    .map((name) => ({
      href: ctx.router.href(name, ctx.locale),
      label: routeTitle(ctx, name),
      current: ctx.route?.name === name,
    }));
}

export function routeTitle(ctx: Pick<SiteContext, 'intl'>, name: RouteName): string {
  return ctx.intl.tm(`route.${name}.title`);
}
