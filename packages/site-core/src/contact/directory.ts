import { localize } from '../content/company/localize';
import type { SiteIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Department, DepartmentGroup, Location, MarketConfig } from '../market/types';
import type { Router } from '../routing/router';
import { routeDefinition, type RouteName } from '../routing/routeTable';

/** One department as the contact page and the form show it. */
export interface DirectoryEntry {
  key: string;
  name: string;
  mail: string;
  mail2?: string;
  tel: string;
  hours: string;
  offered: boolean;
}

/** A heading of the directory: a group of the company, or one of its sites. */
export interface DirectorySection {
  id: string;
  title: string;
  entries: DirectoryEntry[];
}

const groupOrder: readonly DepartmentGroup[] = ['sales', 'areas', 'services', 'company'];

/**
 * The name a visitor knows a department by: the title of the department or service page that the
 * market's `routeDepartments` points at it (as the navigation names it), else its own message.
 */
export function departmentName(
  market: Pick<MarketConfig, 'routeDepartments'>,
  router: Pick<Router, 'isVisible'>,
  intl: Pick<SiteIntl, 'tm'>,
  key: string,
): string {
  const page = (Object.entries(market.routeDepartments ?? {}) as [RouteName, string][]).find(
    ([route, target]) =>
      target === key &&
      ['department', 'service'].includes(routeDefinition(route).section) &&
      router.isVisible(route),
  );
  return intl.tm(page ? `route.${page[0]}.title` : `department.${key}`);
}

/**
 * The market's department directory in the order a visitor reads it: sales first, then the business
 * areas, the services and the company's own functions, then each site's own units under the site's
 * name. `offeredOnly` gives the contact form's choice; the contact page lists every department.
 */
export function contactDirectory(
  market: Pick<
    MarketConfig,
    'departments' | 'routeDepartments' | 'locations' | 'officeHours' | 'locales'
  >,
  router: Pick<Router, 'isVisible'>,
  intl: Pick<SiteIntl, 'tm'>,
  locale: Locale,
  { offeredOnly = false }: { offeredOnly?: boolean } = {},
): DirectorySection[] {
  const entry = (key: string, department: Department): DirectoryEntry => ({
    key,
    name: departmentName(market, router, intl, key),
    mail: department.mail,
    ...(department.mail2 ? { mail2: department.mail2 } : {}),
    tel: department.tel,
    hours: localize(department.hours ?? market.officeHours, locale, `departments.${key}.hours`),
    offered: Boolean(department.offered),
  });
  const listed = Object.entries(market.departments).filter(
    ([, department]) => !offeredOnly || department.offered,
  );
  // A unit whose location is gone (renamed or removed in the back office) is listed under its
  // group rather than nowhere: a visitor can still reach it.
  const sites = new Set(market.locations.map((location) => location.id));
  const atSite = (department: Department) =>
    department.location !== undefined && sites.has(department.location);
  const sections: DirectorySection[] = groupOrder.map((group) => ({
    id: group,
    title: intl.tm(`contactPage.group.${group}`),
    entries: listed
      .filter(([, department]) => (department.group ?? 'company') === group && !atSite(department))
      .map(([key, department]) => entry(key, department)),
  }));
  const siteSections = market.locations.map((location: Location): DirectorySection => ({
    id: `location-${location.id}`,
    title: location.city,
    entries: listed
      .filter(([, department]) => department.location === location.id)
      .map(([key, department]) => entry(key, department)),
  }));
  return [...sections, ...siteSections].filter((section) => section.entries.length > 0);
}
