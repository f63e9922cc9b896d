/** @jest-environment node */
import type { Locale } from '../../../i18n/locales';
import { legalPageCopy, legalRoutes } from '../../../content/company/legal';
import { legalCopy } from '../../../seed/legal';
import { areaCopies, brandCopies as seedBrandCopies } from '../../../seed/portfolio';
import { areaCopyIn, brandContent, fixedBrandIn } from '../../../content/portfolio';
import { fixedBrandRoutes } from '../../../content/portfolio/brandRoutes';
import { areaRoutes } from '../../../content/portfolio/areaRoutes';
import { blocksToRichText } from '../../../content/richText';
import { createTestMarket } from '../../../testing/testMarket';
import { areaPages, fixedBrandPages, legalPages, pageLabel, pageTitles } from './config.mts';
import { getIntl } from '../../../i18n/intl';
import { fixedRouteNames } from '../../../routing/routeTable';
import {
  areaPageDoc,
  fixedBrandPageDoc,
  legalPageDoc,
  pageTitleDoc,
  toAreaPages,
  toFixedBrandPages,
  toLegalPages,
  toPageTitles,
} from './mapping';
import { seedOf, type Doc } from '../../publishedContent';
import { storedAllLocales } from '../../storedDoc.testing';

const locales: Locale[] = ['hr', 'sl', 'bs', 'en'];

/** Page copy without the stored rich text the sections carry (the page renders it; the text is in blocks). */
function withoutBodies<T>(copies: T): T {
  return JSON.parse(JSON.stringify(copies, (key, value) => (key === 'body' ? undefined : value)));
}
const preview = () => '/preview';

/** A page document as the seed stores it: its key and title, its copy in every locale. */
const stored = (
  config: ReturnType<typeof areaPages>,
  key: string,
  docFor: (l: Locale) => Doc,
): Doc => ({
  ...storedAllLocales(config, Object.fromEntries(locales.map((l) => [l, docFor(l)]))),
  key,
  title: pageLabel(key),
});

describe('department and service pages in the back office', () => {
  const docs = areaRoutes.map((route) =>
    stored(areaPages(preview), route, (locale) => areaPageDoc(areaCopies[route]![locale])),
  );

  it('gives back every page’s copy in every locale exactly as the modules have it', () => {
    const { areaPages: pages } = toAreaPages(docs as never, locales);
    for (const route of areaRoutes)
      expect(withoutBodies(pages?.[route])).toEqual(areaCopies[route]!);
    // Each section keeps the rich text staff edit, for the page to render.
    expect(pages?.medicinalProducts?.hr?.sections[0]?.body).toEqual(docs[0]!.sections.hr[0].body);
  });

  it('shows what staff publish, and no copy from code in a locale never filled in', () => {
    const [first] = docs;
    const edited = structuredClone(first!);
    edited.lead.hr = 'Lijekovi za bolnice i ljekarne, isporučeni isti dan.';
    delete edited.sections.en;
    const { areaPages: pages } = toAreaPages([edited] as never, locales);
    const market = { ...createTestMarket(), areaPages: pages };
    expect(areaCopyIn(market, 'medicinalProducts', 'hr')?.lead).toBe(
      'Lijekovi za bolnice i ljekarne, isporučeni isti dan.',
    );
    expect(pages?.medicinalProducts?.en).toBeUndefined();
    expect(areaCopyIn(market, 'medicinalProducts', 'en')).toBeUndefined();
    expect(areaCopyIn(market, 'contact', 'hr')).toBeUndefined();
  });

  it('drops a section left without text and refuses a page that would have too few cards', () => {
    const doc = structuredClone(docs[0]!);
    doc.sections.hr[0].body = blocksToRichText([]);
    doc.groups.sl.items = doc.groups.sl.items.slice(0, 2);
    const { areaPages: pages } = toAreaPages([doc] as never, locales);
    expect(pages?.medicinalProducts?.hr?.sections).toHaveLength(
      areaCopies.medicinalProducts!.hr.sections.length - 1,
    );
    expect(pages?.medicinalProducts?.sl).toBeUndefined();
  });
});

describe('the route table’s brand pages in the back office', () => {
  const docs = fixedBrandRoutes.map((route) =>
    stored(fixedBrandPages(preview), route, (locale) =>
      fixedBrandPageDoc(seedBrandCopies[route]![locale]),
    ),
  );
  const logo = { id: '7', alt: { hr: 'Galderma' }, width: 1200, height: 400 } as never;

  it('gives back every brand page’s copy, product lines included, exactly as the modules have it', () => {
    const { brandCopies } = toFixedBrandPages(docs as never, locales);
    for (const route of fixedBrandRoutes)
      expect(withoutBodies(brandCopies?.[route])).toEqual(seedBrandCopies[route]!);
    expect(
      fixedBrandRoutes.some((route) => seedBrandCopies[route]!.hr.products !== undefined),
    ).toBe(true);
  });

  it('shows what staff publish, with the logo they upload, and nothing where none is published', () => {
    const edited = structuredClone(docs[0]!);
    edited.safetyNote.hr = 'Prije primjene pročitajte uputu; savjet potražite kod ljekarnika.';
    edited.logo = 7;
    delete edited.facts.en;
    const images = new Map([['7', logo]]);
    const market = {
      ...createTestMarket(),
      ...toFixedBrandPages([edited] as never, locales, images),
    };
    const galderma = fixedBrandIn(market, 'galderma', 'hr');
    expect(galderma?.copy.safetyNote).toBe(
      'Prije primjene pročitajte uputu; savjet potražite kod ljekarnika.',
    );
    expect(galderma?.content.logo).toBe(logo);
    expect(galderma?.content.mark).toEqual(brandContent.galderma!.mark);
    expect(fixedBrandIn(market, 'galderma', 'en')).toBeUndefined();
    expect(fixedBrandIn(market, 'rowa', 'hr')).toBeUndefined();
    expect(fixedBrandIn(market, 'contact', 'hr')).toBeUndefined();
  });

  it('gives staff a document for each brand page the market shows, and none where it shows none', () => {
    const shown = seedOf(createTestMarket()).shownBrandRoutes;
    expect(shown).toEqual([...fixedBrandRoutes]);
    const withoutBrands = createTestMarket((base) => ({
      features: { ...base.features, representedBrands: false, medicinalProducts: false },
    }));
    expect(seedOf(withoutBrands).shownBrandRoutes).toEqual([]);
  });

  it('shows no product lines without a heading and two cards, and refuses a page without facts', () => {
    const route = fixedBrandRoutes.find((name) => seedBrandCopies[name]!.hr.products)!;
    const doc = structuredClone(docs[fixedBrandRoutes.indexOf(route)]!);
    doc.products.hr.heading = '';
    doc.facts.sl = [];
    const { brandCopies } = toFixedBrandPages([doc] as never, locales);
    expect(brandCopies?.[route]?.hr).toBeDefined();
    expect(brandCopies?.[route]?.hr?.products).toBeUndefined();
    expect(brandCopies?.[route]?.sl).toBeUndefined();
  });
});

