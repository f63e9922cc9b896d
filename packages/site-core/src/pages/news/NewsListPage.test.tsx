import { within } from '@testing-library/dom';
import { NewsCategoryPage, NewsListPage } from './NewsListPage';
import { newsFilterMetadata } from '../../content/newsText';
import { renderPage, resolveHref, testContext, type RenderedPage } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

const market = createTestMarket();
const cardTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('li > article h2')].map((h) => h.textContent);

describe('the news list', () => {
  describe('given the unfiltered list in hr', () => {
    let page: RenderedPage;
    const filterNav = () =>
      within(page.container).getByRole('navigation', { name: 'Filtriranje novosti i događanja' });
    beforeAll(() => {
      page = renderPage(NewsListPage, testContext(market, 'hr', '/novosti-i-dogadanja'));
    });

    it('offers All, News, Events and every category as real links, All marked current', () => {
      const links = within(filterNav()).getAllByRole('link');
      expect(links.map((l) => l.firstChild?.textContent)).toEqual([
        'Sve',
        'Novosti',
        'Događanja',
        'Tvrtka',
        'Edukacija',
        'Partneri',
        'Zajednica',
      ]);
      expect(
        links
          .filter((l) => l.getAttribute('aria-current') === 'page')
          .map((l) => l.getAttribute('href')),
      ).toEqual(['/novosti-i-dogadanja']);
    });

    it('names each filter with its article count for screen readers', () => {
      expect(within(filterNav()).getByRole('link', { name: 'Tvrtka (2 članka)' })).toBeTruthy();
    });

    it('links every filter to a prerendered page of the router', () => {
      for (const link of within(filterNav()).getAllByRole('link')) {
        expect(resolveHref(page.router, link.getAttribute('href')!).route).not.toBeNull();
      }
    });

    it('shows every article, newest first, with date, type badge and category', () => {
      expect(cardTitles(page.container)).toEqual([
        'Naslov dental-congress',
        'Naslov new-vehicles',
        'Naslov webinar',
        'Naslov warehouse',
        'Naslov analyser',
      ]);
      const card = within(page.container)
        .getByRole('heading', { name: 'Naslov new-vehicles' })
        .closest('article')!;
      expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02');
      expect(card.textContent).toContain('2. ožujka 2026.');
      expect(card.textContent).toContain('Novost');
      expect(card.textContent).toContain('Tvrtka');
    });
  });

  describe('given a category page', () => {
    let page: RenderedPage;
    beforeAll(() => {
      page = renderPage(
        NewsCategoryPage,
        testContext(market, 'hr', '/novosti-i-dogadanja/kategorija/tvrtka'),
      );
    });

    it('renders only the articles of that category', () => {
      expect(cardTitles(page.container)).toEqual(['Naslov new-vehicles', 'Naslov warehouse']);
    });

    it('marks the category link as the current page and names the category in the h1', () => {
      const filters = within(page.container).getByRole('navigation', {
        name: 'Filtriranje novosti i događanja',
      });
      const current = filters.querySelectorAll('[aria-current="page"]');
      expect([...current].map((a) => a.getAttribute('href'))).toEqual([
        '/novosti-i-dogadanja/kategorija/tvrtka',
      ]);
      expect(within(page.container).getByRole('heading', { level: 1 }).textContent).toBe('Tvrtka');
    });

    it('gives the page its own head title and description', () => {
      expect(newsFilterMetadata(page.ctx)).toEqual({
        title: 'Tvrtka – Novosti i događanja',
        description: expect.any(String),
      });
    });
  });

  describe('given the events filter in en', () => {
    let page: RenderedPage;
    beforeAll(() => {
      page = renderPage(
        NewsCategoryPage,
        testContext(market, 'en', '/news-and-events/category/events'),
      );
    });

    it('renders only events, each with when and where', () => {
      expect(cardTitles(page.container)).toEqual(['Title dental-congress', 'Title webinar']);
      const card = within(page.container)
        .getByRole('heading', { name: 'Title webinar' })
        .closest('article')!;
      expect(card.querySelector('dl')?.textContent).toMatch(
        /February 10, 2026.*10:00.*12:00.*Online/,
      );
    });
  });

  describe('given a category without articles', () => {
    let page: RenderedPage;
    beforeAll(() => {
      page = renderPage(
        NewsCategoryPage,
        testContext(market, 'hr', '/novosti-i-dogadanja/kategorija/zajednica'),
      );
    });

    it('says so and links back to all news', () => {
      expect(cardTitles(page.container)).toEqual([]);
      expect(
        within(page.container).getByRole('heading', { name: 'Još nema članaka' }),
      ).toBeTruthy();
      const showAll = within(page.container).getByRole('link', {
        name: 'Prikaži sve novosti i događanja',
      });
      expect(showAll.getAttribute('href')).toBe('/novosti-i-dogadanja');
    });
  });

  describe('given articles with photos, one with a focal point set in the image editor', () => {
    const photo = (focus?: { x: number; y: number }) => ({
      src: '/assets/7',
      width: 1600,
      height: 900,
      alt: { hr: 'Dostavno vozilo', en: 'A delivery van' },
      variants: [{ src: '/assets/7?key=card', width: 800 }],
      ...(focus ? { focus } : {}),
    });
    const withPhotos = createTestMarket((base) => ({
      news: {
        ...base.news,
        articles: base.news.articles.map((article, index) =>
          index === 0
            ? { ...article, hero: photo({ x: 20, y: 75 }) }
            : index === 1
              ? { ...article, hero: photo() }
              : article,
        ),
      },
    }));
    let page: RenderedPage;
    beforeAll(() => {
      page = renderPage(NewsListPage, testContext(withPhotos, 'hr', '/novosti-i-dogadanja'));
    });

    it('keeps the chosen point in the cropped card photo, and centres the others', () => {
      const photos = [...page.container.querySelectorAll<HTMLImageElement>('li > article img')];
      const positions = photos.map((img) => img.style.objectPosition);
      expect(positions.filter(Boolean)).toEqual(['20% 75%']);
      expect(photos.length).toBe(2);
    });
  });
});
