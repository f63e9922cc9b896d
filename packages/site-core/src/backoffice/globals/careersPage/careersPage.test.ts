/** @jest-environment node */
import type { GlobalConfig } from 'payload';
import type { Locale } from '../../../i18n/locales';
import { createTestMarket } from '../../../testing/testMarket';
import { storedAllLocales } from '../../storedDoc.testing';
import type { Doc } from '../../publishedContent';
import { careersCopy } from '../../../seed/careers';
import { careersPage } from './config.mts';
import { careersPageDoc, toCareersCopy } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
/** A global as the seed stores it: each locale's data written, read back with locale 'all'. */
const seeded = (global: GlobalConfig, docFor: (locale: Locale) => Doc) =>
  storedAllLocales(global, Object.fromEntries(market.locales.map((l) => [l, docFor(l)])));

describe('the careers page’s copy', () => {
  it('gives back the careers page’s copy per locale, and keeps site-core’s for a locale left incomplete', () => {
    const stored = seeded(careersPage(), (locale) => careersPageDoc(careersCopy[locale]));
    expect(toCareersCopy(stored as never, market.locales)).toEqual({
      careersCopy: Object.fromEntries(market.locales.map((l) => [l, careersCopy[l]])),
    });
    stored.offer = { ...stored.offer, en: [{ line: 'A company car' }] };
    stored.lead = { ...stored.lead, hr: 'Radite s nama na lijekovima koji stižu na vrijeme.' };
    const published = toCareersCopy(stored as never, market.locales).careersCopy!;
    expect(published.hr?.lead).toBe('Radite s nama na lijekovima koji stižu na vrijeme.');
    // Fewer than four offers is no careers page: English keeps site-core's copy.
    expect(published).not.toHaveProperty('en');
  });
});
