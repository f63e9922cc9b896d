import { within } from '@testing-library/dom';
import { ArticlePage } from './ArticlePage';
import { createMarketRouter } from '../../routing/marketRouter';
import { renderPage, resolveHref, testContext, type RenderedPage } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

/** No brand pages (the article's marketing link drops out) and a warehouse desk for the enquiry. */
const market = createTestMarket((base) => ({
  features: { ...base.features, representedBrands: false, adverseEffectReports: false },
  departments: {
    ...base.departments,
    warehousing: {
      name: { hr: 'Skladištenje', en: 'Warehousing' },
      mail: 'skladiste@medivia-test.example',
      tel: '+385 1 000 0001',
      offered: true,
      contactFor: ['warehousingAndTransport'],
    },
  },
}));

describe('the article page', () => {
  describe('given a news article with related ids', () => {
    let page: RenderedPage;
    beforeAll(() => {
      page = renderPage(ArticlePage, testContext(market, 'hr', '/novosti-i-dogadanja/nova-vozila'));
    });

    it('renders the article with its h1, publication date, type and category', () => {
      const article = page.container.querySelector('article')!;
      expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
        'Naslov new-vehicles',
      );
      expect(article.querySelector('time[datetime="2026-03-02"]')?.textContent).toBe(
        '2. ožujka 2026.',
      );
      expect(article.textContent).toContain('Novost');
      const category = within(article).getByRole('link', { name: 'Tvrtka' });
      expect(category.getAttribute('href')).toBe('/novosti-i-dogadanja/kategorija/tvrtka');
    });

    it('turns "## " paragraphs into subheadings and has no event box', () => {
      expect(
        within(page.container).getByRole('heading', { level: 2, name: 'A subheading' }),
      ).toBeTruthy();
      expect(within(page.container).queryByRole('region', { name: 'O događanju' })).toBeNull();
    });

    it('links the related ids, in order, to real article pages', () => {
      const related = within(page.container).getByRole('region', { name: 'Povezani članci' });
      const links = within(related).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual(['Naslov warehouse', 'Naslov webinar']);
      expect(links.map((l) => resolveHref(page.router, l.getAttribute('href')!).route)).toEqual([
        { name: 'newsArticle', params: { slug: 'novo-skladiste' } },
        { name: 'newsArticle', params: { slug: 'webinar-regulativa' } },
      ]);
    });

    it('links the pages it is about that the market shows, and offers an enquiry', () => {
      const seeAlso = within(page.container).getByRole('region', { name: 'Saznajte više' });
      const links = within(seeAlso).getAllByRole('link');
      expect(
        links.map((l) => resolveHref(page.router, l.getAttribute('href')!).route?.name),
      ).toEqual(['warehousingAndTransport', 'about']);
      expect(within(seeAlso).getByRole('button', { name: 'Pošaljite upit' })).toBeTruthy();
    });

    it('links back to the list', () => {
      const back = within(page.container).getByRole('link', {
        name: 'Natrag na sve novosti i događanja',
      });
      expect(resolveHref(page.router, back.getAttribute('href')!).route?.name).toBe('news');
    });
  });

  describe('given an event without related ids in en', () => {
    let page: RenderedPage;
    beforeAll(() => {
      page = renderPage(ArticlePage, testContext(market, 'en', '/news-and-events/dental-congress'));
    });

    it('shows when and where in the event box', () => {
      const box = within(page.container).getByRole('region', { name: 'Event details' });
      expect(box.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-03');
      expect(box.textContent).toMatch(/December 3\s*–\s*5, 2026/);
      expect(box.textContent).toContain('Zagreb');
    });

    it('falls back to articles of the same category, linked to real pages in the same locale', () => {
      const related = within(page.container).getByRole('region', { name: 'Related articles' });
      const hrefs = within(related)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')!);
      expect(hrefs).toEqual(['/en/news-and-events/regulatory-webinar']);
      expect(resolveHref(page.router, hrefs[0]!)).toEqual({
        locale: 'en',
        route: { name: 'newsArticle', params: { slug: 'regulatory-webinar' } },
      });
    });
  });
});

describe('the language switcher of news pages', () => {
  const router = createMarketRouter(market);

  it('leads from an article to the same article in the other locale', () => {
    const route = router.resolve('hr', '/novosti-i-dogadanja/nova-vozila')!;
    expect(router.alternate(route, 'hr', 'en')).toBe('/en/news-and-events/new-vehicles');
  });

  it('leads from a category or type filter to the same filter in the other locale', () => {
    const education = router.resolve('en', '/news-and-events/category/education')!;
    expect(router.alternate(education, 'en', 'hr')).toBe(
      '/novosti-i-dogadanja/kategorija/edukacija',
    );
    const events = router.resolve('hr', '/novosti-i-dogadanja/kategorija/dogadanja')!;
    expect(router.alternate(events, 'hr', 'en')).toBe('/en/news-and-events/category/events');
  });
});
