/** @jest-environment node */
import type { GlobalConfig } from 'payload';
import type { Locale } from '../../../i18n/locales';
import { createTestMarket } from '../../../testing/testMarket';
import { storedAllLocales } from '../../storedDoc.testing';
import type { Doc } from '../../publishedContent';
import { toImages, uploadIds } from '../../collections/shared/mapping';
import { companySponsors } from './config.mts';
import { sponsorsDoc, toSponsors } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
/** A global as the seed stores it: each locale's data written, read back with locale 'all'. */
const seeded = (global: GlobalConfig, docFor: (locale: Locale) => Doc) =>
  storedAllLocales(global, Object.fromEntries(market.locales.map((l) => [l, docFor(l)])));
const savedAt = { createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z' };

describe('the supported organisations in the footer', () => {
  it('leaves out a sponsor whose address would lead elsewhere than it reads', () => {
    const country = Object.fromEntries(market.locales.map((locale) => [locale, 'Hrvatska']));
    const sponsors = {
      updatedAt: '2026-11-01T00:00:00.000Z',
      sponsors: [{ name: 'Udruga', url: '//evil.example', caption: country }],
    };
    expect(toSponsors(sponsors as never, market.locales).sponsors).toEqual([]);
  });

  it('shows a supported organisation’s uploaded logo with its sizes, in place of nothing', () => {
    const stored = seeded(companySponsors(), (locale) => sponsorsDoc(market.sponsors, locale));
    expect(toSponsors(stored as never, market.locales)).toEqual({ sponsors: market.sponsors });
    stored.sponsors[0].logo = 7;
    const images = toImages([
      {
        ...savedAt,
        id: 7,
        mimeType: 'image/png',
        width: 1200,
        height: 400,
        alt: { hr: 'Zaklada primjer', en: 'Example foundation' },
        sizes: {
          card: { filename: 'logo-800x267.png', width: 800 },
          thumbnail: { filename: 'logo-400x133.png', width: 400 },
          wide: { filename: null, width: null },
        },
      },
      {
        ...savedAt,
        id: 8,
        mimeType: 'application/pdf',
        width: null,
        height: null,
        alt: { hr: 'Certifikat' },
      },
    ]);
    expect([...images.keys()]).toEqual(['7']);
    expect(uploadIds(stored.sponsors.map((row: Doc) => row.logo))).toEqual(['7']);
    expect(toSponsors(stored as never, market.locales, images).sponsors?.[0]?.logo).toEqual({
      src: '/assets/7',
      width: 1200,
      height: 400,
      alt: { hr: 'Zaklada primjer', en: 'Example foundation' },
      variants: [
        { src: '/assets/7?key=thumbnail', width: 400 },
        { src: '/assets/7?key=card', width: 800 },
      ],
    });
  });
});
