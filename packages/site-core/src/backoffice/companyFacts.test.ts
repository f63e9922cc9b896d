/** @jest-environment node */
import type { GlobalConfig } from 'payload';
import { storedAllLocales } from './storedDoc.testing';
import type { Locale } from '../i18n/locales';
import { createTestMarket } from '../testing/testMarket';
import { aboutCopy } from '../seed/about';
import { careersCopy } from '../seed/careers';
import { homeCopyIn } from '../content/company/home';
import { getIntl } from '../i18n/intl';
import {
  aboutPage,
  careersPage,
  historyProblem,
  companyData,
  companyFigures,
  companySisterSites,
  companySponsors,
  homePage,
} from './companyFacts.mts';
import {
  aboutPageDoc,
  careersPageDoc,
  companyDoc,
  figuresDoc,
  homePageDoc,
  seedOf,
  sisterSitesDoc,
  sponsorsDoc,
  toAboutCopy,
  toCareersCopy,
  toCompanyFacts,
  toFigures,
  toHomeCopy,
  toSisterSites,
  toSponsors,
  type Doc,
} from './publishedContent';
import { toImages, uploadIds } from './collections/shared/mapping';

// Every locale the test market's texts are written in, so a round trip keeps them all.
const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
/** When a stored document was made and changed (any time: the mappings read neither). */
const savedAt = { createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z' };
const seeded = (global: GlobalConfig, docFor: (locale: Locale) => Doc) =>
  storedAllLocales(global, Object.fromEntries(market.locales.map((l) => [l, docFor(l)])));

describe('the company’s facts in the back office', () => {
  it('gives back the seed’s legal data, bank accounts, memberships and notices', () => {
    const stored = seeded(companyData(), (locale) => companyDoc(market, locale));
    expect(toCompanyFacts(stored, market)).toEqual({
      company: market.company,
      memberships: market.memberships,
      legal: market.legal,
    });
  });

  it('shows what staff changed, and keeps the config’s facts where a page would miss a locale', () => {
    const stored = seeded(companyData(), (locale) => companyDoc(market, locale));
    stored.bankAccounts[0].iban = 'HR12 2360 0001 1012 3456 7';
    expect(toCompanyFacts(stored, market).company?.bankAccounts[0]?.iban).toBe(
      'HR12 2360 0001 1012 3456 7',
    );
    stored.registryCourt = { ...stored.registryCourt, en: null };
    expect(toCompanyFacts(stored, market)).toEqual({});
    expect(toCompanyFacts({ corporateName: null }, market)).toEqual({});
  });

  it('leaves out a figure staff emptied, so pages skip it', () => {
    const stored = seeded(companyFigures(), () => figuresDoc(market.figures));
    expect(toFigures(stored)).toEqual({ figures: market.figures });
    expect(toFigures({ ...stored, customers: null }).figures).not.toHaveProperty('customers');
    expect(toFigures({}).figures).toBeUndefined();
  });

  it('seeds the home page with the catalogue’s text and shows what marketing publish, nothing from code elsewhere', () => {
    const seed = seedOf(market);
    const hr = getIntl(market, 'hr');
    expect(seed.homeCopy?.hr?.heroTitle).toBe(hr.t('home.heroTitle'));
    expect(seed.homeCopy?.en?.reportText).toBe(getIntl(market, 'en').t('home.reportText'));
    const stored = seeded(homePage(), (locale) => homePageDoc(seed.homeCopy![locale]!));
    expect(toHomeCopy(stored, market.locales)).toEqual({ homeCopy: seed.homeCopy });
    stored.heroTitle.hr = 'Lijekovi i oprema, dostavljeni isti dan';
    delete stored.qualityText.en;
    const published = { ...market, ...toHomeCopy(stored, market.locales) };
    expect(homeCopyIn({ market: published, locale: 'hr' })?.heroTitle).toBe(
      'Lijekovi i oprema, dostavljeni isti dan',
    );
    // A language missing a needed text has no home page copy: the page answers 404 there.
    expect(homeCopyIn({ market: published, locale: 'en' })).toBeUndefined();
    expect(toHomeCopy({}, market.locales)).toEqual({});
  });

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
    const stored = seeded(companySisterSites(), (locale) =>
      sisterSitesDoc(seed.sisterSites!, locale),
    );
    const { sisterSites } = toSisterSites(stored, market.locales);
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
    expect(toSisterSites(stored, market.locales).sisterSites).toHaveLength(1);
    expect(toSisterSites({}, market.locales)).toEqual({});
  });

  it('leaves out a group company or sponsor whose address would lead elsewhere than it reads', () => {
    const country = Object.fromEntries(market.locales.map((locale) => [locale, 'Hrvatska']));
    const stored = {
      updatedAt: '2026-11-01T00:00:00.000Z',
      sites: [
        { name: 'Tab trick', url: '/\t/evil.example/path', country },
        { name: 'Script', url: 'java\tscript:alert(1)', country },
        { name: 'Medivia Srbija', url: ' https://www.medivia-rs.example\n', country },
      ],
    };
    expect(toSisterSites(stored, market.locales).sisterSites).toEqual([
      { name: 'Medivia Srbija', url: 'https://www.medivia-rs.example', country },
    ]);
    const sponsors = {
      updatedAt: '2026-11-01T00:00:00.000Z',
      sponsors: [{ name: 'Udruga', url: '//evil.example', caption: country }],
    };
    expect(toSponsors(sponsors, market.locales).sponsors).toEqual([]);
  });

  it('shows a supported organisation’s uploaded logo with its sizes, in place of nothing', () => {
    const stored = seeded(companySponsors(), (locale) => sponsorsDoc(market.sponsors, locale));
    expect(toSponsors(stored, market.locales)).toEqual({ sponsors: market.sponsors });
    stored.sponsors[0].logo = 7;
    const images = toImages([
      {
        ...savedAt,
        id: 7,
        mimeType: 'image/png',
        width: 1200,
        height: 400,
        alt: { hr: 'Zaklada primjer', en: 'Example foundation' },
        sizes: {
          card: { filename: 'logo-800x267.png', width: 800 },
          thumbnail: { filename: 'logo-400x133.png', width: 400 },
          wide: { filename: null, width: null },
        },
      },
      {
        ...savedAt,
        id: 8,
        mimeType: 'application/pdf',
        width: null,
        height: null,
        alt: { hr: 'Certifikat' },
      },
    ]);
    expect([...images.keys()]).toEqual(['7']);
    expect(uploadIds(stored.sponsors.map((row: Doc) => row.logo))).toEqual(['7']);
    expect(toSponsors(stored, market.locales, images).sponsors?.[0]?.logo).toEqual({
      src: '/assets/7',
      width: 1200,
      height: 400,
      alt: { hr: 'Zaklada primjer', en: 'Example foundation' },
      variants: [
        { src: '/assets/7?key=thumbnail', width: 400 },
        { src: '/assets/7?key=card', width: 800 },
      ],
    });
  });

  it('gives back the careers page’s copy per locale, and keeps site-core’s for a locale left incomplete', () => {
    const stored = seeded(careersPage(), (locale) => careersPageDoc(careersCopy[locale]));
    expect(toCareersCopy(stored, market.locales)).toEqual({
      careersCopy: Object.fromEntries(market.locales.map((l) => [l, careersCopy[l]])),
    });
    stored.offer = { ...stored.offer, en: [{ line: 'A company car' }] };
    stored.lead = { ...stored.lead, hr: 'Radite s nama na lijekovima koji stižu na vrijeme.' };
    const published = toCareersCopy(stored, market.locales).careersCopy!;
    expect(published.hr?.lead).toBe('Radite s nama na lijekovima koji stižu na vrijeme.');
    // Fewer than four offers is no careers page: English keeps site-core's copy.
    expect(published).not.toHaveProperty('en');
  });

  it('gives back the about page’s history, values and certificates per locale', () => {
    const stored = seeded(aboutPage(), (locale) => aboutPageDoc(aboutCopy[locale]));
    expect(toAboutCopy(stored, market.locales)).toEqual({
      aboutCopy: Object.fromEntries(market.locales.map((l) => [l, aboutCopy[l]])),
    });
    stored.mission = { ...stored.mission, sl: 'Zdravila in oprema, kjer jih potrebujejo.' };
    // A second story is not the page's shape: Bosnian keeps site-core's copy.
    stored.history.bs[2].story = [{ paragraph: 'Prvi.' }, { paragraph: 'Drugi.' }];
    const published = toAboutCopy(stored, market.locales).aboutCopy!;
    expect(published.sl?.mission).toBe('Zdravila in oprema, kjer jih potrebujejo.');
    expect(published).not.toHaveProperty('bs');
  });

  it('names why the about page could not show a history', () => {
    const rows = aboutPageDoc(aboutCopy.hr).history as Doc[];
    expect(historyProblem(rows)).toBeUndefined();
    expect(historyProblem(undefined)).toBeUndefined();
    expect(historyProblem([rows[1], rows[0], ...rows.slice(2)])).toMatch(
      /in order from the oldest/,
    );
    expect(historyProblem(rows.map((row) => ({ ...row, story: [] })))).toMatch(/Exactly one year/);
    expect(historyProblem(rows.slice(0, 5))).toMatch(/at least 8/);
  });
});
