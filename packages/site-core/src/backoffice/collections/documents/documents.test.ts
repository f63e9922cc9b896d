/** @jest-environment node */
import { documentsFromCopy } from '../../../content/company/documents';
import { storedAllLocales } from '../../storedDoc.testing';
import { companyDocuments } from './config.mts';
import { documentSeed, toDocuments, toFiles } from './mapping';

const savedAt = { createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z' };

describe('documents and certificates on the documents page', () => {
  it('lists published documents certificates first, newest first, with their PDF where one is uploaded', () => {
    const doc = (id: number, type: string, issuedOn: string, file?: number) => ({
      id,
      key: null,
      type,
      issuedOn: `${issuedOn}T12:00:00.000Z`,
      title: { hr: `Dokument ${id}`, en: null },
      description: { hr: 'Opis.', en: null },
      file: file ?? null,
    });
    const files = toFiles([
      { ...savedAt, id: 5, mimeType: 'application/pdf', filename: 'gdp.pdf', filesize: 120_000 },
      { ...savedAt, id: 6, mimeType: 'image/png', filename: 'logo.png', filesize: 9_000 },
    ]);
    const documents = toDocuments(
      [
        doc(1, 'form', '2025-01-01'),
        doc(2, 'certificate', '2023-10-05', 5),
        doc(3, 'certificate', '2024-03-18', 6),
        doc(4, 'policy', '2024-01-15'),
      ] as never,
      files,
    );
    expect(documents.map((document) => document.id)).toEqual(['d3', 'd2', 'd4', 'd1']);
    expect(documents[1]).toMatchObject({
      type: 'certificate',
      date: '2023-10-05',
      title: { hr: 'Dokument 2' },
      file: { src: '/assets/5', bytes: 120_000 },
    });
    // A picture chosen by mistake is no PDF to download.
    expect(documents[0]).not.toHaveProperty('file');
  });

  it('reads back site-core’s list of documents as the seed stores it', () => {
    const locales = ['hr', 'en'] as const;
    const seeded = documentsFromCopy(locales);
    const stored = seeded.map((document, index) => {
      const { shared, inLocale } = documentSeed(document);
      return storedAllLocales(
        companyDocuments(),
        Object.fromEntries(
          locales.map((l) => [l, { id: index + 1, key: document.id, ...shared, ...inLocale(l) }]),
        ),
      );
    });
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...toDocuments(stored as never)].sort(byId)).toEqual([...seeded].sort(byId));
  });
});
