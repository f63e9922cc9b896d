import type { BrandPage } from '../../../schema/brandPages';
import { webAddress } from '../../../content/richText/safeHref';
import type { Locale } from '../../../i18n/locales';
import type { BrandPage as BrandPageDoc } from '../../payload-types';
import type { InAllLocales } from '../allLocales';
import {
  imageOf,
  localeKeys,
  present,
  productLines,
  proseSections,
  sectionRows,
  withSharing,
  type MediaImages,
  type StoredSharing,
} from '../shared/mapping';

/** A brand page as the site reads it: published, every language (`locale: 'all'`), depth 0. */
export type StoredBrandPage = Omit<
  InAllLocales<
    BrandPageDoc,
    'title' | 'description' | 'slug' | 'lead' | 'sections' | 'products' | 'safetyNote' | 'facts'
  >,
  'meta'
> & { meta?: StoredSharing | null };

/**
 * The published brand pages as their departments list them: a copy in each locale that has a lead,
 * the lettering of the brand's tile, and its logo where staff uploaded one.
 */
export function toBrandPages(
  docs: readonly StoredBrandPage[],
  images: MediaImages = new Map(),
): BrandPage[] {
  return docs.map((doc) => {
    const copy: BrandPage['copy'] = {};
    const leads = present<string>(doc.lead);
    for (const locale of localeKeys(leads)) {
      const products = productLines(doc.products?.[locale]);
      copy[locale] = {
        title: doc.title?.[locale] ?? doc.name,
        description: doc.description?.[locale] ?? '',
        lead: leads[locale]!,
        sections: proseSections(doc.sections?.[locale]),
        ...(products ? { products } : {}),
        safetyNote: doc.safetyNote?.[locale] ?? '',
        facts: (doc.facts?.[locale] ?? []).map(({ label, value }) => ({ label, value })),
      };
    }
    const logo = imageOf(doc.logo, images);
    const hero = imageOf(doc.hero, images);
    const website = webAddress(doc.website);
    return {
      id: doc.key ?? `b${doc.id}`,
      department: doc.department,
      slug: present<string>(doc.slug),
      kind: doc.kind,
      mark: {
        text: doc.name,
        ...(doc.mark?.sub ? { sub: doc.mark.sub } : {}),
        style: doc.mark?.style ?? 'sans',
        hue: doc.mark?.hue ?? 200,
      },
      ...(logo ? { logo } : {}),
      ...(hero ? { hero } : {}),
      ...(website ? { website } : {}),
      copy,
      ...withSharing(doc, images),
    };
  });
}

/** A seed brand page as its document: the fields every language shares, and one language's copy. */
export function brandPageSeed(page: BrandPage) {
  return {
    shared: {
      name: page.mark.text,
      department: page.department,
      kind: page.kind,
      mark: { sub: page.mark.sub ?? '', style: page.mark.style, hue: page.mark.hue },
      ...(page.website ? { website: page.website } : {}),
    },
    inLocale: (locale: Locale) => {
      const copy = page.copy[locale];
      return (
        copy && {
          slug: page.slug[locale],
          title: copy.title,
          description: copy.description,
          lead: copy.lead,
          sections: sectionRows(copy.sections),
          ...(copy.products ? { products: copy.products } : {}),
          safetyNote: copy.safetyNote,
          facts: copy.facts,
        }
      );
    },
  };
}
