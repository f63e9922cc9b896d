import { ArticlePage } from '../../pages/news/ArticlePage';
import { jsonLdOf, renderPage, testContext, type PagePath } from '../../testing/render';
import { createTestMarket } from '../../testing/testMarket';

const market = createTestMarket();
const origin = 'https://www.medivia-test.example';
const company = {
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: 'Medivia Test',
  url: `${origin}/`,
};
const blockOf = (locale: 'hr' | 'en', path: PagePath, type: string) =>
  jsonLdOf(renderPage(ArticlePage, testContext(market, locale, path))).filter(
    (block) => block['@type'] === type,
  );

describe('the structured data of an article page', () => {
  it('describes a news post as a NewsArticle by the company', () => {
    const [article, ...more] = blockOf('en', '/news-and-events/new-vehicles', 'NewsArticle');
    expect(more).toHaveLength(0);
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Title new-vehicles',
      description: 'Summary new-vehicles.',
      datePublished: '2026-03-02',
      inLanguage: 'en-US',
      url: `${origin}/en/news-and-events/new-vehicles`,
      mainEntityOfPage: `${origin}/en/news-and-events/new-vehicles`,
      articleSection: 'Company',
      author: company,
      publisher: company,
    });
  });

  it('describes an event post as the Event, with its start, end and place', () => {
    expect(blockOf('hr', '/novosti-i-dogadanja/webinar-regulativa', 'NewsArticle')).toHaveLength(0);
    const [event] = blockOf('hr', '/novosti-i-dogadanja/webinar-regulativa', 'Event');
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Naslov webinar',
      description: 'Sažetak webinar.',
      startDate: '2026-02-10T10:00:00+01:00',
      endDate: '2026-02-10T12:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Online', address: 'Online' },
      organizer: company,
      inLanguage: 'hr-HR',
      url: `${origin}/novosti-i-dogadanja/webinar-regulativa`,
    });
  });
});
