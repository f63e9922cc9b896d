import { aboutCopySchema, type AboutCopy } from '../../../schema/company';
import type { Locale } from '../../../i18n/locales';
import type { Market } from '../../../market/types';
import type { AboutPage } from '../../payload-types';
import type { InAllLocales } from '../../collections/allLocales';
import { globalCopies } from '../shared/mapping';

/** The about page global as the site reads it: its texts and rows per locale (`locale: 'all'`). */
export type StoredAboutPage = InAllLocales<
  AboutPage,
  | 'lead'
  | 'intro'
  | 'historyIntro'
  | 'history'
  | 'mission'
  | 'vision'
  | 'values'
  | 'certificatesIntro'
  | 'certificates'
  | 'locationsIntro'
  | 'membershipsIntro'
  | 'companyInfoText'
>;

/** The about page global as the copy per locale; a locale the page could not show keeps site-core's. */
export function toAboutCopy(
  doc: StoredAboutPage | null | undefined,
  locales: readonly Locale[],
): Partial<Pick<Market, 'aboutCopy'>> {
  const aboutCopy = globalCopies(doc, locales, (stored, locale) =>
    aboutCopySchema.safeParse({
      lead: stored.lead?.[locale],
      intro: (stored.intro?.[locale] ?? []).map((row) => row.paragraph),
      historyIntro: stored.historyIntro?.[locale],
      history: (stored.history?.[locale] ?? []).map(({ year, title, text, story }) => ({
        year,
        title,
        text,
        ...(story?.length ? { story: story.map((row) => row.paragraph) } : {}),
      })),
      mission: stored.mission?.[locale],
      vision: stored.vision?.[locale],
      values: (stored.values?.[locale] ?? []).map(({ title, text }) => ({ title, text })),
      certificatesIntro: stored.certificatesIntro?.[locale],
      certificates: (stored.certificates?.[locale] ?? []).map(({ certificate, title, text }) => ({
        id: certificate,
        title,
        text,
      })),
      locationsIntro: stored.locationsIntro?.[locale],
      membershipsIntro: stored.membershipsIntro?.[locale],
      companyInfoText: stored.companyInfoText?.[locale],
    }),
  );
  return aboutCopy ? { aboutCopy } : {};
}

/** The about page global's data in one locale (the seed). */
export function aboutPageDoc(copy: AboutCopy) {
  return {
    ...copy,
    intro: copy.intro.map((paragraph) => ({ paragraph })),
    history: copy.history.map(({ story, ...entry }) => ({
      ...entry,
      story: (story ?? []).map((paragraph) => ({ paragraph })),
    })),
    values: copy.values.map((value) => ({ ...value })),
    certificates: copy.certificates.map(({ id, title, text }) => ({
      certificate: id,
      title,
      text,
    })),
  };
}
