/** @jest-environment node */
import { blocksToRichText, paragraphsToRichText, richTextBlocks } from '../content/richText';
import { createTestMarket } from '../testing/testMarket';
import {
  linkableCollections,
  seedRevision,
  toLinkTargets,
  toNews,
  toOpenings,
} from './publishedContent';

// Documents as the Local API returns them with locale 'all': localized fields per locale.
const category = {
  id: 3,
  key: 'education',
  name: { hr: 'Edukacija', en: 'Education' },
  slug: { hr: 'edukacija', en: 'education' },
  description: { hr: 'Tečajevi i radionice.', en: null },
};

const article = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  key: 'webinar-2026',
  kind: 'event',
  category: 3,
  publishedOn: '2026-11-03T12:00:00.000Z',
  title: { hr: 'Webinar o hladnom lancu', en: 'Cold-chain webinar' },
  slug: { hr: 'webinar-o-hladnom-lancu', en: null },
  summary: { hr: 'Kako čuvati lijekove na 2–8 °C.', en: 'Keeping medicines at 2–8 °C.' },
  body: {
    hr: paragraphsToRichText(['## Program', 'Predavanje i pitanja.']),
    en: null,
  },
  event: { start: '2026-12-02T10:00', end: '', place: { hr: 'Online', en: 'Online' } },
  related: [12],
  illustration: 'webinar',
  seeAlso: ['diagnostics'],
  _status: 'published',
  ...overrides,
});

describe('published news, from stored documents to the site', () => {
  it('keeps a locale only where the article has a slug in it, with its text and rich text', () => {
    const news = toNews([category], [article(), { ...article(), id: 12, key: null, related: [] }]);
    const [first] = news.articles;
    expect(Object.keys(first!.translations)).toEqual(['hr']);
    expect(first).toMatchObject({
      id: 'webinar-2026',
      type: 2,
      category: 'education',
      date: '2026-11-03',
      event: { start: '2026-12-02T10:00', place: 'Online' },
      related: ['n12'],
      illustration: 'webinar',
      seeAlso: ['diagnostics'],
    });
    expect(first!.translations.hr).toMatchObject({
      title: 'Webinar o hladnom lancu',
      body: ['## Program', 'Predavanje i pitanja.'],
    });
    expect(first!.translations.hr!.richBody).toBeTruthy();
    expect(news.categories[0]!.translations).toEqual({
      hr: { name: 'Edukacija', slug: 'edukacija', description: 'Tečajevi i radionice.' },
      en: { name: 'Education', slug: 'education' },
    });
  });

  it('leaves out an article whose category is not published', () => {
    expect(toNews([], [article()]).articles).toEqual([]);
  });
});

describe('published job openings', () => {
  it('turns localized lines into lists and dates into days', () => {
    const [opening] = toOpenings([
      {
        id: 4,
        key: null,
        slug: { hr: 'skladistar', en: 'warehouse-operative' },
        title: { hr: 'Skladištar', en: 'Warehouse operative' },
        team: { hr: 'Skladište', en: 'Warehouse' },
        location: 'Vukovar',
        employment: 'fullTime',
        summary: { hr: 'Zaprimanje robe.', en: 'Receiving goods.' },
        responsibilities: { hr: [{ line: 'Zaprimanje' }, { line: 'Komisioniranje' }], en: [] },
        requirements: { hr: [{ line: 'Srednja škola' }] },
        postedOn: '2026-11-10T12:00:00.000Z',
        closesOn: '2027-01-20T12:00:00.000Z',
        closed: false,
      },
    ]);
    expect(opening).toEqual({
      id: 'j4',
      slug: { hr: 'skladistar', en: 'warehouse-operative' },
      title: { hr: 'Skladištar', en: 'Warehouse operative' },
      team: { hr: 'Skladište', en: 'Warehouse' },
      location: 'Vukovar',
      employment: 'fullTime',
      summary: { hr: 'Zaprimanje robe.', en: 'Receiving goods.' },
      responsibilities: { hr: ['Zaprimanje', 'Komisioniranje'] },
      requirements: { hr: ['Srednja škola'] },
      postedOn: '2026-11-10',
      closesOn: '2027-01-20',
    });
  });
});

describe('rich text and the portfolio pages’ blocks', () => {
  it('keeps paragraphs and lists through the seed and back', () => {
    const blocks = [
      { type: 'paragraph' as const, text: 'Za osjetljivu kožu.' },
      { type: 'list' as const, items: ['Krema', 'Losion'] },
    ];
    expect(richTextBlocks(blocksToRichText(blocks))).toEqual(blocks);
  });

  it('reads nothing from a missing or malformed value', () => {
    expect(richTextBlocks(null)).toEqual([]);
    expect(richTextBlocks({ root: 'nope' } as never)).toEqual([]);
  });
});

describe('the seed revision', () => {
  it('is the same for the same copy and changes with it', () => {
    const market = createTestMarket();
    const seed = { news: market.news, openPositions: market.openPositions };
    expect(seedRevision(seed)).toBe(seedRevision(structuredClone(seed)));
    const changed = structuredClone(seed);
    changed.news.articles[0]!.translations.en!.title += '!';
    expect(seedRevision(changed)).not.toBe(seedRevision(seed));
    expect(seedRevision(seed)).toMatch(/^seed-[0-9a-f]{16}$/);
  });
});

describe('the pages rich text links to', () => {
  it('knows the page of each published document by collection and id, and none of a closed opening', () => {
    const targets = toLinkTargets({
      news: [{ id: 12, slug: { hr: 'novo-skladiste', en: 'new-warehouse' } }],
      jobs: [
        { id: 2, slug: { hr: 'skladistar' } },
        { id: 3, slug: { hr: 'vozac' }, closed: true },
      ],
      'brand-pages': [{ id: 7, department: 'dentalMedicine', slug: { hr: 'dentalni-brand' } }],
      'legal-pages': [{ id: 1, key: 'privacyPolicy' }],
      'fixed-brand-pages': [{ id: 5, key: 'galderma' }],
      'page-titles': [{ id: 9, key: 'contact' }],
      users: [{ id: 1 }],
    });
    expect(targets).toEqual({
      'news:12': { route: 'newsArticle', slugs: { hr: 'novo-skladiste', en: 'new-warehouse' } },
      'jobs:2': { route: 'jobOpening', slugs: { hr: 'skladistar' } },
      'brand-pages:7': { route: 'dentalBrand', slugs: { hr: 'dentalni-brand' } },
      'legal-pages:1': { route: 'privacyPolicy' },
      'fixed-brand-pages:5': { route: 'galderma' },
      'page-titles:9': { route: 'contact' },
    });
  });

  it('offers staff links only to documents with a page, and to media files', () => {
    expect([...linkableCollections].sort()).toEqual(
      [
        'area-pages',
        'brand-pages',
        'fixed-brand-pages',
        'jobs',
        'legal-pages',
        'media',
        'news',
        'page-titles',
      ].sort(),
    );
  });
});
