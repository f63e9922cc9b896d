import { withSeedPageCopy } from '../seed/pageCopy';
import type { Locale } from '../i18n/locales';
import type { SampleMarks } from '../market/launchChecklist';
import type { LocalizedList, LocalizedText, Market, MarketContent } from '../market/types';
import type { PublishedContent } from '../routing/siteState';
import type { MarketFeature } from '../routing/routeTable';
import { createTestNews } from './testNews';

const everyLocale = (text: string): LocalizedText => ({
  hr: `${text} (hr)`,
  sl: `${text} (sl)`,
  bs: `${text} (bs)`,
  en: text,
});

/** A list in every locale, each item marked like `everyLocale` marks a text. */
const everyLocaleList = (items: readonly string[]): LocalizedList => ({
  hr: items.map((item) => `${item} (hr)`),
  sl: items.map((item) => `${item} (sl)`),
  bs: items.map((item) => `${item} (bs)`),
  en: items,
});

/** The same slug in every locale (a slug cannot carry `everyLocale`'s marker). */
const sameSlug = (slug: string): LocalizedText => ({ hr: slug, sl: slug, bs: slug, en: slug });

/** Every feature switch on or off. */
export const allFeatures = (on: boolean): Record<MarketFeature, boolean> => ({
  medicinalProducts: on,
  representedBrands: on,
  clinicalTrials: on,
  equipmentService: on,
  adverseEffectReports: on,
});

const croatia: LocalizedText = { hr: 'Hrvatska', sl: 'Hrvaška', bs: 'Hrvatska', en: 'Croatia' };

const departmentNames: Record<Locale, Record<string, string>> = {
  hr: { 'department.dijagnostika': 'Laboratorijska dijagnostika', 'department.servis': 'Servis' },
  sl: { 'department.dijagnostika': 'Laboratorijska diagnostika', 'department.servis': 'Servis' },
  bs: { 'department.dijagnostika': 'Laboratorijska dijagnostika', 'department.servis': 'Servis' },
  en: { 'department.dijagnostika': 'Laboratory diagnostics', 'department.servis': 'Service' },
};

/** An empty news set, for markets that publish none. */
export const noNews = (): Market['news'] => ({ categories: [], articles: [] });

/**
 * A complete, valid (validateMarket) and clearly fictional market: hr default and en, every feature,
 * every figure, two locations (one address needs escaping in a script element), two departments,
 * sample news, memberships, open positions and legal facts with text in all four locales.
 */
