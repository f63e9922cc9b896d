import type { CollectionConfig, GlobalConfig, RichTextField } from 'payload';
import { companyGlobals } from '../companyFacts.mts';
import type { ContentCollection } from '../contentModel.mts';
import { departmentDirectory } from '../globals/departmentDirectory/config.mts';
import {
  areaPages,
  fixedBrandPages,
  legalPages,
  pageTitles,
} from '../collections/fixedPages/config.mts';
import type { Locale } from '../../i18n/locales';
import { collectionInEveryLanguage, globalInEveryLanguage } from './index.mts';

/**
 * What per-locale safety covers: the documents every page of every language reads, which exist in
 * every language from the seed on. The department directory and every company global (facts and
 * page copy: a global added to companyGlobals is covered with it), and the fixed pages' copy. News,
 * openings, brand pages staff add and documents are each written in the languages staff choose: a
 * language without one simply does not list it.
 */
export const globalsInEveryLanguage = (defaultLocale?: Locale): GlobalConfig[] =>
  [departmentDirectory(), ...companyGlobals()].map((global) =>
    globalInEveryLanguage(global, defaultLocale),
  );

type PreviewPath = (
  collection: ContentCollection,
  doc: Record<string, unknown>,
  locale: string,
) => string;

/** The fixed pages' copy: department and service pages, represented brands, legal pages, titles. */
export const fixedPagesInEveryLanguage = (
  previewPath: PreviewPath,
  editor?: RichTextField['editor'],
  defaultLocale?: Locale,
): CollectionConfig[] =>
  [
    areaPages((doc, locale) => previewPath('area-pages', doc, locale), editor),
    fixedBrandPages((doc, locale) => previewPath('fixed-brand-pages', doc, locale), editor),
    legalPages((doc, locale) => previewPath('legal-pages', doc, locale), editor),
    pageTitles((doc, locale) => previewPath('page-titles', doc, locale)),
  ].map((collection) => collectionInEveryLanguage(collection, defaultLocale));
