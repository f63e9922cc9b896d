/**
 * @jest-environment node
 */
import { Footer } from '../layout/Footer';
import { SiteFrame } from '../layout/SiteFrame';
import { pageFor } from '../pages/registry';
import { createMarketRouter } from '../routing/marketRouter';
import type { SiteContext } from '../routing/siteContext';
import { localWordsIn, properNamesOf, readableEnglish } from '../testing/localWords';
import { prerenderPage, testContext, type PagePath } from '../testing/render';
import { createTestMarket } from '../testing/testMarket';

// Every English page of a market with every feature on, as the site renders it (header, page,
// footer), read as a visitor reads it. The browser test (tooling/e2e english.spec.ts) does the same
// with each market's own data. Rendered as the server sends a page, in node, so the form pages'
// islands (code loaded on first interaction) are in it whole.
const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });
const router = createMarketRouter(market);
const englishPaths = router
  .pages('en')
  .map((route) => router.href(route.name, 'en', route.params).replace(/^\/en/, '') || '/');

function WholePage({ ctx }: { ctx: SiteContext }) {
  const Content = pageFor(ctx.route!.name);
  return (
    <>
      <SiteFrame ctx={ctx}>
        <Content ctx={ctx} />
      </SiteFrame>
      <Footer ctx={ctx} year={2026} />
    </>
  );
}

describe('the English pages', () => {
  it('cover every route of the market', () => {
    expect(englishPaths.length).toBeGreaterThan(30);
  });

  it.each(englishPaths)('%s carries no words of the local languages', async (path) => {
    const { container } = await prerenderPage(
      WholePage,
      testContext(market, 'en', path as PagePath),
    );
    expect(localWordsIn(readableEnglish(container), properNamesOf(market))).toEqual([]);
  });
});
