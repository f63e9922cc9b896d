import { localize } from '../content/company/localize';
import type { SiteIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { Department, DepartmentGroup, Location, Market } from '../market/types';

/** One department as the contact page and the form show it. */
export interface DirectoryEntry {
  key: string;
  name: string;
  /** What staff wrote under the name, in this locale. */
  description?: string;
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

/** A department's name in a locale (its default locale's where staff have not translated it yet). */
export function departmentName(
  market: Pick<Market, 'departments' | 'locales'>,
  key: string,
  locale: Locale,
): string {
  const department = market.departments[key];
  if (!department) return key;
  return department.name[locale] ?? department.name[market.locales[0]] ?? key;
}

/**
 * The market's department directory in the order a visitor reads it: sales first, then the business
 * areas, the services and the company's own functions, then each site's own units under the site's
 * name. `offeredOnly` gives the contact form's choice; the contact page lists every department.
 */
export function contactDirectory(
  market: Pick<Market, 'departments' | 'locations' | 'officeHours' | 'locales'>,
  intl: Pick<SiteIntl, 'tm'>,
  locale: Locale,
  { offeredOnly = false }: { offeredOnly?: boolean } = {},
): DirectorySection[] {
  const entry = (key: string, department: Department): DirectoryEntry => ({
    key,
    name: departmentName(market, key, locale),
    ...(department.description?.[locale] ? { description: department.description[locale] } : {}),
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
