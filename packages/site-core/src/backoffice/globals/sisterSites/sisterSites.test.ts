/** @jest-environment node */
import { createTestMarket } from '../../../testing/testMarket';
import { seedOf } from '../../publishedContent';
import { storedAllLocales } from '../../storedDoc.testing';
import { companySisterSites } from './config.mts';
import { sisterSitesDoc, toSisterSites } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });

describe('the group companies in the footer', () => {
  it('keeps the group’s other companies, never this one, and drops a company missing its country in a language', () => {
    const group = createTestMarket({
      locales: market.locales,
      market: 'cro',
      sisterSites: [
        {
          market: 'cro',
          name: 'Medivia Hrvatska',
          url: 'https://www.medivia-hr.example',
          country: { hr: 'Hrvatska', sl: 'Hrvaška', bs: 'Hrvatska', en: 'Croatia' },
        },
        ...market.sisterSites,
      ],
    });
    const seed = seedOf(group);
    expect(seed.sisterSites?.map((site) => site.name)).toEqual(['Medivia Slovenija']);
    const stored = storedAllLocales(
      companySisterSites(),
      Object.fromEntries(market.locales.map((l) => [l, sisterSitesDoc(seed.sisterSites!, l)])),
    );
    const { sisterSites } = toSisterSites(stored as never, market.locales);
    expect(sisterSites).toEqual([
      {
        name: 'Medivia Slovenija',
        url: 'https://www.medivia-si.example',
        country: market.sisterSites[0]!.country,
      },
    ]);
    stored.sites.push({
      name: 'Medivia Srbija',
      url: 'https://www.medivia-rs.example',
      country: { hr: 'Srbija' },
    });
    expect(toSisterSites(stored as never, market.locales).sisterSites).toHaveLength(1);
    expect(toSisterSites({} as never, market.locales)).toEqual({});
  });

  it('leaves out a group company whose address would lead elsewhere than it reads', () => {
    const country = Object.fromEntries(market.locales.map((locale) => [locale, 'Hrvatska']));
    const stored = {
      updatedAt: '2026-11-01T00:00:00.000Z',
      sites: [
        { name: 'Tab trick', url: '/\t/evil.example/path', country },
        { name: 'Script', url: 'java\tscript:alert(1)', country },
        { name: 'Medivia Srbija', url: ' https://www.medivia-rs.example\n', country },
      ],
    };
    expect(toSisterSites(stored as never, market.locales).sisterSites).toEqual([
      { name: 'Medivia Srbija', url: 'https://www.medivia-rs.example', country },
    ]);
  });
});
