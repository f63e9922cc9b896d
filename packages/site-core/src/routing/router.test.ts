import { allFeatures as all, createTestMarket } from '../testing/testMarket';
import { createRouter } from './router';
import { routeNames, routeTable, type RouteName } from './routeTable';

const cro = createRouter(createTestMarket({ locales: ['hr', 'en'], features: all(true) }));
const slo = createRouter(createTestMarket({ locales: ['sl', 'en'], features: all(false) }));
const sloOtherReading = createRouter(
  createTestMarket({
    locales: ['sl', 'en'],
    features: { ...all(false), medicinalProducts: true, representedBrands: true },
  }),
);

/** Spec §2, "Slovenian paths (no prefix)" and the brand pages, exactly as listed. */
const specSlovenianPaths = [
  '/',
  '/file',
  '/karijere',
  '/novice-in-dogodki',
  '/o-nas',
  '/o-nas/podatki-o-podjetju',
  '/obvestilo-o-video nadzoru',
  '/pogoji-uporabe',
  '/politika-piskotkov',
  '/pravilnik-o-zasebnosti',
  '/nase-storitve/klinicke-studije',
  '/nase-storitve/registracija',
  '/nase-storitve/sekundarna-oprema',
  '/nase-storitve/skladiscnje-in-transport',
  '/nase-storitve/storitev',
  '/storitve/diagnostiko',
  '/storitve/marketinske-agencije',
  '/storitve/medicinska-oprema',
  '/storitve/stomatologija-in-zobotehnika',
  '/storitve/veterina',
  '/storitve/marketinske-agencije/galderma',
  '/storitve/marketinske-agencije/neostrata-company-inc',
  '/storitve/marketinske-agencije/talika',
  '/storitve/marketinske-agencije/galderma/actinica',
  '/storitve/marketinske-agencije/galderma/cetaphil',
  '/storitve/marketinske-agencije/galderma/excipial',
  '/sluzbe/marketing-zastupstva/galderma/daylong',
  '/storitve/zdravila-in-medicinski-izdelki/cochlear-ltd',
  '/storitve/zdravila-in-medicinski-izdelki/cochlear-ltd/dobrobit-i-kohlearni-implantat',
  '/storitve/zdravila-in-medicinski-izdelki/cochlear-ltd/nucleus',
];

/** Spec §2, "English paths (prefix /en)", exactly as listed. */
const specEnglishPaths = [
  '/en',
  '/en/about-us',
  '/en/about-us/company-information',
  '/en/cookie-policy',
  '/en/file',
  '/en/karijere',
  '/en/news-and-events',
  '/en/notice-of-video-surveillance',
  '/en/privacy-policy',
  '/en/terms-of-use',
  '/en/reporting-side-effects',
  '/en/services/clinical-trials',
  '/en/services/regulatory-affairs',
  '/en/services/repackaging-and-relabeling',
  '/en/services/service',
  '/en/services/warehousing-and-transport',
  '/en/departments/animal-health',
  '/en/departments/dental-medicine-and-dental-technics',
  '/en/departments/laboratory-diagnostics',
  '/en/departments/marketing',
  '/en/departments/medical-devices-and-equipment',
  '/en/departments/marketing/galderma',
  '/en/departments/marketing/neostrata-company-inc',
  '/en/departments/marketing/talika',
  '/en/departments/marketing/galderma/actinica',
  '/en/departments/marketing/galderma/cetaphil',
  '/en/departments/marketing/galderma/excipial',
  '/en/departments/medicinal-products-and-medical-devices/cochlear-ltd',
  '/en/departments/medicinal-products-and-medical-devices/cochlear-ltd/nucleus',
  '/en/departments/medicinal-products-and-medical-devices/cochlear-ltd/well-being-survey',
  '/en/sluzbe/marketing-zastupstva/galderma/daylong',
];