function defaultTestMarket(): Market {
  return {
    market: 'test',
    appName: 'Medivia Test',
    siteUrl: 'https://www.medivia-test.example',
    timeZone: 'Europe/Zagreb',
    locales: ['hr', 'en'],
    country: croatia,
    messages: departmentNames,
    features: allFeatures(true),
    reportLinkLocales: ['hr'],
    anniversary: { years: 35 },
    company: {
      corporateName: 'Medivia Test d.o.o.',
      abbreviatedName: 'Medivia Test',
      registryCourt: {
        hr: 'Trgovački sud u Zagrebu',
        sl: 'Trgovsko sodišče v Zagrebu',
        bs: 'Trgovački sud u Zagrebu',
        en: 'Commercial Court in Zagreb',
      },
      registrationNumber: { hr: 'MBS 0', sl: 'MBS 0', bs: 'MBS 0', en: 'Registration no. 0' },
      taxId: { hr: 'OIB 0', sl: 'OIB 0', bs: 'OIB 0', en: 'Personal identification no. (OIB) 0' },
      vatId: 'HR0',
      seat: {
        street: 'Ulica primjera 1',
        postalCode: '10000',
        city: 'Zagreb',
        country: croatia,
      },
      founder: {
        hr: 'Medivia Test Holding d.d.',
        sl: 'Medivia Test Holding d.d.',
        bs: 'Medivia Test Holding d.d.',
        en: 'Medivia Test Holding d.d.',
      },
      managementBoard: [
        {
          name: 'Ana Primjer',
          role: {
            hr: 'predsjednica Uprave',
            sl: 'predsednica uprave',
            bs: 'predsjednica Uprave',
            en: 'President of the Management Board',
          },
        },
      ],
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
        country: croatia,
        address: 'Ulica primjera 1',
        postalCode: '10000',
        kind: 'headquarters',
        tel1: '+385 1 000 0000',
        tel1_link: 'tel:+38510000000',
      },
      {
        id: 'ilidza',
        city: 'Sarajevo / Ilidža',
        country: {
          hr: 'Bosna i Hercegovina',
          sl: 'Bosna in Hercegovina',
          bs: 'Bosna i Hercegovina',
          en: 'Bosnia and Herzegovina',
        },
        address: 'Ulica </script><script>alert(1)</script> 7',
        postalCode: '71210',
        kind: 'warehouse',
        tel1: '+387 33 000 000',
        tel1_link: 'tel:+38733000000',
        tel2: '+387 33 000 001',
        tel2_link: 'tel:+38733000001',
        email: 'ilidza@medivia-test.example',
      },
    ],
    departments: {
      diagnostics: {
        name: {
          hr: 'Laboratorijska dijagnostika',
          sl: 'Laboratorijska diagnostika',
          bs: 'Laboratorijska dijagnostika',
          en: 'Laboratory diagnostics',
        },
        mail: 'dijagnostika@medivia-test.example',
        tel: '+385 1 000 0012',
        group: 'areas',
        offered: true,
        contactFor: ['diagnostics'],
      },
      'equipment-service': {
        name: {
          hr: 'Servis medicinske opreme',
          sl: 'Servis medicinske opreme',
          bs: 'Servis medicinske opreme',
          en: 'Equipment service',
        },
        mail: 'servis@medivia-test.example',
        mail2: 'servis-dezurni@medivia-test.example',
        tel: '+385 1 000 0022',
        group: 'services',
        offered: true,
        contactFor: ['equipmentService'],
      },
    },
    officeHours: {
      hr: 'ponedjeljak–petak 8–16 h',
      sl: 'ponedeljek–petek 8–16',
      bs: 'ponedjeljak–petak 8–16 h',
      en: 'Monday–Friday 8 am–4 pm',
    },
    pharmacovigilanceMailbox: 'farmakovigilancija@medivia-test.example',
    defaultMailFrom: 'web@medivia-test.example',
    sisterSites: [
      {
        market: 'slo',
        name: 'Medivia Slovenija',
        country: { hr: 'Slovenija', sl: 'Slovenija', bs: 'Slovenija', en: 'Slovenia' },
        url: 'https://www.medivia-si.example',
      },
    ],
    sponsors: [
      {
        name: 'Zaklada primjer',
        url: 'https://zaklada.example.org',
        caption: {
          hr: 'Programi javnog zdravstva',
          sl: 'Programi javnega zdravja',
          bs: 'Programi javnog zdravlja',
          en: 'Public-health programmes',
        },
      },
    ],
    figures: {
      customers: 6000,
      suppliers: 400,
      employees: 473,
      employeesYear: 2020,
      vehicles: 81,
      warehouses: 3,
      medicalEquipmentSuppliers: 57,
      dentalSuppliers: 47,
      dentalPartners: 1200,
      animalHealthCustomers: 450,
      deliveryHours: { firstDay: 1, lastDay: 5, fromHour: 8, toHour: 20 },
      serviceAroundTheClock: true,
    },
    news: createTestNews(),
    memberships: [
      {
        name: everyLocale('National chamber of commerce'),
        since: 1994,
        url: 'https://chamber.example.org',
      },
      { name: everyLocale('Association of pharmaceutical wholesalers') },
    ],
    openPositions: [
      {
        id: 'regulatory',
        slug: sameSlug('regulatory-affairs-specialist'),
        title: everyLocale('Regulatory affairs specialist'),
        team: everyLocale('Regulatory affairs'),
        location: 'Sveta Nedelja',
        employment: 'fullTime',
        summary: everyLocale('Prepares marketing-authorisation dossiers and variations.'),
        responsibilities: everyLocaleList([
          'Prepares marketing-authorisation applications',
          'Files variations and renewals',
        ]),
        requirements: everyLocaleList(['A degree in pharmacy', 'Good English']),
        postedOn: '2026-11-02',
        closesOn: '2027-01-31',
      },
      {
        id: 'intern',
        slug: sameSlug('logistics-intern'),
        title: everyLocale('Logistics intern'),
        team: everyLocale('Warehouse'),
        location: 'Sveta Nedelja',
        employment: 'internship',
        summary: everyLocale('Three months in the distribution centre.'),
        responsibilities: everyLocaleList(['Plans delivery routes', 'Learns the warehouse system']),
        requirements: everyLocaleList(['Enrolled as a student', 'Basic Excel skills']),
        postedOn: '2026-11-10',
        closesOn: '2027-01-31',
      },
      {
        id: 'sales-closed',
        slug: sameSlug('sales-representative'),
        title: everyLocale('Sales representative'),
        team: everyLocale('Sales'),
        location: 'Zagreb',
        employment: 'fullTime',
        summary: everyLocale('Visits pharmacies; the position has been filled.'),
        responsibilities: everyLocaleList(['Visits pharmacies', 'Agrees orders']),
        requirements: everyLocaleList(['Sales experience', 'A driving licence']),
        postedOn: '2026-09-01',
        closesOn: '2026-10-31',
        closed: true,
      },
    ],
    legal: {
      dpoEmail: 'dpo@medivia-test.example',
      dataProtectionLaw: everyLocale('the General Data Protection Regulation (EU) 2016/679'),
      supervisoryAuthority: {
        name: everyLocale('Sample Data Protection Agency'),
        abbreviation: 'SDPA',
        address: 'Sample street 1, 10000 Zagreb',
        website: 'https://dpa.example.org',
      },
      medicinesAgency: {
        name: everyLocale('Sample Medicines Agency'),
        abbreviation: 'SMA',
        website: 'https://sma.example.org',
      },
      videoRetentionDays: 30,
      lastUpdated: '2025-01-15',
    },
  };
}

