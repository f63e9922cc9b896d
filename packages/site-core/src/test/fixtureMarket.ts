import type { MarketConfig } from '../market/types';

/** A complete sample market for tests of the shell; every value is fictional. */
export const fixtureMarket: MarketConfig = {
  market: 'test',
  appName: 'Medivia Test',
  siteUrl: 'https://www.medivia-test.example',
  timeZone: 'Europe/Zagreb',
  locales: ['hr', 'en'],
  messages: {
    hr: { 'department.dijagnostika': 'Laboratorijska dijagnostika', 'department.servis': 'Servis' },
    en: { 'department.dijagnostika': 'Laboratory diagnostics', 'department.servis': 'Service' },
  },
  features: {
    medicinalProducts: true,
    representedBrands: true,
    clinicalTrials: true,
    equipmentService: true,
    adverseEffectReports: true,
  },
  reportLinkLocales: ['hr'],
  anniversary: { years: 35 },
  company: {
    corporateName: 'Medivia Test d.o.o.',
    abbreviatedName: 'Medivia Test',
    registryCourt: 'Trgovački sud (primjer)',
    registrationNumber: 'MBS 0 (primjer)',
    taxId: 'OIB 0 (primjer)',
    vatId: 'HR0',
    seat: { street: 'Ulica primjera 1', postalCode: '10000', city: 'Zagreb', country: 'Hrvatska' },
    founder: 'Primjer d.d.',
    managementBoard: ['Ana Primjer'],
    director: 'Ana Primjer',
    shareCapital: { amount: 30_000_000, currency: 'EUR', paidInFull: true },
    bankAccounts: [{ bank: 'Primjer banka', iban: 'HR00 0000', swift: 'PRMBHR2X' }],
    email: 'info@medivia-test.example',
    phone: '+385 1 000 0000',
    founded: 1990,
  },
  locations: [
    {
      id: 'hq',
      city: 'Zagreb',
      country: 'Hrvatska',
      address: 'Ulica primjera 1',
      postalCode: '10000',
      kind: 'headquarters',
      tel1: '+385 1 000 0000',
      tel1_link: 'tel:+38510000000',
    },
  ],
  departments: {
    dijagnostika: { mail: 'dijagnostika@medivia-test.example', tel: '+385 1 000 0012' },
    servis: {
      mail: 'servis@medivia-test.example',
      mail2: 'dezurni@medivia-test.example',
      tel: '+385 1 000 0022',
    },
  },
  routeDepartments: { diagnostics: 'dijagnostika', equipmentService: 'servis' },
  pharmacovigilanceMailbox: 'farmakovigilancija@medivia-test.example',
  defaultMailFrom: 'web@medivia-test.example',
  sisterSites: [
    {
      market: 'slo',
      name: 'Medivia Slovenija',
      country: 'Slovenija',
      url: 'https://www.medivia-si.example',
    },
  ],
  sponsors: [
    {
      name: 'Zaklada primjer',
      url: 'https://zaklada.example.org',
      captionId: 'sponsor.caption.health',
    },
  ],
  figures: { customers: 6000, suppliers: 400 },
  news: { categories: [], articles: [] },
};
