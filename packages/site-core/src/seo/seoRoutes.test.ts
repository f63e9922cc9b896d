/** @jest-environment node */
import { PostType } from '../content/news';
import { createMarketRouter } from '../routing/marketRouter';
import { seoRoutes } from './seoRoutes';
import { createTestMarket } from '../testing/testMarket';

const market = createTestMarket();
const router = createMarketRouter(market);

describe('the feed route', () => {
  const { newsFeed } = seoRoutes(market, router);
  const get = (lang: string) =>
    newsFeed(new Request('http://localhost/'), { params: Promise.resolve({ lang }) });

  it('answers RSS for a locale of the market', async () => {
    const response = await get('en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await response.text()).toContain(`<category>Education</category>`);
  });

  it('answers 404 for any other locale', async () => {
    expect((await get('sl')).status).toBe(404);
  });

  it('lists events too', async () => {
    const events = market.news.articles
      .filter((a) => a.type === PostType.event)
      .map((a) => a.translations.en!.title);
    const body = await (await get('en')).text();
    for (const title of events) expect(body).toContain(`<title>${title}</title>`);
  });
});

describe('the metadata routes', () => {
  it('build the sitemap and robots.txt of the market the site was made for', () => {
    const routes = seoRoutes(market, router);
    expect(routes.sitemap().map((entry) => entry.url)).toContain(
      'https://www.medivia-test.example/en/about-us',
    );
    expect(routes.robots().sitemap).toBe('https://www.medivia-test.example/sitemap.xml');
  });
});
