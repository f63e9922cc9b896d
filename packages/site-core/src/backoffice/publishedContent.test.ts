/** @jest-environment node */
import { blocksToRichText, richTextBlocks } from '../content/richText';
import { createTestMarket } from '../testing/testMarket';
import { linkableCollections, seedRevision, toLinkTargets } from './publishedContent';

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