/**
 * A fresh test market (a new object each call, so a test may mutate its copy). Overrides replace
 * whole top-level fields; to change one nested part, pass a function of the defaults:
 *
 *   createTestMarket({ locales: ['sl', 'en'], news: noNews() })
 *   createTestMarket((base) => ({ features: { ...base.features, representedBrands: false } }))
 */
export function createTestMarket(
  overrides:
    Partial<Market & SampleMarks> | ((defaults: Market) => Partial<Market & SampleMarks>) = {},
): Market & SampleMarks {
  const defaults = defaultTestMarket();
  // As a freshly seeded site shows it: the fixed pages' copy is the seed's (pages read no other).
  return withSeedPageCopy({
    ...defaults,
    ...(typeof overrides === 'function' ? overrides(defaults) : overrides),
  });
}

/** Every field of a market's content, as the back office publishes them. */
const contentFields = [
  'company',
  'locations',
  'departments',
  'officeHours',
  'sisterSites',
  'sponsors',
  'figures',
  'news',
  'memberships',
  'documents',
  'careersCopy',
  'homeCopy',
  'aboutCopy',
  'areaPages',
  'legalPages',
  'brandCopies',
  'brandLogos',
  'pageTitles',
  'linkTargets',
  'openPositions',
  'brandPages',
  'legal',
] as const satisfies readonly (keyof MarketContent)[];

/**
 * A test market's content as a back office would publish it, with `changes` on top: pages render
 * the published content alone, so a test that changes one field publishes the rest as they were.
 */
export function publishedAs(market: Market, changes: PublishedContent): PublishedContent {
  const content: Partial<MarketContent> = {};
  for (const field of contentFields) {
    if (market[field] !== undefined) Object.assign(content, { [field]: market[field] });
  }
  return { ...content, ...changes };
}
