import { sharedPictureOf, type PublishedImage } from '../schema/content';
import { articlesIn } from '../schema/news';
import { localeTags, type Locale } from '../i18n/locales';
import { categoryName } from '../content/newsText';
import type { Router } from '../routing/router';
import type { SiteContext } from '../routing/siteContext';
import { absoluteUrl } from './alternates';
import { escapeXmlAttribute, escapeXmlText } from '../platform/markup';

type FeedContext = Pick<SiteContext, 'market' | 'intl' | 'router' | 'locale'>;

/**
 * Where a locale's news feed lives: /rss.xml for the default locale (rewritten onto its [lang]
 * folder like every unprefixed page), /<locale>/rss.xml for the others. The apps serve it from
 * app/[lang]/rss.xml/route.ts.
 */
export function feedHref(router: Pick<Router, 'defaultLocale'>, locale: Locale): string {
  return locale === router.defaultLocale ? '/rss.xml' : `/${locale}/rss.xml`;
}

export function newsFeedTitle({ intl, market }: Pick<SiteContext, 'intl' | 'market'>): string {
  return `${market.appName}: ${intl.t('route.news.title')}`;
}

/** RSS wants RFC 822 dates; content dates are zone-less days, read as UTC midnight like the pages do. */
const rfc822 = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toUTCString();

/**
 * The article's picture, as on its page and when shared (the one staff chose for sharing, else its
 * photo), in Media RSS: feed readers show it beside the item, with its alt text as the description.
 */
function pictureOf(
  image: PublishedImage | undefined,
  locale: Locale,
  absolute: (src: string) => string,
): string[] {
  if (!image) return [];
  const alt = image.alt[locale];
  return [
    `<media:content url="${escapeXmlAttribute(absolute(image.src))}" medium="image" width="${image.width}" height="${image.height}">`,
    ...(alt ? [`<media:description type="plain">${escapeXmlText(alt)}</media:description>`] : []),
    '</media:content>',
  ];
}

/** The RSS 2.0 feed of one locale's articles, newest first. */
export function newsFeedXml(ctx: FeedContext): string {
  const { market, intl, router, locale } = ctx;
  const articles = articlesIn(market.news, locale);
  const newsUrl = absoluteUrl(market, router.href('news', locale));
  const items = articles.map((article) => {
    const link = absoluteUrl(market, router.href('newsArticle', locale, { slug: article.t.slug }));
    return [
      '<item>',
      `<title>${escapeXmlText(article.t.title)}</title>`,
      `<link>${escapeXmlText(link)}</link>`,
      `<guid isPermaLink="true">${escapeXmlText(link)}</guid>`,
      `<pubDate>${rfc822(article.date)}</pubDate>`,
      // The description staff set for search engines and sharing, else the summary.
      `<description>${escapeXmlText(article.sharing?.description?.[locale] || article.t.summary)}</description>`,
      `<category>${escapeXmlText(categoryName(market.news, article.category, locale))}</category>`,
      ...pictureOf(sharedPictureOf(article), locale, (src) => absoluteUrl(market, src)),
      '</item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeXmlText(newsFeedTitle(ctx))}</title>`,
    `<link>${escapeXmlText(newsUrl)}</link>`,
    `<description>${escapeXmlText(intl.t('route.news.description'))}</description>`,
    `<language>${localeTags[locale]}</language>`,
    `<atom:link href="${escapeXmlAttribute(absoluteUrl(market, feedHref(router, locale)))}" rel="self" type="application/rss+xml"/>`,
    ...(articles[0] ? [`<lastBuildDate>${rfc822(articles[0].date)}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
