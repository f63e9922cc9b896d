/// <reference types="@types/jest" />
// The suite runs under jest's globals; the reference lets tooling that loads ./testing without jest type-check it.
import { editorialProblems, validateNews } from '../schema/newsSchema';
import type { Market } from '../market/types';
import { validateMarket } from '../market/validateMarket';
import { createMarketRouter } from '../routing/marketRouter';

/**
 * The checks every market's news must pass, written once and run by each app's own test
 * (apps/<market>/src/news.test.ts), so a market's broken article fails that market's test.
 */
export function describeMarketNews(market: Market, source: string) {
  describe(`the news of ${market.market}`, () => {
    const { news, locales } = market;

    it('belongs to a valid market config with every department and sponsor text in every locale', () => {
      expect(() => validateMarket(market)).not.toThrow();
    });

    it('validates against the market locales (ids, slugs, categories, related ids, dates, translations)', () => {
      expect(() => validateNews(news, locales, source)).not.toThrow();
    });

    it('has at least eight articles per locale of 150–350 words, none dated after the content freeze, over 2025–2026', () => {
      const rules = {
        today: '2026-11-21',
        minArticles: 8,
        words: { min: 150, max: 350 },
        years: ['2025', '2026'],
      };
      expect(editorialProblems(news, locales, rules)).toEqual([]);
    });

    it('serves every article and filter as a page, and the language switcher finds each in the other locale', () => {
      const router = createMarketRouter(market);
      const [first, second] = [locales[0], locales[1]!];
      const pages = router
        .pages(first)
        .filter((r) => r.name === 'newsArticle' || r.name === 'newsCategory');
      expect(pages.filter((r) => r.name === 'newsArticle')).toHaveLength(news.articles.length);
      expect(pages.filter((r) => r.name === 'newsCategory')).toHaveLength(
        news.categories.length + 2,
      );
      for (const route of pages) expect(router.alternate(route, first, second)).toMatch(/^\/en\//);
    });
  });
}
