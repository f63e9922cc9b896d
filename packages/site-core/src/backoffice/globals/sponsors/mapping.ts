import { webAddress } from '../../../content/richText/safeHref';
import type { Locale } from '../../../i18n/locales';
import type { Market, Sponsor } from '../../../market/types';
import type { Sponsor as SponsorsDoc } from '../../payload-types';
import type { InAllLocales } from '../../collections/allLocales';
import { imageOf, type MediaImages } from '../../collections/shared/mapping';
import { complete, saved } from '../shared/mapping';

type SponsorRow = NonNullable<SponsorsDoc['sponsors']>[number];

/** The sponsors global as the site reads it: each row's caption per locale (`locale: 'all'`). */
export type StoredSponsors = Omit<SponsorsDoc, 'sponsors'> & {
  sponsors?: InAllLocales<SponsorRow, 'caption'>[] | null;
};

/** The supported organisations, with their logos where uploaded. */
export function toSponsors(
  doc: StoredSponsors | null | undefined,
  locales: readonly Locale[],
  images: MediaImages = new Map(),
): Partial<Pick<Market, 'sponsors'>> {
  if (!saved(doc)) return {};
  const sponsors: Sponsor[] = (doc.sponsors ?? []).flatMap((row) => {
    const caption = complete(row.caption, locales);
    // Staff's web addresses are checked as the browser reads them (content/richText/safeHref.ts).
    const url = webAddress(row.url);
    if (!row.name || !url || !caption) return [];
    const logo = imageOf(row.logo, images);
    return [{ name: row.name, url, caption, ...(logo ? { logo } : {}) }];
  });
  return { sponsors };
}

/** The sponsors global's data in one locale (the seed). */
export function sponsorsDoc(sponsors: readonly Sponsor[], locale: Locale) {
  return {
    sponsors: sponsors.map((sponsor) => ({
      name: sponsor.name,
      url: sponsor.url,
      caption: sponsor.caption[locale] ?? null,
    })),
  };
}
