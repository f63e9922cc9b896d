import { webAddress } from '../../../content/richText/safeHref';
import type { Locale } from '../../../i18n/locales';
import type { Market, SisterSite } from '../../../market/types';
import type { SisterSite as SisterSitesDoc } from '../../payload-types';
import type { InAllLocales } from '../../collections/allLocales';
import { complete, saved } from '../shared/mapping';

type SiteRow = NonNullable<SisterSitesDoc['sites']>[number];

/** The sister-sites global as the site reads it: each row's country per locale (`locale: 'all'`). */
export type StoredSisterSites = Omit<SisterSitesDoc, 'sites'> & {
  sites?: InAllLocales<SiteRow, 'country'>[] | null;
};

/** The sister-sites global as the footer's group companies; nothing while it was never saved. */
export function toSisterSites(
  doc: StoredSisterSites | null | undefined,
  locales: readonly Locale[],
): Partial<Pick<Market, 'sisterSites'>> {
  if (!saved(doc)) return {};
  const sisterSites: SisterSite[] = (doc.sites ?? []).flatMap((row) => {
    const country = complete(row.country, locales);
    const url = webAddress(row.url);
    return row.name && url && country ? [{ name: row.name, url, country }] : [];
  });
  return { sisterSites };
}

/** The sister-sites global's data in one locale (the seed). */
export function sisterSitesDoc(sites: readonly SisterSite[], locale: Locale) {
  return {
    sites: sites.map((site) => ({
      name: site.name,
      url: site.url,
      country: site.country[locale] ?? null,
    })),
  };
}
