import { homeCopySchema, type HomeCopy } from '../../../schema/company';
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import type { HomePage } from '../../payload-types';
import type { InAllLocales } from '../../collections/allLocales';
import { globalCopies } from '../shared/mapping';

/** The home page global as the site reads it: every text per locale (`locale: 'all'`). */
export type StoredHomePage = InAllLocales<HomePage, keyof HomeCopy>;

/** The home page global as its text per locale; a locale never filled in keeps the catalogue's. */
export function toHomeCopy(
  doc: StoredHomePage | null | undefined,
  locales: readonly Locale[],
): Partial<Pick<Market, 'homeCopy'>> {
  const homeCopy = globalCopies(doc, locales, (stored, locale) =>
    homeCopySchema.safeParse(
      Object.fromEntries(
        (Object.keys(homeCopySchema.shape) as (keyof HomeCopy)[]).map((key) => [
          key,
          stored[key]?.[locale],
        ]),
      ),
    ),
  );
  return homeCopy ? { homeCopy } : {};
}

/** The home page global's data in one locale (the seed). */
export const homePageDoc = (copy: HomeCopy) => ({ ...copy });
