import type { Locale } from '../../../i18n/locales';
import type { JobPosition } from '../../../market/types';
import type { Job } from '../../payload-types';
import type { InAllLocales } from '../allLocales';
import {
  day,
  imageOf,
  localeKeys,
  noon,
  present,
  withSharing,
  type MediaImages,
  type PerLocale,
  type StoredSharing,
} from '../shared/mapping';

/** A job opening as the site reads it: published, every language (`locale: 'all'`), depth 0. */
export type StoredOpening = Omit<
  InAllLocales<Job, 'title' | 'slug' | 'team' | 'summary' | 'responsibilities' | 'requirements'>,
  'meta'
> & { meta?: StoredSharing | null };

/** Localized rows of one line each as a list per locale; a locale without a line is left out. */
const lines = (value: PerLocale<{ line: string }[] | null | undefined> | null | undefined) => {
  const out: PerLocale<string[]> = {};
  for (const locale of localeKeys(value)) {
    const list = (value![locale] ?? []).map((row) => row.line).filter(Boolean);
    if (list.length) out[locale] = list;
  }
  return out;
};

/** The published openings as the careers pages list them (a closed one says so on its page). */
export function toOpenings(
  docs: readonly StoredOpening[],
  images: MediaImages = new Map(),
): JobPosition[] {
  return docs.map((doc) => {
    const hero = imageOf(doc.hero, images);
    return {
      id: doc.key ?? `j${doc.id}`,
      slug: present<string>(doc.slug),
      title: present<string>(doc.title),
      team: present<string>(doc.team),
      location: doc.location,
      employment: doc.employment,
      summary: present<string>(doc.summary),
      responsibilities: lines(doc.responsibilities),
      requirements: lines(doc.requirements),
      postedOn: day(doc.postedOn),
      closesOn: day(doc.closesOn),
      ...(doc.closed ? { closed: true } : {}),
      ...(hero ? { hero } : {}),
      ...withSharing(doc, images),
    };
  });
}

/** A seed opening as its document: the fields every language shares, and one language's texts. */
export function openingSeed(opening: JobPosition) {
  return {
    shared: {
      location: opening.location,
      employment: opening.employment,
      postedOn: noon(opening.postedOn),
      closesOn: noon(opening.closesOn),
      closed: Boolean(opening.closed),
    },
    inLocale: (locale: Locale) =>
      opening.title[locale]
        ? {
            title: opening.title[locale],
            slug: opening.slug[locale],
            team: opening.team[locale],
            summary: opening.summary[locale],
            responsibilities: (opening.responsibilities[locale] ?? []).map((line) => ({ line })),
            requirements: (opening.requirements[locale] ?? []).map((line) => ({ line })),
          }
        : undefined,
  };
}
