import type { Locale } from '../../../i18n/locales';
import type { LocalizedText } from '../../../market/types';
import type { DepartmentDirectory } from '../../payload-types';
import type { InAllLocales } from '../../collections/allLocales';
import { complete } from '../shared/mapping';

/** The directory global as the site reads it: the usual office hours per locale (`locale: 'all'`). */
export type StoredDirectory = InAllLocales<DepartmentDirectory, 'officeHours'>;

/** The usual office hours, when the directory has them in every language of the market. */
export function toOfficeHours(
  doc: StoredDirectory | null | undefined,
  locales: readonly Locale[],
): LocalizedText | undefined {
  return complete(doc?.officeHours, locales);
}
