import type { Locale } from '../../../i18n/locales';
import type { Department, DepartmentGroup } from '../../../market/types';
import type { RouteName } from '../../../routing/routeTable';
import type { Department as DepartmentDoc } from '../../payload-types';
import { textsOf, type InAllLocales } from '../allLocales';

/** A department as the site reads it: published, every language (`locale: 'all'`), depth 0. */
export type StoredDepartment = InAllLocales<DepartmentDoc, 'name' | 'description' | 'hours'>;

const idOf = (value: unknown): string | undefined =>
  typeof value === 'number' || typeof value === 'string'
    ? String(value)
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : undefined;

/**
 * The published departments as the market's directory, by their English keys. `locationKeys` names
 * each published location's key by its id: a department at a location that is gone (deleted or
 * unpublished) is listed under its group instead.
 */
export function toDepartments(
  docs: readonly StoredDepartment[],
  locationKeys: ReadonlyMap<string, string>,
): Record<string, Department> {
  const out: Record<string, Department> = {};
  for (const doc of docs) {
    const name = textsOf(doc.name);
    if (!doc.key || !doc.mail || !doc.tel || !Object.keys(name).length) continue;
    const description = textsOf(doc.description);
    const hours = textsOf(doc.hours);
    const location = locationKeys.get(idOf(doc.location) ?? '');
    out[doc.key] = {
      name,
      mail: doc.mail,
      tel: doc.tel,
      ...(Object.keys(description).length ? { description } : {}),
      ...(doc.mail2 ? { mail2: doc.mail2 } : {}),
      ...(doc.offered ? { offered: true } : {}),
      ...(doc.group ? { group: doc.group as DepartmentGroup } : {}),
      ...(location ? { location } : {}),
      ...(Object.keys(hours).length ? { hours } : {}),
      ...(doc.contactFor?.length ? { contactFor: doc.contactFor as RouteName[] } : {}),
    };
  }
  return out;
}

/**
 * A seed department as its document: the fields every language shares (its location by the id the
 * seed gave that location), and one language's texts.
 */
export function departmentSeed(
  department: Department,
  locationIds: ReadonlyMap<string, number | string>,
) {
  const location = department.location ? locationIds.get(department.location) : undefined;
  return {
    shared: {
      mail: department.mail,
      ...(department.mail2 ? { mail2: department.mail2 } : {}),
      tel: department.tel,
      offered: Boolean(department.offered),
      group: department.group ?? 'company',
      ...(location !== undefined ? { location } : {}),
      ...(department.contactFor?.length ? { contactFor: [...department.contactFor] } : {}),
    },
    inLocale: (locale: Locale) =>
      department.name[locale]
        ? {
            name: department.name[locale],
            ...(department.description?.[locale]
              ? { description: department.description[locale] }
              : {}),
            ...(department.hours?.[locale] ? { hours: department.hours[locale] } : {}),
          }
        : undefined,
  };
}
