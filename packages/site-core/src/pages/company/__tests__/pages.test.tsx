import { locales, type Locale } from '../../../i18n/locales';
import type { RouteName } from '../../../routing/routeTable';
import { legalRoutes } from '../../../content/company/legal';
import { createMarketRouter } from '../../../routing/marketRouter';
import { renderPage, testContext } from '../../../testing/render';
import { createTestMarket, noNews } from '../../../testing/testMarket';
import { companyPages } from '..';

// How many words each page needs is a content rule: see content/validateContent.
const routes: RouteName[] = [
  'about',
  'companyInformation',
  'careers',
  'documents',
  'thankYou',
  ...legalRoutes,
];
const fixtureMarket = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'], news: noNews() });
const router = createMarketRouter(fixtureMarket);

/** A company-area page of the market as the site renders it. */
function renderCompanyPage(name: RouteName, locale: Locale) {
  const Page = companyPages[name];
  if (!Page) throw new Error(`no company page registered for ${name}`);
  return renderPage(Page, testContext(fixtureMarket, locale, name)).container;
}
const hrefsOf = (page: HTMLElement) =>
  [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe.each(locales)('company pages in %s', (locale: Locale) => {
  describe.each(routes)('given the %s page', (name) => {
    let page: HTMLElement;
    beforeAll(() => {
      page = renderCompanyPage(name, locale);
    });

    it('renders one h1', () => {
      expect(page.querySelectorAll('h1')).toHaveLength(1);
    });

    it('leaves no placeholder unfilled', () => {
      expect(page.textContent).not.toMatch(/\{\w+\}/);
    });
  });

  describe('given the about page', () => {
    let page: HTMLElement;
    beforeAll(() => {
      page = renderCompanyPage('about', locale);
    });

    it('has a tappable tel: link for every phone number of every location', () => {
      const hrefs = [...page.querySelectorAll('a[href^="tel:"]')].map((a) =>
        a.getAttribute('href'),
      );
      for (const location of fixtureMarket.locations) {
        expect(hrefs).toContain(location.tel1_link);
        if (location.tel2_link) expect(hrefs).toContain(location.tel2_link);
      }
    });

    it('shows the history 1990–2024 as an ordered list with one longer story', () => {
      const entries = page.querySelectorAll('ol[data-slot="timeline"] > li');
      expect(entries.length).toBeGreaterThanOrEqual(8);
      expect(entries[0]!.textContent).toContain('1990');
      expect(entries[entries.length - 1]!.textContent).toContain('2024');
    });

    it('shows the four certificates, the memberships and a link to the company information', () => {
      for (const name of ['ISO 9001:2015', 'ISO 14001:2015', 'GDP', 'GMP'])
        expect(page.textContent).toContain(name);
      expect(page.textContent).toContain(fixtureMarket.memberships![0]!.name[locale]);
      expect(hrefsOf(page)).toContain(router.href('companyInformation', locale));
    });
  });

  describe('given the company information page', () => {
    it('lists every legal field, the share capital as currency and the bank account', () => {
      const page = renderCompanyPage('companyInformation', locale);
      const company = fixtureMarket.company;
      for (const value of [
        company.corporateName,
        company.registryCourt[locale]!,
        company.registrationNumber[locale]!,
        company.taxId[locale]!,
        company.vatId,
        company.founder[locale]!,
        company.seat.country[locale]!,
        `${company.managementBoard[0]!.name}, ${company.managementBoard[0]!.role[locale]!}`,
        company.director,
      ]) {
        expect(page.textContent).toContain(value);
      }
      expect(page.querySelectorAll('dl dt').length).toBeGreaterThanOrEqual(14);
      expect(page.textContent).toMatch(/30[.,\s\u00a0]000[.,\s\u00a0]000/);
      expect(page.textContent).toContain(company.bankAccounts[0]!.iban);
    });
  });

  describe('given the careers page', () => {
    let page: HTMLElement;
    beforeAll(() => {
      page = renderCompanyPage('careers', locale);
    });

    it('lists the open positions with location and type', () => {
      for (const position of fixtureMarket.openPositions!)
        expect(page.textContent).toContain(position.title[locale]);
      expect(page.textContent).toContain('Sveta Nedelja');
    });

    it('offers a button that opens the contact form and links to the privacy policy', () => {
      expect(page.querySelectorAll('button[aria-haspopup="dialog"]').length).toBeGreaterThanOrEqual(
        1,
      );
      expect(hrefsOf(page)).toContain(router.href('privacyPolicy', locale));
    });
  });

  describe('given the thank-you page', () => {
    it('links home and writes no robots tag of its own (the page metadata owns the head)', () => {
      const page = renderCompanyPage('thankYou', locale);
      expect(page.querySelector('meta[name="robots"]')).toBeNull();
      expect(hrefsOf(page)).toContain(router.href('home', locale));
    });
  });
});
