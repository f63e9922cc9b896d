import { careersCopySchema, type CareersCopy } from '../../../schema/company';
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import type { CareersPage } from '../../payload-types';
import type { InAllLocales } from '../../collections/allLocales';
import { globalCopies } from '../shared/mapping';

/** The careers page global as the site reads it: its texts and rows per locale (`locale: 'all'`). */
export type StoredCareersPage = InAllLocales<
  CareersPage,
  'lead' | 'intro' | 'why' | 'offer' | 'positionsIntro' | 'applySteps' | 'applyText' | 'privacyNote'
>;

/**
 * The careers page global as the copy per locale. A locale whose copy is incomplete (the admin
 * requires every field, so only a locale never filled in) keeps site-core's copy.
 */
export function toCareersCopy(
  doc: StoredCareersPage | null | undefined,
  locales: readonly Locale[],
): Partial<Pick<Market, 'careersCopy'>> {
  const careersCopy = globalCopies(doc, locales, (stored, locale) =>
    careersCopySchema.safeParse({
      lead: stored.lead?.[locale],
      intro: (stored.intro?.[locale] ?? []).map((row) => row.paragraph),
      why: (stored.why?.[locale] ?? []).map(({ title, text }) => ({ title, text })),
      offer: (stored.offer?.[locale] ?? []).map((row) => row.line),
      positionsIntro: stored.positionsIntro?.[locale],
      applySteps: (stored.applySteps?.[locale] ?? []).map(({ title, text }) => ({ title, text })),
      applyText: stored.applyText?.[locale],
      privacyNote: stored.privacyNote?.[locale],
    }),
  );
  return careersCopy ? { careersCopy } : {};
}

/** The careers page global's data in one locale (the seed). */
export function careersPageDoc(copy: CareersCopy) {
  return {
    lead: copy.lead,
    intro: copy.intro.map((paragraph) => ({ paragraph })),
    why: copy.why.map((reason) => ({ ...reason })),
    offer: copy.offer.map((line) => ({ line })),
    positionsIntro: copy.positionsIntro,
    applySteps: copy.applySteps.map((step) => ({ ...step })),
    applyText: copy.applyText,
    privacyNote: copy.privacyNote,
  };
}
