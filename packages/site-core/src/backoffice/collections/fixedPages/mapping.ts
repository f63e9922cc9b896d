import { legalCopySchema, type LegalCopy } from '../../../schema/company';
import {
  areaCopySchema,
  brandCopySchema,
  type AreaCopy,
  type BrandCopy,
} from '../../../schema/portfolio';
import type { Locale } from '../../../i18n/locales';
import type { SiteIntl } from '../../../i18n/intl';
import { pageTitleIds, type PageTitle, type PageTitles } from '../../../i18n/pageTitles';
import type { Market } from '../../../market/types';
import type { RouteName } from '../../../routing/routeTable';
import type {
  AreaPage,
  FixedBrandPage,
  LegalPage,
  PageTitle as PageTitleDoc,
} from '../../payload-types';
import type { InAllLocales } from '../allLocales';
import {
  imageOf,
  productLines,
  proseSections,
  sectionRows,
  type MediaImages,
  type PerLocale,
} from '../shared/mapping';

/** A department or service page's document as the site reads it (published, `locale: 'all'`). */
export type StoredAreaPage = InAllLocales<
  AreaPage,
  'title' | 'lead' | 'sections' | 'groups' | 'cta'
>;
/** A legal page's document as the site reads it. */
export type StoredLegalPage = InAllLocales<LegalPage, 'title' | 'lead' | 'sections'>;
/** A brand page of the route table's document as the site reads it. */
export type StoredFixedBrandPage = InAllLocales<
  FixedBrandPage,
  'title' | 'lead' | 'sections' | 'products' | 'safetyNote' | 'facts'
>;
/** A fixed page's title and description as the site reads them. */
export type StoredPageTitle = InAllLocales<PageTitleDoc, 'title' | 'description'>;

/**
 * Published page documents as each page's copy per locale, by route. A locale whose copy does not
 * make a whole page (never filled in, or sections emptied) keeps site-core's copy.
 */
function toPageCopies<Stored extends { key: string }, T>(
  docs: readonly Stored[],
  locales: readonly Locale[],
  parse: (doc: Stored, locale: Locale) => T | undefined,
): Partial<Record<RouteName, PerLocale<T>>> {
  const pages: Partial<Record<RouteName, PerLocale<T>>> = {};
  for (const doc of docs) {
    const copies: PerLocale<T> = {};
    for (const locale of locales) {
      const copy = parse(doc, locale);
      if (copy) copies[locale] = copy;
    }
    if (Object.keys(copies).length) pages[doc.key as RouteName] = copies;
  }
  return pages;
}

export function toAreaPages(
  docs: readonly StoredAreaPage[],
  locales: readonly Locale[],
): Pick<Market, 'areaPages'> {
  const areaPages = toPageCopies(docs, locales, (doc, locale) => {
    const groups = doc.groups?.[locale];
    const cta = doc.cta?.[locale];
    const parsed = areaCopySchema.safeParse({
      lead: doc.lead?.[locale],
      sections: proseSections(doc.sections?.[locale]),
      groups: groups && {
        heading: groups.heading,
        ...(groups.intro ? { intro: groups.intro } : {}),
        items: (groups.items ?? []).map(({ title, text }) => ({ title, text })),
      },
      cta: cta && { title: cta.title, text: cta.text, button: cta.button },
    });
    return parsed.success ? parsed.data : undefined;
  });
  return { areaPages };
}

/** A department or service page's document in one locale (the seed). */
export function areaPageDoc(copy: AreaCopy) {
  return {
    lead: copy.lead,
    sections: sectionRows(copy.sections),
    groups: {
      heading: copy.groups.heading,
      intro: copy.groups.intro ?? '',
      items: copy.groups.items.map((item) => ({ ...item })),
    },
    cta: { ...copy.cta },
  };
}

/** The route table's brand pages: their copy per locale, and the logos staff uploaded, by route. */
export function toFixedBrandPages(
  docs: readonly StoredFixedBrandPage[],
  locales: readonly Locale[],
  images: MediaImages = new Map(),
): Pick<Market, 'brandCopies' | 'brandLogos'> {
  const brandCopies = toPageCopies(docs, locales, (doc, locale) => {
    const products = productLines(doc.products?.[locale]);
    const parsed = brandCopySchema.safeParse({
      lead: doc.lead?.[locale],
      sections: proseSections(doc.sections?.[locale]),
      ...(products ? { products } : {}),
      safetyNote: doc.safetyNote?.[locale],
      facts: (doc.facts?.[locale] ?? []).map(({ label, value }) => ({ label, value })),
    });
    return parsed.success ? parsed.data : undefined;
  });
  const brandLogos: NonNullable<Market['brandLogos']> = {};
  for (const doc of docs) {
    const logo = imageOf(doc.logo, images);
    if (logo) brandLogos[doc.key as RouteName] = logo;
  }
  return { brandCopies, brandLogos };
}

/** A brand page's document in one locale (the seed). */
export function fixedBrandPageDoc(copy: BrandCopy) {
  return {
    lead: copy.lead,
    sections: sectionRows(copy.sections),
    products: {
      heading: copy.products?.heading ?? '',
      items: (copy.products?.items ?? []).map((item) => ({ ...item })),
    },
    safetyNote: copy.safetyNote,
    facts: copy.facts.map((fact) => ({ ...fact })),
  };
}

export function toLegalPages(
  docs: readonly StoredLegalPage[],
  locales: readonly Locale[],
): Pick<Market, 'legalPages'> {
  const legalPages = toPageCopies(docs, locales, (doc, locale) => {
    const parsed = legalCopySchema.safeParse({
      lead: doc.lead?.[locale],
      sections: proseSections(doc.sections?.[locale]),
    });
    return parsed.success ? parsed.data : undefined;
  });
  return { legalPages };
}

/** A legal page's document in one locale (the seed). */
export function legalPageDoc(copy: LegalCopy) {
  return { lead: copy.lead, sections: sectionRows(copy.sections) };
}

/** The catalogue's titles and descriptions of these pages, in each locale (the seed). */
export function pageTitlesFromMessages(
  routes: readonly RouteName[],
  intls: readonly (readonly [Locale, SiteIntl])[],
): PageTitles {
  const titles: PageTitles = {};
  for (const route of routes) {
    const ids = pageTitleIds(route);
    titles[route] = Object.fromEntries(
      intls.map(([locale, intl]) => [
        locale,
        { title: intl.tm(ids.title), description: intl.tm(ids.description) },
      ]),
    );
  }
  return titles;
}

/**
 * Published page-title documents by route; a locale with an empty title or description keeps the
 * catalogue's (the page is never left without either).
 */
export function toPageTitles(
  docs: readonly StoredPageTitle[],
  locales: readonly Locale[],
): Pick<Market, 'pageTitles'> {
  const pageTitles = toPageCopies(docs, locales, (doc, locale): PageTitle | undefined => {
    const title = doc.title?.[locale]?.trim();
    const description = doc.description?.[locale]?.trim();
    return title && description ? { title, description } : undefined;
  });
  return { pageTitles };
}

/** A page-title document in one locale (the seed). */
export const pageTitleDoc = (page: PageTitle) => ({ ...page });
