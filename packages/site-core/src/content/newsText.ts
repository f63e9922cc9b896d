import type { NewsArticle, NewsContent, NewsFilter } from '../schema/news';
import { filterBySlug, filterSlug, PostType } from '../schema/news';
import type { SiteIntl } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { SiteContext } from '../routing/siteContext';

/** Content dates are wall-clock values without a zone: read and print them as UTC so no server zone shifts a day. */
const asDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}:00Z`);

export function formatDay(intl: SiteIntl, iso: string): string {
  return intl.formatDate(asDate(iso), { dateStyle: 'long', timeZone: 'UTC' });
}

/** "12–14 March 2026" or "12 March 2026, 09:00–13:00", collapsed the way the locale writes ranges. */
export function formatEventWhen(intl: SiteIntl, event: NonNullable<NewsArticle['event']>): string {
  const options: Intl.DateTimeFormatOptions = event.start.includes('T')
    ? { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }
    : { dateStyle: 'long', timeZone: 'UTC' };
  return event.end
    ? intl.formatDateTimeRange(asDate(event.start), asDate(event.end), options)
    : intl.formatDate(asDate(event.start), options);
}

export function typeLabel(intl: SiteIntl, type: NewsArticle['type']): string {
  return type === PostType.event ? intl.t('news.type.event') : intl.t('news.type.news');
}

export function categoryName(news: NewsContent, id: string, locale: Locale): string {
  return news.categories.find((c) => c.id === id)?.translations[locale]?.name ?? id;
}

/** The visible name of a filter link and the heading of its page. */
export function filterLabel(intl: SiteIntl, filter: NewsFilter, locale: Locale): string {
  if (filter.kind === 'all') return intl.t('news.filter.all');
  if (filter.kind === 'type')
    return filter.type === 'event' ? intl.t('news.filter.events') : intl.t('news.filter.news');
  return filter.category.translations[locale]?.name ?? filter.category.id;
}

export function filterHref(ctx: SiteContext, filter: NewsFilter): string {
  if (filter.kind === 'all') return ctx.router.href('news', ctx.locale);
  return ctx.router.href('newsCategory', ctx.locale, {
    slug: filterSlug(filter, ctx.locale),
  });
}

export function articleHref(ctx: SiteContext, slug: string): string {
  return ctx.router.href('newsArticle', ctx.locale, { slug });
}

/** Heading, eyebrow and lead of a news list page; the same title and description suit its head tags. */
export function filterPageCopy(ctx: SiteContext, filter: NewsFilter) {
  const { intl, locale } = ctx;
  const listTitle = intl.t('route.news.title');
  if (filter.kind === 'all')
    return {
      title: listTitle,
      eyebrow: undefined,
      lead: intl.t('route.news.description'),
    };
  const lead =
    filter.kind === 'type'
      ? intl.t(filter.type === 'event' ? 'news.filter.eventsLead' : 'news.filter.newsLead')
      : (filter.category.translations[locale]?.description ?? intl.t('news.filter.categoryLead'));
  return { title: filterLabel(intl, filter, locale), eyebrow: listTitle, lead };
}

/**
 * Head title and description of a category/type filter page (route `newsCategory`),
 * e.g. "Edukacija – Novosti i događanja"; undefined for any other route.
 */
export function newsFilterMetadata(
  ctx: SiteContext,
): { title: string; description: string } | undefined {
  if (ctx.route?.name !== 'newsCategory') return undefined;
  const filter = filterBySlug(ctx.market.news, ctx.locale, ctx.route.params.slug);
  if (!filter) return undefined;
  const copy = filterPageCopy(ctx, filter);
  return { title: `${copy.title} – ${copy.eyebrow}`, description: copy.lead };
}
