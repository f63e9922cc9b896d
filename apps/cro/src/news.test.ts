import { newsParamSource, newsParamTranslator } from '@medivia/site-core/content/news';
import { editorialProblems, validateNews } from '@medivia/site-core/content/newsSchema';
import { createRouter } from '@medivia/site-core/routing/router';
import { market } from './market';

describe('the news of this market', () => {
  const { news, locales } = market;

  it('validates against the market locales (ids, slugs, categories, related ids, dates, translations)', () => {
    expect(() => validateNews(news, locales, 'apps/cro/src/news.ts')).not.toThrow();
  });

  it('has at least eight articles per locale of 150–350 words, none published after today, over 2025–2026', () => {
    const rules = {
      today: '2026-11-21',
      minArticles: 8,
      words: { min: 150, max: 350 },
      years: ['2025', '2026'],
    };
    expect(editorialProblems(news, locales, rules)).toEqual([]);
  });

  it('serves every article and filter as a page, and the language switcher finds each in the other locale', () => {
    const router = createRouter(market, newsParamSource(news), newsParamTranslator(news));
    const [first, second] = [locales[0], locales[1]!];
    const pages = router
      .pages(first)
      .filter(
        (r) =>
          r.name === 'novosti-i-dogadanja-clanak' || r.name === 'novosti-i-dogadanja-kategorija',
      );
    expect(pages.filter((r) => r.name === 'novosti-i-dogadanja-clanak')).toHaveLength(
      news.articles.length,
    );
    expect(pages.filter((r) => r.name === 'novosti-i-dogadanja-kategorija')).toHaveLength(
      news.categories.length + 2,
    );
    for (const route of pages) expect(router.alternate(route, first, second)).toMatch(/^\/en\//);
  });
});
