import type { Locale } from '../i18n/locales';
import type { RichTextDocument } from './lexical';
import type { PublishedImage, Sharing } from './content';
import type { ParamSource, ParamTranslator, RouteName } from '../routing/routeTable';

/** Spec §3 post type enumeration. */
export const PostType = { news: 1, event: 2 } as const;
export type PostTypeKey = keyof typeof PostType;
export type PostTypeValue = (typeof PostType)[PostTypeKey];

export interface PostCategory {
  id: string;
  /** Name and URL slug per locale; `description` is the lead of the category's filter page. */
  translations: Partial<Record<Locale, { name: string; slug: string; description?: string }>>;
}

export interface ArticleTranslation {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs; a paragraph starting with "## " is a subheading (also the search index's text). */
  body: string[];
  /** The text as staff wrote it in the back office (Lexical JSON), rendered by content/richText. */
  richBody?: RichTextDocument;
  /** Where an event takes place, in this locale's words; falls back to `event.place`. */
  place?: string;
}

/** The drawn (inline SVG) motif of an article's card and header; no photos are needed. */
export const newsIllustrations = [
  'vehicles',
  'certificate',
  'dental',
  'veterinary',
  'diagnostics',
  'charity',
  'warehouse',
  'webinar',
  'anniversary',
  'equipment',
  'people',
  'pharmacy',
] as const;
export type NewsIllustration = (typeof newsIllustrations)[number];

export interface NewsArticle {
  id: string;
  type: PostTypeValue;
  category: string;
  /** Publication date, ISO yyyy-mm-dd. */
  date: string;
  /** For events: when (yyyy-mm-dd or yyyy-mm-ddThh:mm, local wall-clock time) and where. */
  event?: { start: string; end?: string; place: string };
  translations: Partial<Record<Locale, ArticleTranslation>>;
  /** Ids of related articles; the page falls back to the same category when empty. */
  related?: string[];
  illustration?: NewsIllustration;
  /** The photo staff chose for the article's header (alt text per locale); the motif stands in without one. */
  hero?: PublishedImage;
  /**
   * Pages the article is about (a department or service), linked beside the text where the market
   * shows them; the first one's contact department is preselected in the enquiry button.
   */
  seeAlso?: RouteName[];
  /** Its title, description and picture in search results and shared links, where staff set them. */
  sharing?: Sharing;
}

export interface NewsContent {
  categories: PostCategory[];
  articles: NewsArticle[];
}

export type LocalizedArticle = NewsArticle & { t: ArticleTranslation };

/** Newest first, only articles translated into the locale. */
export function articlesIn(news: NewsContent, locale: Locale): LocalizedArticle[] {
  return news.articles
    .flatMap((article) => {
      const t = article.translations[locale];
      return t ? [{ ...article, t }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/**
 * Slugs of the two type filters ("only news", "only events") on the category route. They share the
 * route with the categories, so the schema rejects a category slug that equals one of them.
 */
export const postTypeSlugs: Record<Locale, Record<PostTypeKey, string>> = {
  hr: { news: 'novosti', event: 'dogadanja' },
  sl: { news: 'novice', event: 'dogodki' },
  bs: { news: 'novosti', event: 'dogadjaji' },
  en: { news: 'news', event: 'events' },
};

/** What the news list shows: everything, one post type, or one category. */
export type NewsFilter =
  | { kind: 'all' }
  | { kind: 'type'; type: PostTypeKey }
  | { kind: 'category'; category: PostCategory };

const typeKeys = Object.keys(PostType) as PostTypeKey[];

/** Every filter with a page of its own in the locale: the type filters, then the translated categories. */
export function newsFilters(
  news: NewsContent,
  locale: Locale,
): Exclude<NewsFilter, { kind: 'all' }>[] {
  return [
    ...typeKeys.map((type) => ({ kind: 'type' as const, type })),
    ...news.categories
      .filter((c) => c.translations[locale])
      .map((category) => ({ kind: 'category' as const, category })),
  ];
}

export function filterSlug(
  filter: Exclude<NewsFilter, { kind: 'all' }>,
  locale: Locale,
): string | undefined {
  return filter.kind === 'type'
    ? postTypeSlugs[locale][filter.type]
    : filter.category.translations[locale]?.slug;
}

export function filterBySlug(news: NewsContent, locale: Locale, slug: string | undefined) {
  return newsFilters(news, locale).find((filter) => filterSlug(filter, locale) === slug);
}

export function applyFilter(articles: LocalizedArticle[], filter: NewsFilter): LocalizedArticle[] {
  if (filter.kind === 'type') return articles.filter((a) => a.type === PostType[filter.type]);
  if (filter.kind === 'category') return articles.filter((a) => a.category === filter.category.id);
  return articles;
}

/** Related articles: the listed ids (in their order), else the newest of the same category. */
export function relatedArticles(
  news: NewsContent,
  article: NewsArticle,
  locale: Locale,
  max = 3,
): LocalizedArticle[] {
  const all = articlesIn(news, locale).filter((a) => a.id !== article.id);
  const listed = (article.related ?? []).flatMap((id) => all.filter((a) => a.id === id));
  return (listed.length ? listed : all.filter((a) => a.category === article.category)).slice(
    0,
    max,
  );
}

/** The static pages of the news routes: article slugs and filter slugs per locale. */
export function newsParamSource(news: NewsContent): ParamSource {
  return {
    newsArticle: (locale) => articlesIn(news, locale).map((a) => a.t.slug),
    newsCategory: (locale) =>
      newsFilters(news, locale).flatMap((filter) => filterSlug(filter, locale) ?? []),
  };
}

/** The same article or filter page in another locale, for the language switcher and hreflang. */
export function newsParamTranslator(news: NewsContent): ParamTranslator {
  return (name, from, slug, to) => {
    if (name === 'newsArticle') {
      return news.articles.find((a) => a.translations[from]?.slug === slug)?.translations[to]?.slug;
    }
    if (name === 'newsCategory') {
      const filter = filterBySlug(news, from, slug);
      return filter && filterSlug(filter, to);
    }
    return undefined;
  };
}
