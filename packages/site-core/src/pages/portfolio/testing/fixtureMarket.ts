import type { Locale } from '../../../i18n/locales';
import type { MarketConfig } from '../../../market/types';
import type { MarketFeature } from '../../../routing/routeTable';

const features = (on: boolean): Record<MarketFeature, boolean> => ({
  medicinalProducts: on,
  representedBrands: on,
  clinicalTrials: on,
  equipmentService: on,
  adverseEffectReports: on,
});

/** A small, clearly fictional market for rendering portfolio pages in tests (no app config is imported). */
export function fixtureMarket(options: {
  locales: readonly [Locale, ...Locale[]];
  full: boolean;
  figures?: MarketConfig['figures'];
}): MarketConfig {
  return {
    market: options.full ? 'test-full' : 'test-lean',
    appName: 'Medivia Test',
    siteUrl: 'https://www.medivia-test.example',
    timeZone: 'Europe/Zagreb',
    locales: options.locales,
    features: features(options.full),
    reportLinkLocales: options.full ? [options.locales[0]] : [],
    company: {
      corporateName: 'Medivia Test d.o.o.',
      abbreviatedName: 'Medivia Test',
      registryCourt: 'Test Court',
      registrationNumber: '000000000',
      taxId: '00000000000',
      vatId: 'XX00000000000',
      seat: {
        street: 'Ulica primjera 1',
        postalCode: '10000',
        city: 'Testgrad',
        country: 'Testland',
      },
      founder: 'Sample Founder Ltd.',
      managementBoard: ['Ana Primjer'],
      director: 'Ana Primjer',
      shareCapital: { amount: 30_000_000, currency: 'EUR', paidInFull: true },
      bankAccounts: [],
      email: 'info@medivia.example',
      phone: '+000 1 000 0000',
      founded: 1990,
    },
    locations: [],
    departments: {
      dijagnostika: { mail: 'dijagnostika@medivia.example', tel: '+000 1 000 0001' },
      marketing_zastupstava: { mail: 'marketing@medivia.example', tel: '+000 1 000 0002' },
    },
    routeDepartments: {
      diagnostics: 'dijagnostika',
      marketing: 'marketing_zastupstava',
    },
    pharmacovigilanceMailbox: 'pv@medivia.example',
    defaultMailFrom: 'web@medivia.example',
    sisterSites: [],
    sponsors: [],
    figures: options.figures ?? {},
    news: { categories: [], articles: [] },
  };
}

/** Every spec §9 figure the portfolio pages can quote. */
export const allFigures: MarketConfig['figures'] = {
  customers: 6000,
  suppliers: 400,
  vehicles: 81,
  warehouses: 3,
  medicalEquipmentSuppliers: 57,
  dentalSuppliers: 47,
  dentalPartners: 1200,
  animalHealthCustomers: 450,
  deliveryHours: { firstDay: 1, lastDay: 5, fromHour: 8, toHour: 20 },
  serviceAroundTheClock: true,
};
