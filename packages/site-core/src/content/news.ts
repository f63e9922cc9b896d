import type { Locale } from '../i18n/locales';

/** Spec §3 post type enumeration. */
export const PostType = { news: 1, event: 2 } as const;
export type PostTypeValue = (typeof PostType)[keyof typeof PostType];

export interface PostCategory {
  id: string;
  translations: Partial<Record<Locale, { name: string; slug: string }>>;
}

export interface ArticleTranslation {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs; a paragraph starting with "## " is a subheading. */
  body: string[];
}

export interface NewsArticle {
  id: string;
  type: PostTypeValue;
  category: string;
  /** Publication date, ISO yyyy-mm-dd. */
  date: string;
  /** For events: when and where. */
  event?: { start: string; end?: string; place: string };
  translations: Partial<Record<Locale, ArticleTranslation>>;
  /** Ids of related articles; the page falls back to the same category when empty. */
  related?: string[];
}

export interface NewsContent {
  categories: PostCategory[];
  articles: NewsArticle[];
}

/** Newest first, only articles translated into the locale. */
export function articlesIn(news: NewsContent, locale: Locale): (NewsArticle & { t: ArticleTranslation })[] {
  return news.articles
    .flatMap((article) => {
      const t = article.translations[locale];
      return t ? [{ ...article, t }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
