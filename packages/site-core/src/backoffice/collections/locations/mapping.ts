import type { Locale } from '../../../i18n/locales';
import type { Location } from '../../../market/types';
import { telHref } from '../../../market/telHref';
import type { Location as LocationDoc } from '../../payload-types';
import { completeText, textsOf, type InAllLocales } from '../allLocales';

/** A location as the site reads it: published, every language (`locale: 'all'`). */
export type StoredLocation = InAllLocales<
  LocationDoc,
  'country' | 'openingHours' | 'goodsReceivingHours'
>;

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The published locations, in staff's order, as the contact page, the about page and the structured
 * data show them. One without its country in a language (never saved so) is left out rather than
 * shown half.
 */
export function toLocations(
  docs: readonly StoredLocation[],
  locales: readonly Locale[],
): Location[] {
  return docs.flatMap((doc): Location[] => {
    const country = completeText(doc.country, locales);
    if (!doc.key || !doc.city || !doc.tel1 || !country) return [];
    const openingHours = textsOf(doc.openingHours);
    const goodsReceivingHours = textsOf(doc.goodsReceivingHours);
    const lat = finite(doc.lat);
    const lon = finite(doc.lon);
    return [
      {
        id: doc.key,
        city: doc.city,
        country,
        address: doc.address,
        postalCode: doc.postalCode,
        kind: doc.kind,
        tel1: doc.tel1,
        tel1_link: telHref(doc.tel1),
        ...(doc.tel2 ? { tel2: doc.tel2, tel2_link: telHref(doc.tel2) } : {}),
        ...(doc.email ? { email: doc.email } : {}),
        ...(Object.keys(openingHours).length ? { openingHours } : {}),
        ...(Object.keys(goodsReceivingHours).length ? { goodsReceivingHours } : {}),
        ...(lat !== undefined && lon !== undefined ? { coordinates: { lat, lon } } : {}),
      },
    ];
  });
}

/** A seed location as its document: the fields every language shares, and one language's texts. */
export function locationSeed(location: Location) {
  return {
    key: location.id,
    shared: {
      kind: location.kind,
      address: location.address,
      postalCode: location.postalCode,
      city: location.city,
      tel1: location.tel1,
      ...(location.tel2 ? { tel2: location.tel2 } : {}),
      ...(location.email ? { email: location.email } : {}),
      ...(location.coordinates
        ? { lat: location.coordinates.lat, lon: location.coordinates.lon }
        : {}),
    },
    inLocale: (locale: Locale) =>
      location.country[locale]
        ? {
            country: location.country[locale],
            ...(location.openingHours?.[locale]
              ? { openingHours: location.openingHours[locale] }
              : {}),
            ...(location.goodsReceivingHours?.[locale]
              ? { goodsReceivingHours: location.goodsReceivingHours[locale] }
              : {}),
          }
        : undefined,
  };
}
