/** @jest-environment node */
import type { AccessArgs, PayloadRequest } from 'payload';
import { paragraphsToRichText } from '../../../content/richText';
import { createTestMarket } from '../../../testing/testMarket';
import type { Role } from '../../access/index.mts';
import { storedAllLocales } from '../../storedDoc.testing';
import { newsAccess, newsCategoriesAccess } from './access.mts';
import { news, newsCategories } from './config.mts';
import { articleSeed, categorySeed, newsPictureIds, toNews } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
const as = (role?: Role) =>
  ({
    req: { user: role ? { id: 3, collection: 'users', role } : null } as unknown as PayloadRequest,
  }) as AccessArgs;

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

describe('who changes the news', () => {
  it('editors write and remove articles; only administrators delete a category', () => {
    expect(newsAccess.delete(as('editor'))).toBe(true);
    expect(newsAccess.create(as('hr'))).toBe(false);
    expect(newsCategoriesAccess.update(as('editor'))).toBe(true);
    expect(newsCategoriesAccess.delete(as('editor'))).toBe(false);
    expect(newsCategoriesAccess.delete(as('administrator'))).toBe(true);
  });
});

describe('published news, from stored documents to the site', () => {
  it('keeps a locale only where the article has a slug in it, with its text and rich text', () => {
    const published = toNews([category as never], [
      article(),
      { ...article(), id: 12, key: null, related: [] },
    ] as never);
    const [first] = published.articles;
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
    expect(published.categories[0]!.translations).toEqual({
      hr: { name: 'Edukacija', slug: 'edukacija', description: 'Tečajevi i radionice.' },
      en: { name: 'Education', slug: 'education' },
    });
  });

  it('leaves out an article whose category is not published', () => {
    expect(toNews([], [article() as never]).articles).toEqual([]);
  });

  it('shows the search title, description and picture staff set, and nothing when they set none', () => {
    const picture = { src: '/assets/8', width: 1200, height: 630, alt: {}, variants: [] };
    const shared = article({
      meta: { title: { hr: 'Webinar', en: null }, description: { hr: '', en: '' }, image: 8 },
      hero: 9,
    });
    const [withMeta] = toNews(
      [category as never],
      [shared as never],
      new Map([['8', picture]]),
    ).articles;
    expect(withMeta!.sharing).toEqual({ title: { hr: 'Webinar' }, image: picture });
    expect(withMeta).not.toHaveProperty('hero');
    expect(toNews([category as never], [article() as never]).articles[0]).not.toHaveProperty(
      'sharing',
    );
    expect(newsPictureIds(shared as never)).toEqual([9]);
  });
});

describe('news from the seed to the site', () => {
  it('reads back every category and article of the seed as the market has it', () => {
    const categoryConfig = newsCategories();
    const articleConfig = news(() => '/preview');
    const categoryIds = new Map(market.news.categories.map((c, index) => [c.id, index + 1]));
    const inEveryLocale = (inLocale: (locale: 'hr' | 'sl' | 'bs' | 'en') => unknown) =>
      Object.fromEntries(
        market.locales.flatMap((locale) => {
          const doc = inLocale(locale);
          return doc ? [[locale, doc]] : [];
        }),
      );
    const categories = market.news.categories.map((c) => {
      const { shared, inLocale } = categorySeed(c);
      return storedAllLocales(
        categoryConfig,
        inEveryLocale((l) => ({ id: categoryIds.get(c.id), key: c.id, ...shared, ...inLocale(l) })),
      );
    });
    const articles = market.news.articles.map((a, index) => {
      const { shared, inLocale } = articleSeed(a, categoryIds);
      return storedAllLocales(
        articleConfig,
        inEveryLocale((l) => {
          const texts = inLocale(l);
          return texts && { id: 100 + index, key: a.id, ...shared, ...texts };
        }),
      );
    });
    const published = toNews(categories as never, articles as never);
    expect(published.categories).toEqual(market.news.categories);
    expect(published.articles).toHaveLength(market.news.articles.length);
    for (const [index, seeded] of market.news.articles.entries()) {
      const read = published.articles[index]!;
      expect(read).toMatchObject({
        id: seeded.id,
        type: seeded.type,
        category: seeded.category,
        date: seeded.date,
      });
      for (const [locale, t] of Object.entries(seeded.translations)) {
        expect(read.translations[locale as 'hr']).toMatchObject({
          title: t.title,
          slug: t.slug,
          summary: t.summary,
          body: t.body,
        });
      }
    }
  });
});
