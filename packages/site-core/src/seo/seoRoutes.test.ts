/** @jest-environment node */
import { PostType } from '../schema/news';
import { siteStates, type ContentSource } from '../routing/siteState';
import { seoRoutes } from './seoRoutes';
import { createTestMarket } from '../testing/testMarket';

const market = createTestMarket();

describe('the feed route', () => {
  const { newsFeed } = seoRoutes(siteStates(market));
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
  it('build the sitemap and robots.txt of the market the site was made for', async () => {
    const routes = seoRoutes(siteStates(market));
    const sitemap = await routes.sitemap();
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://www.medivia-test.example/en/about-us</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-US" href="https://www.medivia-test.example/en/about-us" />',
    );
    expect((await routes.robots()).sitemap).toBe('https://www.medivia-test.example/sitemap.xml');
  });

  it('name the content revision they were written from, and list what was published since', async () => {
    const first = market.news.articles[0]!;
    let revision = 'r1';
    let articles = market.news.articles;
    const source: ContentSource = {
      published: async () => ({ revision, news: { ...market.news, articles } }),
    };
    const routes = seoRoutes(siteStates(market, source));
    const before = await routes.sitemap();
    expect(before.headers.get('x-content-revision')).toBe('r1');
    const slug = first.translations.en!.slug;
    expect(await before.text()).toContain(slug);

    revision = 'r2';
    articles = market.news.articles.filter((article) => article.id !== first.id);
    const after = await routes.sitemap();
    expect(after.headers.get('x-content-revision')).toBe('r2');
    expect(await after.text()).not.toContain(`/${slug}<`);
    const feed = await routes.newsFeed(new Request('http://localhost/'), {
      params: Promise.resolve({ lang: 'en' }),
    });
    expect(feed.headers.get('x-content-revision')).toBe('r2');
    expect(await feed.text()).not.toContain(`<title>${first.translations.en!.title}</title>`);
  });
});
