/** @jest-environment node */
import type { GlobalConfig } from 'payload';
import { storedAllLocales } from '../../storedDoc.testing';
import type { Locale } from '../../../i18n/locales';
import { createTestMarket } from '../../../testing/testMarket';
import { companyData } from './config.mts';
import { companyDoc, toCompanyFacts, type StoredCompany } from './mapping';
import type { Doc } from '../../publishedContent';

// Every locale the test market's texts are written in, so a round trip keeps them all.
const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
const seeded = (global: GlobalConfig, docFor: (locale: Locale) => Doc) =>
  storedAllLocales(global, Object.fromEntries(market.locales.map((l) => [l, docFor(l)])));

describe('the company’s facts in the back office', () => {
  it('gives back the seed’s legal data, bank accounts, memberships and notices', () => {
    const stored = seeded(companyData(), (locale) => companyDoc(market, locale));
    expect(toCompanyFacts(stored as StoredCompany, market)).toEqual({
      company: market.company,
      memberships: market.memberships,
      legal: market.legal,
    });
  });

  it('shows what staff changed, and keeps the config’s facts where a page would miss a locale', () => {
    const stored = seeded(companyData(), (locale) => companyDoc(market, locale));
    stored.bankAccounts[0].iban = 'HR12 2360 0001 1012 3456 7';
    expect(toCompanyFacts(stored as StoredCompany, market).company?.bankAccounts[0]?.iban).toBe(
      'HR12 2360 0001 1012 3456 7',
    );
    stored.registryCourt = { ...stored.registryCourt, en: null };
    expect(toCompanyFacts(stored as StoredCompany, market)).toEqual({});
    expect(toCompanyFacts({ corporateName: null } as unknown as StoredCompany, market)).toEqual({});
  });
});
