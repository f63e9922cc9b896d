import { createTestMarket } from '../testing/testMarket';
import { internalLinkHref } from './internalLinks';
import { createMarketRouter } from './marketRouter';

describe('links in rich text to back-office documents', () => {
  const market = createTestMarket({
    linkTargets: {
      'legal-pages:3': { route: 'privacyPolicy' },
      'news:12': { route: 'newsArticle', slugs: { hr: 'novo-skladiste' } },
      'area-pages:4': { route: 'videoSurveillance' },
    },
    hiddenRoutes: ['videoSurveillance'],
  });
  const router = createMarketRouter(market);
  const hrefIn = (locale: 'hr' | 'en') => internalLinkHref({ market, router, locale });

  it('leads to the page of the document in the page’s language', () => {
    expect(hrefIn('hr')({ relationTo: 'legal-pages', value: 3 })).toBe(
      router.href('privacyPolicy', 'hr'),
    );
    expect(hrefIn('en')({ relationTo: 'legal-pages', value: { id: 3 } })).toBe(
      router.href('privacyPolicy', 'en'),
    );
    expect(hrefIn('hr')({ relationTo: 'news', value: '12' })).toBe(
      router.href('newsArticle', 'hr', { slug: 'novo-skladiste' }),
    );
    expect(hrefIn('hr')({ relationTo: 'media', value: 41 })).toBe('/assets/41');
  });

  it('has no address for a document not published, not in the language or on a page the market hides', () => {
    expect(hrefIn('hr')({ relationTo: 'news', value: 13 })).toBeUndefined();
    expect(hrefIn('en')({ relationTo: 'news', value: 12 })).toBeUndefined();
    expect(hrefIn('hr')({ relationTo: 'area-pages', value: 4 })).toBeUndefined();
    expect(hrefIn('hr')({ relationTo: 'users', value: 1 })).toBeUndefined();
    expect(hrefIn('hr')({ relationTo: 'media', value: null })).toBeUndefined();
  });
});