describe('route table', () => {
  it('has a path for every route in every locale, and no two routes share a path', () => {
    for (const locale of ['hr', 'sl', 'bs', 'en'] as const) {
      const paths = routeNames.map((name) => routeTable[name].paths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
      paths.forEach((path) => expect(path).toMatch(/^\//));
    }
  });

  it('names only existing routes as parents', () => {
    for (const name of routeNames) {
      const parent = (routeTable[name] as { parent?: string }).parent;
      if (parent) expect(routeNames).toContain(parent);
    }
  });
});

describe('given the Slovenian market with every feature on', () => {
  const everything = createRouter(createTestMarket({ locales: ['sl', 'en'], features: all(true) }));

  it('serves every Slovenian path of the spec', () => {
    for (const path of specSlovenianPaths) expect(everything.resolve('sl', path)).not.toBeNull();
  });

  it('serves every English path of the spec under /en', () => {
    for (const path of specEnglishPaths) {
      const route = everything.resolve('en', path.replace(/^\/en/, '') || '/');
      expect(route).not.toBeNull();
      expect(everything.href(route!.name, 'en')).toBe(path);
    }
  });
});

describe('market visibility', () => {
  const hiddenInSlo: RouteName[] = [
    'medicinalProducts',
    'marketing',
    'clinicalTrials',
    'equipmentService',
    'report',
    'cochlear',
    'galdermaCetaphil',
  ];

  it('hides the medicinal products, marketing, clinical trials, service and report pages in slo (default reading)', () => {
    for (const name of hiddenInSlo) expect(slo.isVisible(name)).toBe(false);
    expect(slo.resolve('sl', '/storitve/marketinske-agencije')).toBeNull();
    expect(slo.resolve('sl', '/storitve/diagnostiko')?.name).toBe('diagnostics');
  });

  it('shows medicinal products and marketing in slo under the other reading, by config alone', () => {
    expect(sloOtherReading.isVisible('marketing')).toBe(true);
    expect(sloOtherReading.isVisible('cochlearNucleus')).toBe(true);
    expect(sloOtherReading.isVisible('clinicalTrials')).toBe(false);
  });

  it('shows everything in cro', () => {
    for (const name of hiddenInSlo) expect(cro.isVisible(name)).toBe(true);
  });

  it('hides routes a market lists in hiddenRoutes', () => {
    const router = createRouter(
      createTestMarket({
        locales: ['hr', 'en'],
        features: all(true),
        hiddenRoutes: ['talika'],
      }),
    );
    expect(router.isVisible('talika')).toBe(false);
    expect(router.isVisible('neostrata')).toBe(true);
  });
});

describe('localized hrefs', () => {
  it('prefixes only the non-default locale', () => {
    expect(cro.href('about', 'hr')).toBe('/o-nama');
    expect(cro.href('about', 'en')).toBe('/en/about-us');
    expect(cro.href('home', 'en')).toBe('/en');
    expect(cro.href('home', 'hr')).toBe('/');
  });

  it('finds the same page in the other locale', () => {
    const route = cro.resolve('hr', '/nase-usluge/registracije')!;
    expect(cro.alternate(route, 'hr', 'en')).toBe('/en/services/regulatory-affairs');
    expect(cro.alternate(route, 'hr', 'sl')).toBeUndefined();
  });

  it('ignores a trailing slash and answers null for unknown paths', () => {
    expect(cro.resolve('hr', '/o-nama/')?.name).toBe('about');
    expect(cro.resolve('hr', '/nepostojeca-stranica')).toBeNull();
  });

  it('translates parametrised pages through the param translator', () => {
    const router = createRouter(
      createTestMarket({ locales: ['hr', 'en'], features: all(true) }),
      {
        newsArticle: (locale) => [locale === 'hr' ? 'novi-skladiste' : 'new-warehouse'],
      },
      (_name, _from, slug) => (slug === 'novi-skladiste' ? 'new-warehouse' : undefined),
    );
    const article = router.resolve('hr', '/novosti-i-dogadanja/novi-skladiste')!;
    expect(article.params.slug).toBe('novi-skladiste');
    expect(router.alternate(article, 'hr', 'en')).toBe('/en/news-and-events/new-warehouse');
  });
});