describe('legal pages in the back office', () => {
  const docs = legalRoutes.map((route) =>
    stored(legalPages(preview), route, (locale) => legalPageDoc(legalCopy[route].copy[locale])),
  );

  it('gives back every legal page with its notes and placeholders as site-core has it', () => {
    const { legalPages: pages } = toLegalPages(docs as never, locales);
    for (const route of legalRoutes)
      expect(withoutBodies(pages?.[route])).toEqual(legalCopy[route].copy);
    expect(JSON.stringify(pages?.termsOfUse?.hr)).toContain('"type":"note","tone":"warning"');
  });

  it('fills the company’s facts into what staff write and shows a mistyped placeholder as typed', () => {
    const doc = structuredClone(docs[0]!);
    doc.lead.hr = '{corporateName} poštuje vašu privatnost. {corporateNme}';
    const market = { ...createTestMarket(), ...toLegalPages([doc] as never, locales) };
    const copy = legalPageCopy({ market, locale: 'hr' }, 'privacyPolicy');
    expect(copy?.lead).toBe(
      `${market.company.corporateName} poštuje vašu privatnost. {corporateNme}`,
    );
    // Another page, never published, has no copy (it answers 404), never site-core's seed.
    expect(legalPageCopy({ market, locale: 'hr' }, 'termsOfUse')).toBeUndefined();
  });

  it('tells staff every placeholder the legal texts use', () => {
    const description = String(legalPages(preview).admin?.description);
    const used = new Set(JSON.stringify(legalCopy).match(/\{\w+\}/g));
    expect(used.size).toBeGreaterThan(5);
    for (const placeholder of used) expect(description).toContain(placeholder);
  });

  it('names each page in the admin by its route', () => {
    expect(pageLabel('privacyPolicy')).toBe('Privacy policy');
    expect(pageLabel('warehousingAndTransport')).toBe('Warehousing and transport');
  });
});

describe('page titles and descriptions in the back office', () => {
  const market = createTestMarket({ locales: ['hr', 'en'] });
  const seeded = seedOf(market).pageTitles!;
  const docs: Doc[] = Object.entries(seeded).map(([route, perLocale]) => ({
    ...storedAllLocales(
      pageTitles(preview),
      Object.fromEntries(Object.entries(perLocale!).map(([l, page]) => [l, pageTitleDoc(page)])),
    ),
    key: route,
  }));

  it('seeds every fixed page the market shows with its catalogue title and description', () => {
    expect(Object.keys(seeded)).toEqual(fixedRouteNames);
    expect(seeded.contact?.hr).toEqual({
      title: getIntl(market, 'hr').tm('route.contact.title'),
      description: getIntl(market, 'hr').tm('route.contact.description'),
    });
    const withoutBrands = createTestMarket((base) => ({
      features: { ...base.features, representedBrands: false },
    }));
    const shown = Object.keys(seedOf(withoutBrands).pageTitles!);
    expect(shown).not.toContain('galderma');
    expect(shown).toContain('contact');
    // Articles, categories and openings are named by their own documents.
    expect(shown).not.toContain('newsArticle');
  });

  it('gives back the seed exactly, so a fresh site reads as the catalogue does', () => {
    expect(toPageTitles(docs as never, market.locales).pageTitles).toEqual(seeded);
  });

  it('keeps the catalogue’s words in a locale whose title or description was emptied', () => {
    const doc = structuredClone(docs.find((d) => d.key === 'contact')!);
    doc.description.en = '  ';
    doc.title.hr = 'Pišite nam';
    const { pageTitles: titles } = toPageTitles([doc] as never, market.locales);
    expect(titles?.contact).toEqual({
      hr: { title: 'Pišite nam', description: seeded.contact!.hr!.description },
    });
  });

  it('limits a title to a menu entry’s length and a description to a search snippet’s', () => {
    const fields = pageTitles(preview).fields as { name?: string; maxLength?: number }[];
    const longest = (part: 'title' | 'description') =>
      Math.max(
        ...Object.values(seeded).flatMap((perLocale) =>
          Object.values(perLocale!).map((page) => page[part].length),
        ),
      );
    expect(longest('title')).toBeLessThanOrEqual(
      fields.find((f) => f.name === 'title')!.maxLength!,
    );
    expect(longest('description')).toBeLessThanOrEqual(
      fields.find((f) => f.name === 'description')!.maxLength!,
    );
  });
});
