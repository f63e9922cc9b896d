import type { Locale } from '../../i18n/locales';
import type { Market } from '../../market/types';
import { testContext } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';
import { createTestNews } from '../../testing/testNews';
import { sampleBrandPage } from '../../testing/testBrandPages';
import { searchDocuments } from '../documents';
import { buildSearchIndex } from '../searchIndex';
import { searchEntries } from '../match';

const market = createTestMarket();
const contextFor = (locale: Locale, of: Market = market) => testContext(of, locale, 'search');

const documents = searchDocuments(contextFor('hr'));
const { router } = contextFor('hr');
const topHref = (query: string) => searchEntries(documents, query)[0]?.entry.href;

describe('the search documents of a market', () => {
  it('hold the pages the content modules render, in the route table order', () => {
    const hrefs = documents.map((d) => d.href);
    expect(hrefs[0]).toBe('/');
    expect(hrefs).toContain(router.href('diagnostics', 'hr'));
    expect(hrefs).toContain(router.href('galdermaCetaphil', 'hr'));
    expect(hrefs).toContain(router.href('privacyPolicy', 'hr'));
    expect(hrefs).toContain(
      router.href('newsArticle', 'hr', {
        slug: createTestNews().articles[0]!.translations.hr!.slug,
      }),
    );
  });

  it('leave out the search page, the thank-you page and the news filters', () => {
    const hrefs = documents.map((d) => d.href);
    expect(hrefs).not.toContain(router.href('search', 'hr'));
    expect(hrefs).not.toContain(router.href('thankYou', 'hr'));
    expect(hrefs.some((href) => href.includes('/kategorija/'))).toBe(false);
  });

  it('leave out pages the market hides', () => {
    const withoutBrands = createTestMarket((base) => ({
      features: { ...base.features, representedBrands: false },
    }));
    const hrefs = searchDocuments(contextFor('hr', withoutBrands)).map((d) => d.href);
    expect(hrefs).not.toContain(router.href('galdermaCetaphil', 'hr'));
  });

  it('fill the legal texts with the market facts the page shows', () => {
    const privacy = documents.find((d) => d.href === router.href('privacyPolicy', 'hr'))!;
    expect(privacy.paragraphs.join(' ')).toContain('dpo@medivia-test.example');
    expect(privacy.paragraphs.join(' ')).not.toMatch(/\{\w+\}/);
  });
});

describe('searching the real content', () => {
  it('finds "Laboratorijska dijagnostika" by a word typed without diacritics or with one typo', () => {
    const diagnostics = router.href('diagnostics', 'hr');
    expect(topHref('dijagnostika')).toBe(diagnostics);
    expect(topHref('laboratorijska')).toBe(diagnostics);
    expect(topHref('dijagnostka')).toBe(diagnostics);
    expect(topHref('laboratorjska')).toBe(diagnostics);
  });

  it('finds a page whose title has diacritics by the word typed without them', () => {
    expect(topHref('skladistenje')).toBe(router.href('warehousingAndTransport', 'hr'));
    expect(topHref('kolacica')).toBe(router.href('cookiePolicy', 'hr'));
  });

  it('finds a news article by a word of its body', () => {
    const [article] = createTestNews().articles;
    expect(searchEntries(documents, `hr ${article!.id}`).map((hit) => hit.entry.title)).toContain(
      article!.translations.hr!.title,
    );
  });

  it('searches the locale it was built for', () => {
    const english = searchDocuments(contextFor('en'));
    expect(searchEntries(english, 'laboratory diagnostics')[0]?.entry.href).toBe(
      router.href('diagnostics', 'en'),
    );
  });
});

describe('the index file the header fetches', () => {
  const index = buildSearchIndex(contextFor('hr'));

  it('carries every document without its full text', () => {
    expect(index.entries).toHaveLength(documents.length);
    expect(index.entries[0]).not.toHaveProperty('paragraphs');
  });

  it('announces every possible count in the locale’s plural forms', () => {
    expect(index.labels.counts).toHaveLength(documents.length + 1);
    expect(index.labels.counts[1]).toBe('Pronađena je 1 stranica');
    expect(index.labels.counts[3]).toBe('Pronađene su 3 stranice');
    expect(index.labels.counts[5]).toBe('Pronađeno je 5 stranica');
  });

  it('stays small enough to fetch when the search opens', () => {
    expect(JSON.stringify(index).length).toBeLessThan(120_000);
  });
});

describe('the search documents of a market with a back-office brand page', () => {
  const withBrand = createTestMarket({ brandPages: [sampleBrandPage()] });
  const inLocale = (locale: Locale) => searchDocuments(contextFor(locale, withBrand));

  it('hold its title, lead and sections in each locale it has', () => {
    const hr = inLocale('hr').find(
      (d) => d.href === '/sluzbe/marketing-zastupstva/lumaderm-gel-za-rane',
    );
    expect(hr).toMatchObject({
      title: 'Lumaderm gel za rane',
      excerpt: expect.stringMatching(/^Lumaderm je hidrogel/),
    });
    expect(hr!.paragraphs).toEqual(
      expect.arrayContaining(['Kako se primjenjuje', 'Nanesite tanak sloj gela dva puta dnevno.']),
    );
    expect(inLocale('en').map((d) => d.title)).toContain('Lumaderm wound gel');
  });

  it('find it by a word of its sections', () => {
    const found = searchEntries(inLocale('en'), 'hydrogel')[0]?.entry.href;
    expect(found).toBe('/en/departments/marketing/lumaderm-wound-gel');
  });
});
