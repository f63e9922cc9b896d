import type { Locale } from '../../../i18n/locales';
import type { CompanyDocument, Market } from '../../../market/types';
import { documentsCopySchema, type DocumentsCopy } from '../../../schema/company';
import { contentFile, localizedContent } from '../load';
import bs from './bs';
import en from './en';
import hr from './hr';
import sl from './sl';

export const documentsModules = { hr, sl, bs, en };
export const documentsCopy = localizedContent(
  'documents',
  documentsCopySchema,
  documentsModules,
  contentFile,
);

/** One document as the documents page lists it in one locale. */
export type DocumentListing = DocumentsCopy['items'][number] & { file?: CompanyDocument['file'] };

/**
 * The documents page's list in a locale: what staff publish in the back office, or this copy where
 * the market has none (tests, a site without a back office). A document without text in the locale
 * is left out there.
 */
export function documentsIn(market: Pick<Market, 'documents'>, locale: Locale): DocumentListing[] {
  if (!market.documents) return documentsCopy[locale].items;
  return market.documents.flatMap((document) => {
    const title = document.title[locale];
    const description = document.description[locale];
    if (!title || !description) return [];
    return [
      {
        id: document.id,
        type: document.type,
        date: document.date,
        title,
        description,
        ...(document.file ? { file: document.file } : {}),
      },
    ];
  });
}

/** This copy's documents in the given locales, one record per document (the back office's seed). */
export function documentsFromCopy(locales: readonly Locale[]): CompanyDocument[] {
  const [first] = locales;
  return documentsCopy[first!].items.map((item) => ({
    id: item.id,
    type: item.type,
    date: item.date,
    title: Object.fromEntries(
      locales.map((locale) => [
        locale,
        documentsCopy[locale].items.find((i) => i.id === item.id)?.title,
      ]),
    ),
    description: Object.fromEntries(
      locales.map((locale) => [
        locale,
        documentsCopy[locale].items.find((i) => i.id === item.id)?.description,
      ]),
    ),
  }));
}
