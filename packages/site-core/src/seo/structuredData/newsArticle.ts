import { sharedPictureOf } from '../../schema/content';
import type { Event, NewsArticle, Organization, WithContext } from 'schema-dts';
import { PostType, type LocalizedArticle } from '../../schema/news';
import { localeTags } from '../../i18n/locales';
import { categoryName } from '../../content/newsText';
import type { SiteContext } from '../../routing/siteContext';
import { absoluteUrl } from '../alternates';
import { organizationId } from './organization';
import { withZoneOffset } from './zonedTime';

type ArticleContext = Pick<SiteContext, 'market' | 'router' | 'locale'>;

/** The company as author, publisher or organizer: a reference by @id to its Organization node (on the home page), named for readers that do not join nodes. */
function companyRef({ market }: ArticleContext): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(market),
    name: market.appName,
    url: absoluteUrl(market, '/'),
  };
}

/** The description staff set for search engines, else the summary. */
const articleDescription = (ctx: ArticleContext, article: LocalizedArticle) =>
  article.sharing?.description?.[ctx.locale] || article.t.summary;

/** The picture staff chose for shared links, else the article's photo, as an absolute URL. */
const articleImage = (ctx: ArticleContext, article: LocalizedArticle) => {
  const image = sharedPictureOf(article);
  return image ? { image: absoluteUrl(ctx.market, image.src) } : {};
};

const articleUrl = (ctx: ArticleContext, article: LocalizedArticle) =>
  absoluteUrl(ctx.market, ctx.router.href('newsArticle', ctx.locale, { slug: article.t.slug }));

export function newsArticleJsonLd(
  ctx: ArticleContext,
  article: LocalizedArticle,
): WithContext<NewsArticle> {
  const url = articleUrl(ctx, article);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.t.title,
    description: articleDescription(ctx, article),
    ...articleImage(ctx, article),
    datePublished: article.date,
    inLanguage: localeTags[ctx.locale],
    url,
    mainEntityOfPage: url,
    articleSection: categoryName(ctx.market.news, article.category, ctx.locale),
    author: companyRef(ctx),
    publisher: companyRef(ctx),
  };
}

/**
 * An event post as the Event itself. Start and end are the content's wall-clock times, as the page
 * prints them, with the offset of the market's time zone.
 */
export function eventJsonLd(ctx: ArticleContext, article: LocalizedArticle): WithContext<Event> {
  const event = article.event!;
  const place = article.t.place ?? event.place;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: article.t.title,
    description: articleDescription(ctx, article),
    ...articleImage(ctx, article),
    startDate: withZoneOffset(event.start, ctx.market.timeZone),
    ...(event.end ? { endDate: withZoneOffset(event.end, ctx.market.timeZone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: place, address: place },
    organizer: companyRef(ctx),
    inLanguage: localeTags[ctx.locale],
    url: articleUrl(ctx, article),
  };
}

/** What an article page describes: the event for event posts, the news article otherwise. */
export function articleJsonLd(ctx: ArticleContext, article: LocalizedArticle) {
  return article.type === PostType.event && article.event
    ? eventJsonLd(ctx, article)
    : newsArticleJsonLd(ctx, article);
}
