/** @jest-environment node */
import { Footer } from '../layout/Footer';
import { pageFor } from '../pages/registry';
import { siteContextOf, siteStateOf, type PublishedContent } from '../routing/siteState';
import { prerenderPage } from '../testing/render';
import { createTestMarket } from '../testing/testMarket';
import { hideUnwrittenPages } from './writtenPagesOnly';

/**
 * A back office that holds the fixed pages' copy but none of the company's facts (globals never
 * saved, an empty directory): the pages render from the settings and that copy alone, and every one
 * of them still renders, blank where a fact is missing, never with a value from code.
 */
describe('pages of a back office without the company’s facts', () => {
  const market = createTestMarket();
  const pageCopyOnly: PublishedContent = {
    revision: 'page copy only',
    homeCopy: market.homeCopy,
    aboutCopy: market.aboutCopy,
    careersCopy: market.careersCopy,
    areaPages: market.areaPages,
    legalPages: market.legalPages,
    brandCopies: market.brandCopies,
    pageTitles: market.pageTitles,
  };
  const state = hideUnwrittenPages(siteStateOf(market, pageCopyOnly));

  for (const locale of market.locales) {
    it(`renders every page in ${locale} without a sample value`, async () => {
      const routes = state.router.pages(locale);
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) {
        const ctx = siteContextOf(state, locale, route);
        const page = await prerenderPage(pageFor(route.name), ctx);
        // The seed's company name (the code's copy) shows nowhere.
        expect(page.html).not.toContain(market.company.corporateName);
        expect(page.html).not.toContain(market.company.vatId);
      }
    });

    it(`renders the footer in ${locale} without the company’s facts`, async () => {
      const ctx = siteContextOf(state, locale, { name: 'home', params: {} });
      const footer = await prerenderPage(({ ctx }) => <Footer ctx={ctx} year={2026} />, ctx);
      expect(footer.html).not.toContain(market.company.corporateName);
      expect(footer.html).toContain(market.appName);
    });
  }
});
