import { documentTypes } from '../../../schema/company';
import type { Locale } from '../../../i18n/locales';
import type { CompanyDocument } from '../../../market/types';
import type { Document } from '../../payload-types';
import type { InAllLocales } from '../allLocales';
import { day, idOf, noon, present, type StoredMedia } from '../shared/mapping';

/** A document or certificate as the site reads it: published, every language, depth 0. */
export type StoredDocument = InAllLocales<Document, 'title' | 'description'>;

/** A document's PDF as the page links it. */
export type DocumentFile = NonNullable<CompanyDocument['file']>;

/** The files these media documents are, by id: a PDF's address and size. */
export function toFiles(mediaDocs: readonly StoredMedia[]): Map<string, DocumentFile> {
  const out = new Map<string, DocumentFile>();
  for (const doc of mediaDocs) {
    if (doc.mimeType !== 'application/pdf' || !doc.filename) continue;
    out.set(String(doc.id), {
      src: `/assets/${encodeURIComponent(String(doc.id))}`,
      bytes: Number(doc.filesize) || 0,
    });
  }
  return out;
}

/** Published documents, certificates first and the newest first within a type. */
export function toDocuments(
  docs: readonly StoredDocument[],
  files: ReadonlyMap<string, DocumentFile> = new Map(),
): CompanyDocument[] {
  const documents = docs.map((doc): CompanyDocument => {
    const id = idOf(doc.file);
    const file = id === undefined ? undefined : files.get(id);
    return {
      id: doc.key ?? `d${doc.id}`,
      type: doc.type,
      date: day(doc.issuedOn),
      title: present<string>(doc.title),
      description: present<string>(doc.description),
      ...(file ? { file } : {}),
    };
  });
  const rank = (document: CompanyDocument) => documentTypes.indexOf(document.type);
  return documents
    .map((document, index) => ({ document, index }))
    .sort(
      (a, b) =>
        rank(a.document) - rank(b.document) ||
        b.document.date.localeCompare(a.document.date) ||
        a.index - b.index,
    )
    .map(({ document }) => document);
}

/** A seed document as its record: its type and date, and one language's title and description. */
export function documentSeed(document: CompanyDocument) {
  return {
    shared: { type: document.type, issuedOn: noon(document.date) },
    inLocale: (locale: Locale) =>
      document.title[locale] && document.description[locale]
        ? { title: document.title[locale], description: document.description[locale] }
        : undefined,
  };
}
