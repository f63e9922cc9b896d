import { getIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import { createMarketRouter } from '../routing/marketRouter';
import { feedHref, newsFeedXml } from './newsFeed';
import { createTestMarket } from '../testing/testMarket';

const market = createTestMarket();
const router = createMarketRouter(market);

function feedOf(locale: Locale, source = market) {
  const xml = newsFeedXml({
    market: source,
    router: createMarketRouter(source),
    locale,
    intl: getIntl(source, locale),
  });
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent;
  const items = [...doc.getElementsByTagName('item')].map((item) => ({
    title: text(item, 'title'),
    link: text(item, 'link'),
    guid: text(item, 'guid'),
    pubDate: text(item, 'pubDate'),
    description: text(item, 'description'),
    category: text(item, 'category'),
  }));
  return { doc, channel: doc.getElementsByTagName('channel')[0]!, items };
}

describe('the news feed of a locale', () => {
  it('is an RSS 2.0 channel titled, linked and tagged for the locale, pointing at itself', () => {
    const { doc, channel } = feedOf('en');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe(
      'Medivia Test: News and events',
    );
    expect(channel.getElementsByTagName('link')[0]!.textContent).toBe(
      'https://www.medivia-test.example/en/news-and-events',
    );
    expect(channel.getElementsByTagName('language')[0]!.textContent).toBe('en-US');
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe('https://www.medivia-test.example/en/rss.xml');
  });

  it('has one item per article of the locale, newest first, with link, guid, RFC 822 date, summary and category', () => {
    const { items } = feedOf('hr');
    expect(items).toHaveLength(market.news.articles.length);
    expect(items[0]).toEqual({
      title: 'Naslov dental-congress',
      link: 'https://www.medivia-test.example/novosti-i-dogadanja/stomatoloski-kongres',
      guid: 'https://www.medivia-test.example/novosti-i-dogadanja/stomatoloski-kongres',
      pubDate: 'Tue, 01 Sep 2026 00:00:00 GMT',
      description: 'Sažetak dental-congress.',
      category: 'Edukacija',
    });
    for (const item of items) {
      expect(item.pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      expect(router.resolve('hr', new URL(item.link!).pathname)?.name).toBe('newsArticle');
    }
  });

  it('escapes markup in titles and summaries', () => {
    const news = createTestMarket().news;
    news.articles[0]!.translations.en!.title = 'Cold chain <&> "quality"';
    const { items } = feedOf('en', createTestMarket({ news }));
    expect(items.map((item) => item.title)).toContain('Cold chain <&> "quality"');
  });

  it('stays readable when a pasted title carries a character XML cannot hold', () => {
    const news = createTestMarket().news;
    news.articles[0]!.translations.en!.title = 'Cold\u0008 chain\u000C update';
    const { items } = feedOf('en', createTestMarket({ news }));
    expect(items.map((item) => item.title)).toContain('Cold chain update');
  });

  it('gives an item the meta description staff set, and the summary in a locale they did not', () => {
    const news = createTestMarket().news;
    const article = news.articles[0]!;
    article.sharing = { description: { en: 'Ten new vans deliver medicines the same day.' } };
    const source = createTestMarket({ news });
    const link = (locale: Locale) =>
      `${source.siteUrl}${createMarketRouter(source).href('newsArticle', locale, {
        slug: article.translations[locale]!.slug,
      })}`;
    const inEnglish = feedOf('en', source).items.find((item) => item.link === link('en'));
    expect(inEnglish?.description).toBe('Ten new vans deliver medicines the same day.');
    const inCroatian = feedOf('hr', source).items.find((item) => item.link === link('hr'));
    expect(inCroatian?.description).toBe(article.translations.hr!.summary);
  });

  it('shows each article’s photo with its alt text, and the picture chosen for sharing over it', () => {
    const picture = (id: number, alt: Partial<Record<Locale, string>>) => ({
      src: `/assets/${id}`,
      width: 1600,
      height: 900,
      alt,
      variants: [],
    });
    const news = createTestMarket().news;
    const [withPhoto, withSharing] = news.articles;
    withPhoto!.hero = picture(7, { en: 'Ten vans & a warehouse' });
    withSharing!.hero = picture(8, { en: 'The photo' });
    withSharing!.sharing = { image: picture(9, { hr: 'Samo hrvatski' }) };
    const source = createTestMarket({ news });
    const { doc } = feedOf('en', source);
    const media = 'http://search.yahoo.com/mrss/';
    const pictures = [...doc.getElementsByTagName('item')].map((item) => {
      const content = item.getElementsByTagNameNS(media, 'content')[0];
      return content
        ? {
            link: item.getElementsByTagName('link')[0]!.textContent,
            url: content.getAttribute('url'),
            medium: content.getAttribute('medium'),
            size: `${content.getAttribute('width')}x${content.getAttribute('height')}`,
            alt: content.getElementsByTagNameNS(media, 'description')[0]?.textContent,
          }
        : undefined;
    });
    const link = (article: typeof withPhoto) =>
      `${source.siteUrl}${createMarketRouter(source).href('newsArticle', 'en', {
        slug: article!.translations.en!.slug,
      })}`;
    expect(pictures.filter(Boolean)).toEqual(
      expect.arrayContaining([
        {
          link: link(withPhoto),
          url: `${source.siteUrl}/assets/7`,
          medium: 'image',
          size: '1600x900',
          alt: 'Ten vans & a warehouse',
        },
        {
          link: link(withSharing),
          url: `${source.siteUrl}/assets/9`,
          medium: 'image',
          size: '1600x900',
          alt: undefined,
        },
      ]),
    );
    expect(pictures.filter(Boolean)).toHaveLength(2);
  });

  it('lives at /rss.xml for the default locale and under the prefix for the others', () => {
    expect(feedHref(router, 'hr')).toBe('/rss.xml');
    expect(feedHref(router, 'en')).toBe('/en/rss.xml');
  });
});
