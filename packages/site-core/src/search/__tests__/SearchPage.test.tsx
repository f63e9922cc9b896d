import type { SiteContext } from '../../routing/siteContext';
import { renderPage, testContext } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';
import { SearchPage } from '../SearchPage';

const resultsOf = (page: HTMLElement) =>
  page.querySelector('ol[aria-label="Rezultati pretrage"], ol[aria-label="Search results"]');

function renderSearch(query?: string, locale: 'hr' | 'en' = 'hr') {
  const SearchFor = ({ ctx }: { ctx: SiteContext }) => <SearchPage ctx={ctx} query={query} />;
  return renderPage(SearchFor, testContext(createTestMarket(), locale, 'search')).container;
}

describe('the search page', () => {
  describe('given no query', () => {
    const page = renderSearch();

    it('shows one heading, a GET form to the localized search path and an empty status', () => {
      expect(page.querySelectorAll('h1')).toHaveLength(1);
      const form = page.querySelector('form[role="search"]')!;
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe('/pretraga');
      expect(form.querySelector('input[name="q"]')).not.toBeNull();
      expect(page.querySelector('[role="status"]')!.textContent).toBe('');
      expect(resultsOf(page)).toBeNull();
    });
  });

  describe('given a query typed without diacritics', () => {
    const page = renderSearch('skladistenje');

    it('keeps the query in the field and announces the count', () => {
      expect(page.querySelector<HTMLInputElement>('input[name="q"]')!.getAttribute('value')).toBe(
        'skladistenje',
      );
      expect(page.querySelector('[role="status"]')!.textContent).toMatch(
        /^\d+ rezultat.* za „skladistenje”$/,
      );
    });

    it('lists the warehousing page first, its title words marked as written', () => {
      const first = resultsOf(page)!.querySelector('li')!;
      expect(first.querySelector('h2 a')!.getAttribute('href')).toBe(
        '/nase-usluge/skladistenje-i-transport',
      );
      expect(first.querySelector('h2 mark')!.textContent).toBe('Skladištenje');
      expect(first.textContent).toContain('Usluga');
    });
  });

  describe('given a query with a typo', () => {
    it('still finds the page', () => {
      const page = renderSearch('laboratory diagnostcs', 'en');
      expect(resultsOf(page)!.querySelector('li h2 a')!.getAttribute('href')).toBe(
        '/en/departments/laboratory-diagnostics',
      );
    });
  });

  describe('given a query nothing matches', () => {
    const page = renderSearch('qwxzv');

    it('says so and offers a way on', () => {
      expect(page.querySelector('[role="status"]')!.textContent).toBe('0 rezultata za „qwxzv”');
      expect(resultsOf(page)).toBeNull();
      expect([...page.querySelectorAll('a')].some((a) => a.textContent === 'Na naslovnicu')).toBe(
        true,
      );
    });
  });
});
