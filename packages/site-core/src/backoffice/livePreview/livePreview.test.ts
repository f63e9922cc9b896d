/** @jest-environment node */
import type { Locale } from '../../i18n/locales';
import { livePreview, previewedCollections } from './index.mts';

const cro = { locales: ['hr', 'en'] as [Locale, ...Locale[]] };
const slo = { locales: ['sl', 'en'] as [Locale, ...Locale[]] };
const inMarket = (market: typeof cro) => livePreview(market);

/** The live preview's address of a document as the admin's edit view asks for it. */
function urlOf(market: typeof cro, slug: string, data: Record<string, unknown>, locale: string) {
  // What the edit view passes (ui/utilities/handleLivePreview): the collection, the document, the locale.
  const url = inMarket(market).url as (args: Record<string, unknown>) => string | null;
  return url({ collectionConfig: { slug }, data, locale: { code: locale, label: '' } });
}

describe('the live preview of the back office', () => {
  it('is on for every collection whose documents are pages of the site', () => {
    expect(inMarket(cro).collections).toEqual([
      'news',
      'jobs',
      'brand-pages',
      'area-pages',
      'fixed-brand-pages',
      'legal-pages',
      'page-titles',
    ]);
  });

  it("frames the draft's preview in the language being edited", () => {
    expect(urlOf(cro, 'news', { id: 7 }, 'hr')).toBe('/preview/news/7');
    expect(urlOf(cro, 'news', { id: 7 }, 'en')).toBe('/en/preview/news/7');
    expect(urlOf(slo, 'legal-pages', { id: 3 }, 'sl')).toBe('/preview/legal-pages/3');
    expect(urlOf(slo, 'page-titles', { id: 3 }, 'en')).toBe('/en/preview/page-titles/3');
    for (const collection of previewedCollections)
      expect(urlOf(cro, collection, { id: 1 }, 'en')).toBe(`/en/preview/${collection}/1`);
  });

  it('shows the default language when the request names none of the market', () => {
    expect(urlOf(cro, 'jobs', { id: 2 }, 'all')).toBe('/preview/jobs/2');
    expect(urlOf(cro, 'jobs', { id: 2 }, 'sl')).toBe('/preview/jobs/2');
  });

  it('has nothing to show for a document not yet created or a collection without pages', () => {
    expect(urlOf(cro, 'news', {}, 'hr')).toBeNull();
    expect(urlOf(cro, 'departments', { id: 1 }, 'hr')).toBeNull();
    expect(urlOf(cro, 'users', { id: 1 }, 'hr')).toBeNull();
  });

  it('offers a phone, a tablet and a laptop, named in the market’s staff language', () => {
    const sizes = (market: typeof cro) =>
      inMarket(market).breakpoints!.map(({ label, width }) => `${label} ${width}`);
    expect(sizes(cro)).toEqual(['Mobitel 375', 'Tablet 768', 'Računalo 1280']);
    expect(sizes(slo)).toEqual(['Mobilni telefon 375', 'Tablica 768', 'Računalnik 1280']);
  });
});
