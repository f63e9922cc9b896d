import type { Locale } from '../i18n/locales';
import { searchPaths } from './searchPaths.mjs';

/**
 * Features a market switches on or off. Routes that need one are hidden (404) where it is off,
 * so both readings of the spec (medicinal products and marketing in cro only, or in slo too)
 * are a matter of market config, never of code.
 */
export type MarketFeature =
  | 'medicinalProducts'
  | 'representedBrands'
  | 'clinicalTrials'
  | 'equipmentService'
  | 'adverseEffectReports';

export type RouteSection =
  | 'home'
  | 'department'
  | 'service'
  | 'brand'
  | 'company'
  | 'news'
  | 'careers'
  | 'legal'
  | 'utility';

export interface RouteDefinition {
  /** Path per locale, without the locale prefix; `[slug]` marks a parameter. */
  paths: Record<Locale, string>;
  section: RouteSection;
  /** Breadcrumb parent. */
  parent?: string;
  /** Hidden in markets that do not switch this feature on. */
  requires?: MarketFeature;
}

const same = (path: string, en: string): Record<Locale, string> => ({
  hr: path,
  sl: path,
  bs: path,
  en,
});

const MARKETING = {
  hr: '/sluzbe/marketing-zastupstva',
  sl: '/storitve/marketinske-agencije',
  bs: '/sluzbe/marketing-zastupstva',
  en: '/departments/marketing',
} as const;
const DIAGNOSTICS = {
  hr: '/sluzbe/dijagnostika',
  sl: '/storitve/diagnostiko',
  bs: '/sluzbe/dijagnostika',
  en: '/departments/laboratory-diagnostics',
} as const;
const ANIMAL_HEALTH = {
  hr: '/sluzbe/veterina',
  sl: '/storitve/veterina',
  bs: '/sluzbe/veterina',
  en: '/departments/animal-health',
} as const;
const DENTAL = {
  hr: '/sluzbe/stomatologija-i-zubna-tehnika',
  sl: '/storitve/stomatologija-in-zobotehnika',
  bs: '/sluzbe/stomatologija-i-zubna-tehnika',
  en: '/departments/dental-medicine-and-dental-technics',
} as const;
const MEDICAL_EQUIPMENT = {
  hr: '/sluzbe/medicinska-oprema',
  sl: '/storitve/medicinska-oprema',
  bs: '/sluzbe/medicinska-oprema',
  en: '/departments/medical-devices-and-equipment',
} as const;
const MEDICINAL = {
  hr: '/sluzbe/lijekovi-i-medicinski-proizvodi',
  sl: '/storitve/zdravila-in-medicinski-izdelki',
  bs: '/sluzbe/lijekovi-i-medicinski-proizvodi',
  en: '/departments/medicinal-products-and-medical-devices',
} as const;

/** A page under a parent path, the same slug in every locale unless `slugs` says otherwise. */
function under(
  base: Record<Locale, string>,
  slug: string | (Partial<Record<Locale, string>> & { default: string }),
): Record<Locale, string> {
  const pick = (locale: Locale) =>
    typeof slug === 'string' ? slug : (slug[locale] ?? slug.default);
  return {
    hr: `${base.hr}/${pick('hr')}`,
    sl: `${base.sl}/${pick('sl')}`,
    bs: `${base.bs}/${pick('bs')}`,
    en: `${base.en}/${pick('en')}`,
  };
}

const galderma = under(MARKETING, 'galderma');
const rowa = under(MARKETING, 'rowa');
const schmidgall = under(MARKETING, 'schmidgall');
const cochlear = under(MEDICINAL, 'cochlear-ltd');
// The spec lists Daylong at this Croatian-style path in every locale; kept as the spec has it.
const daylong = same(
  '/sluzbe/marketing-zastupstva/galderma/daylong',
  '/sluzbe/marketing-zastupstva/galderma/daylong',
);

