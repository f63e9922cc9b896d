import { createTestNews } from '../testing/testNews';
import type { NewsContent } from './news';
import { validateNews } from './newsSchema';

const source = 'apps/test/src/news.ts';
const broken = (change: (news: NewsContent) => void) => {
  const news = createTestNews();
  change(news);
  return () => validateNews(news, ['hr', 'en'], source);
};

describe('validateNews', () => {
  it('accepts a consistent news set', () => {
    expect(validateNews(createTestNews(), ['hr', 'en'], source).articles).toHaveLength(5);
  });

  it('names the file and the article when a related id is broken', () => {
    const check = broken((news) => (news.articles[0]!.related = ['warehouse', 'no-such-article']));
    expect(check).toThrow(`${source}: invalid news content`);
    expect(check).toThrow('article "new-vehicles" relates to unknown article "no-such-article"');
  });

  it('fails when an article misses a locale of its market', () => {
    const check = broken((news) => delete news.articles[1]!.translations.en);
    expect(check).toThrow(
      new RegExp(
        `^${source}: invalid news content\\n.*article "warehouse" is not translated into en`,
      ),
    );
  });

  it('fails when the market has a locale the content lacks', () => {
    expect(() => validateNews(createTestNews(), ['hr', 'en', 'sl'], source)).toThrow(
      'category "company" is not translated into sl',
    );
  });

  it('fails on an unknown category, a duplicate slug and a reserved filter slug', () => {
    const check = broken((news) => {
      news.articles[0]!.category = 'nope';
      news.articles[1]!.translations.hr!.slug = 'nova-vozila';
      news.categories[0]!.translations.en!.slug = 'events';
    });
    expect(check).toThrow('names unknown category "nope"');
    expect(check).toThrow('two articles share the hr slug "nova-vozila"');
    expect(check).toThrow('the en category slug "events" is taken');
  });

  it('fails on a link to a route the route table does not know', () => {
    const check = broken((news) => (news.articles[0]!.seeAlso = ['no-such-route' as never]));
    expect(check).toThrow('articles.0.seeAlso.0: not a route of the route table');
  });

  it('fails on an impossible date and on an event without event data', () => {
    expect(broken((news) => (news.articles[0]!.date = '2026-02-30'))).toThrow(
      'articles.0.date: not a real calendar date',
    );
    expect(broken((news) => delete news.articles[2]!.event)).toThrow(
      'event "webinar" needs event.start and event.place',
    );
    expect(
      broken(
        (news) =>
          (news.articles[3]!.event = { start: '2026-12-05', end: '2026-12-03', place: 'Zagreb' }),
      ),
    ).toThrow('event "dental-congress" ends before it starts');
  });
});
