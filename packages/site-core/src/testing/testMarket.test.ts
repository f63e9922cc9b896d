/** @jest-environment node */
import { validateMarket } from '../market/validateMarket';
import { createTestMarket, noNews } from './testMarket';

describe('the test market', () => {
  it('is a valid market in every locale a test may ask for', () => {
    expect(() => validateMarket(createTestMarket())).not.toThrow();
    expect(() =>
      validateMarket(createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] })),
    ).not.toThrow();
  });

  it('replaces whole top-level fields and keeps the rest', () => {
    const market = createTestMarket({ locales: ['sl', 'en'], news: noNews() });
    expect(market.locales).toEqual(['sl', 'en']);
    expect(market.news.articles).toEqual([]);
    expect(market.company.corporateName).toBe('Medivia Test d.o.o.');
  });

  it('hands the defaults to a function, to change one nested part', () => {
    const market = createTestMarket((base) => ({
      features: { ...base.features, representedBrands: false },
    }));
    expect(market.features).toMatchObject({ representedBrands: false, medicinalProducts: true });
  });

  it('is a fresh object each time, so a test may change its copy', () => {
    const changed = createTestMarket();
    changed.news.articles.pop();
    expect(createTestMarket().news.articles).toHaveLength(changed.news.articles.length + 1);
  });
});