/** The single source of truth for every route: menus, switcher, hreflang, sitemap and static params derive from it. */
export const routeTable = {
  home: { paths: same('/', '/'), section: 'home' },

  // Section overviews: the menus' headings and the breadcrumb parent of every department and service.
  departments: {
    paths: { hr: '/sluzbe', sl: '/storitve', bs: '/sluzbe', en: '/departments' },
    section: 'department',
  },
  services: {
    paths: { hr: '/nase-usluge', sl: '/nase-storitve', bs: '/nase-usluge', en: '/services' },
    section: 'service',
  },

  medicinalProducts: {
    paths: { ...MEDICINAL },
    section: 'department',
    parent: 'departments',
    requires: 'medicinalProducts',
  },
  diagnostics: {
    paths: { ...DIAGNOSTICS },
    section: 'department',
    parent: 'departments',
  },
  animalHealth: {
    paths: { ...ANIMAL_HEALTH },
    section: 'department',
    parent: 'departments',
  },
  dentalMedicine: {
    paths: { ...DENTAL },
    section: 'department',
    parent: 'departments',
  },
  marketing: {
    paths: { ...MARKETING },
    section: 'department',
    parent: 'departments',
    requires: 'representedBrands',
  },
  medicalEquipment: {
    paths: { ...MEDICAL_EQUIPMENT },
    section: 'department',
    parent: 'departments',
  },

  warehousingAndTransport: {
    paths: {
      hr: '/nase-usluge/skladistenje-i-transport',
      sl: '/nase-storitve/skladiscnje-in-transport',
      bs: '/nase-usluge/skladistenje-i-transport',
      en: '/services/warehousing-and-transport',
    },
    section: 'service',
    parent: 'services',
  },
  regulatoryAffairs: {
    paths: {
      hr: '/nase-usluge/registracije',
      sl: '/nase-storitve/registracija',
      bs: '/nase-usluge/registracije',
      en: '/services/regulatory-affairs',
    },
    section: 'service',
    parent: 'services',
  },
  clinicalTrials: {
    paths: {
      hr: '/nase-usluge/klinicke-studije',
      sl: '/nase-storitve/klinicke-studije',
      bs: '/nase-usluge/klinicke-studije',
      en: '/services/clinical-trials',
    },
    section: 'service',
    parent: 'services',
    requires: 'clinicalTrials',
  },
  repackaging: {
    paths: {
      hr: '/nase-usluge/sekundarno-opremanje',
      sl: '/nase-storitve/sekundarna-oprema',
      bs: '/nase-usluge/sekundarno-opremanje',
      en: '/services/repackaging-and-relabeling',
    },
    section: 'service',
    parent: 'services',
  },
  equipmentService: {
    paths: {
      hr: '/nase-usluge/servis',
      sl: '/nase-storitve/storitev',
      bs: '/nase-usluge/servis',
      en: '/services/service',
    },
    section: 'service',
    parent: 'services',
    requires: 'equipmentService',
  },

  about: {
    paths: { hr: '/o-nama', sl: '/o-nas', bs: '/o-nama', en: '/about-us' },
    section: 'company',
  },
  companyInformation: {
    paths: {
      hr: '/o-nama/podaci-o-tvrtki',
      sl: '/o-nas/podatki-o-podjetju',
      bs: '/o-nama/podaci-o-kompaniji',
      en: '/about-us/company-information',
    },
    section: 'company',
    parent: 'about',
  },
  careers: { paths: same('/karijere', '/karijere'), section: 'careers' },
  // One page per job opening, with its application form; slugs come from the openings' data.
  jobOpening: {
    paths: same('/karijere/[slug]', '/karijere/[slug]'),
    section: 'careers',
    parent: 'careers',
  },
  news: {
    paths: {
      hr: '/novosti-i-dogadanja',
      sl: '/novice-in-dogodki',
      bs: '/novosti-i-dogadjaji',
      en: '/news-and-events',
    },
    section: 'news',
  },
  newsArticle: {
    paths: {
      hr: '/novosti-i-dogadanja/[slug]',
      sl: '/novice-in-dogodki/[slug]',
      bs: '/novosti-i-dogadjaji/[slug]',
      en: '/news-and-events/[slug]',
    },
    section: 'news',
    parent: 'news',
  },
  // One prerendered page per news filter (a post type or a category), so filtering needs no JavaScript.
  newsCategory: {
    paths: {
      hr: '/novosti-i-dogadanja/kategorija/[slug]',
      sl: '/novice-in-dogodki/kategorija/[slug]',
      bs: '/novosti-i-dogadjaji/kategorija/[slug]',
      en: '/news-and-events/category/[slug]',
    },
    section: 'news',
    parent: 'news',
  },
  documents: { paths: same('/file', '/file'), section: 'company' },
  contact: {
    paths: { hr: '/kontakt', sl: '/kontakt', bs: '/kontakt', en: '/contact' },
    section: 'company',
  },

  privacyPolicy: {
    paths: {
      hr: '/pravila-privatnosti',
      sl: '/pravilnik-o-zasebnosti',
      bs: '/politika-privatnosti',
      en: '/privacy-policy',
    },
    section: 'legal',
  },
  termsOfUse: {
    paths: {
      hr: '/uvjeti-koristenja',
      sl: '/pogoji-uporabe',
      bs: '/uslovi-koristenja',
      en: '/terms-of-use',
    },
    section: 'legal',
  },
  cookiePolicy: {
    paths: {
      hr: '/politika-kolacica',
      sl: '/politika-piskotkov',
      bs: '/politika-kolacica',
      en: '/cookie-policy',
    },
    section: 'legal',
  },
  videoSurveillance: {
    // The Slovenian path keeps the space the spec lists; browsers send it as %20.
    paths: {
      hr: '/obavijest-o-videonadzoru',
      sl: '/obvestilo-o-video nadzoru',
      bs: '/obavjestenje-o-videonadzoru',
      en: '/notice-of-video-surveillance',
    },
    section: 'legal',
  },

  report: {
    paths: {
      hr: '/prijava-nuspojava',
      sl: '/porocanje-o-nezelenih-ucinkih',
      bs: '/prijava-nezeljenih-efekata',
      en: '/reporting-side-effects',
    },
    section: 'utility',
    requires: 'adverseEffectReports',
  },
  // Shared with next-config.mjs, which rewrites searches with ?q= to the dynamic results route.
  search: { paths: searchPaths, section: 'utility' },
  thankYou: {
    paths: { hr: '/hvala', sl: '/hvala', bs: '/hvala', en: '/thank-you' },
    section: 'utility',
  },

  // Represented brands (marketing department).
  galderma: {
    paths: galderma,
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  galdermaActinica: {
    paths: under(galderma, 'actinica'),
    section: 'brand',
    parent: 'galderma',
    requires: 'representedBrands',
  },
  galdermaCetaphil: {
    paths: under(galderma, 'cetaphil'),
    section: 'brand',
    parent: 'galderma',
    requires: 'representedBrands',
  },
  galdermaExcipial: {
    paths: under(galderma, 'excipial'),
    section: 'brand',
    parent: 'galderma',
    requires: 'representedBrands',
  },
  galdermaDaylong: {
    paths: daylong,
    section: 'brand',
    parent: 'galderma',
    requires: 'representedBrands',
  },
  neostrata: {
    paths: under(MARKETING, 'neostrata-company-inc'),
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  talika: {
    paths: under(MARKETING, 'talika'),
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  embryolisse: {
    paths: under(MARKETING, 'embryolisse'),
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  rowa: {
    paths: rowa,
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  rowaRowatinex: {
    paths: under(rowa, 'rowatinex'),
    section: 'brand',
    parent: 'rowa',
    requires: 'representedBrands',
  },
  rowaRowachol: {
    paths: under(rowa, 'rowachol'),
    section: 'brand',
    parent: 'rowa',
    requires: 'representedBrands',
  },
  schmidgall: {
    paths: schmidgall,
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  schmidgallCarmolDrops: {
    paths: under(schmidgall, { default: 'carmol-kapi', sl: 'carmol-kapljice', en: 'carmol-drops' }),
    section: 'brand',
    parent: 'schmidgall',
    requires: 'representedBrands',
  },
  schmidgallCarmolPastilles: {
    paths: under(schmidgall, { default: 'carmol-pastile', en: 'carmol-pastilles' }),
    section: 'brand',
    parent: 'schmidgall',
    requires: 'representedBrands',
  },
  cochlear: {
    paths: cochlear,
    section: 'brand',
    parent: 'medicinalProducts',
    requires: 'medicinalProducts',
  },
  cochlearNucleus: {
    paths: under(cochlear, 'nucleus'),
    section: 'brand',
    parent: 'cochlear',
    requires: 'medicinalProducts',
  },
  cochlearWellBeing: {
    paths: under(cochlear, { default: 'dobrobit-i-kohlearni-implantat', en: 'well-being-survey' }),
    section: 'brand',
    parent: 'cochlear',
    requires: 'medicinalProducts',
  },

  // Brand pages written in the back office: one page per slug of the market's brand pages.
  marketingBrand: {
    paths: under(MARKETING, '[slug]'),
    section: 'brand',
    parent: 'marketing',
    requires: 'representedBrands',
  },
  medicinalBrand: {
    paths: under(MEDICINAL, '[slug]'),
    section: 'brand',
    parent: 'medicinalProducts',
    requires: 'medicinalProducts',
  },
  diagnosticsBrand: {
    paths: under(DIAGNOSTICS, '[slug]'),
    section: 'brand',
    parent: 'diagnostics',
  },
  animalHealthBrand: {
    paths: under(ANIMAL_HEALTH, '[slug]'),
    section: 'brand',
    parent: 'animalHealth',
  },
  dentalBrand: {
    paths: under(DENTAL, '[slug]'),
    section: 'brand',
    parent: 'dentalMedicine',
  },
  medicalEquipmentBrand: {
    paths: under(MEDICAL_EQUIPMENT, '[slug]'),
    section: 'brand',
    parent: 'medicalEquipment',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;
export const routeNames = Object.keys(routeTable) as RouteName[];

/** The pages with one address per locale: every route but articles, categories and openings. */
export const fixedRouteNames = routeNames.filter(
  (name) => !routeTable[name].paths.hr.includes('['),
);

export function routeDefinition(name: RouteName): RouteDefinition {
  return routeTable[name];
}

/** Routes whose breadcrumb parent is `name`, in route-table order. */
export function childRoutes(name: RouteName): RouteName[] {
  return routeNames.filter((child) => routeDefinition(child).parent === name);
}

/** Parametrised routes get their values from content (articles), handed in by the site factory. */
export type ParamSource = Partial<Record<RouteName, (locale: Locale) => string[]>>;

/** Alternate slugs of the same parametrised page in other locales (an article's translations). */
export type ParamTranslator = (
  name: RouteName,
  from: Locale,
  value: string,
  to: Locale,
) => string | undefined;
