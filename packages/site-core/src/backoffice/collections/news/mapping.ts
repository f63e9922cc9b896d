import {
  PostType,
  type ArticleTranslation,
  type NewsArticle,
  type NewsContent,
  type PostCategory,
} from '../../../schema/news';
import {
  paragraphsToRichText,
  richTextParagraphs,
  withPictures,
  pictureIdsIn,
  type RichTextDocument,
} from '../../../content/richText';
import type { Locale } from '../../../i18n/locales';
import type { News, NewsCategory } from '../../payload-types';
import type { InAllLocales } from '../allLocales';
import {
  day,
  imageOf,
  localeKeys,
  noon,
  present,
  withSharing,
  type MediaImages,
  type PerLocale,
  type StoredSharing,
} from '../shared/mapping';

/** A news category as the site reads it: published, every language (`locale: 'all'`), depth 0. */
export type StoredCategory = InAllLocales<NewsCategory, 'name' | 'slug' | 'description'>;

/**
 * An article as the site reads it: published, every language, depth 0. Its text is the Lexical
 * document staff saved, which the site renders (the generated type leaves the root's type open).
 */
export type StoredArticle = Omit<
  InAllLocales<News, 'title' | 'slug' | 'summary'>,
  'event' | 'meta' | 'body'
> & {
  body?: PerLocale<RichTextDocument | null> | null;
  event?: InAllLocales<NonNullable<News['event']>, 'place'> | null;
  meta?: StoredSharing | null;
};

const idOfRelation = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' ? value?.id : value;

/** The media documents an article shows: its hero and the pictures of its text in every language. */
export const newsPictureIds = (doc: Pick<StoredArticle, 'hero' | 'body'>): unknown[] => [
  doc.hero,
  ...Object.values(present<RichTextDocument>(doc.body)).flatMap(pictureIdsIn),
];

/**
 * The published categories and articles as the site's news. An article keeps a locale only where it
 * has a slug in it; one whose category is not published is left out. Seed documents keep their key
 * (links between articles use it), others are named by their id.
 */
export function toNews(
  categoryDocs: readonly StoredCategory[],
  articleDocs: readonly StoredArticle[],
  images: MediaImages = new Map(),
): NewsContent {
  const categoryKey = new Map(categoryDocs.map((doc) => [doc.id, doc.key ?? `c${doc.id}`]));
  const articleKey = new Map(articleDocs.map((doc) => [doc.id, doc.key ?? `n${doc.id}`]));
  const categories: PostCategory[] = categoryDocs.map((doc) => {
    const names = present<string>(doc.name);
    const slugs = present<string>(doc.slug);
    const descriptions = present<string>(doc.description);
    const translations: PostCategory['translations'] = {};
    for (const locale of localeKeys(names)) {
      if (slugs[locale]) {
        translations[locale] = {
          name: names[locale]!,
          slug: slugs[locale]!,
          ...(descriptions[locale] ? { description: descriptions[locale] } : {}),
        };
      }
    }
    return { id: categoryKey.get(doc.id)!, translations };
  });
  const articles: NewsArticle[] = articleDocs.flatMap((doc) => {
    const category = categoryKey.get(idOfRelation(doc.category)!);
    if (!category) return [];
    const titles = present<string>(doc.title);
    const slugs = present<string>(doc.slug);
    const summaries = present<string>(doc.summary);
    const bodies = present<RichTextDocument>(doc.body);
    const places = present<string>(doc.event?.place);
    const translations: NewsArticle['translations'] = {};
    for (const locale of localeKeys(titles)) {
      if (!slugs[locale]) continue;
      const translation: ArticleTranslation = {
        slug: slugs[locale]!,
        title: titles[locale]!,
        summary: summaries[locale] ?? '',
        body: richTextParagraphs(bodies[locale]),
        ...(bodies[locale] ? { richBody: withPictures(bodies[locale], images, locale) } : {}),
        ...(places[locale] ? { place: places[locale] } : {}),
      };
      translations[locale] = translation;
    }
    const place = Object.values(places)[0];
    const hero = imageOf(doc.hero, images);
    return [
      {
        id: articleKey.get(doc.id)!,
        type: doc.kind === 'event' ? PostType.event : PostType.news,
        category,
        date: day(doc.publishedOn),
        ...(doc.kind === 'event' && doc.event?.start
          ? {
              event: {
                start: doc.event.start,
                ...(doc.event.end ? { end: doc.event.end } : {}),
                place: place ?? '',
              },
            }
          : {}),
        translations,
        related: (doc.related ?? []).flatMap((id) => {
          const key = articleKey.get(idOfRelation(id)!);
          return key ? [key] : [];
        }),
        ...(doc.illustration ? { illustration: doc.illustration } : {}),
        ...(hero ? { hero } : {}),
        ...(doc.seeAlso?.length ? { seeAlso: doc.seeAlso } : {}),
        ...withSharing(doc, images),
      },
    ];
  });
  return { categories, articles };
}

/** A seed category as its document: no field every language shares, and one language's texts. */
export function categorySeed(category: PostCategory) {
  return {
    shared: {},
    inLocale: (locale: Locale) => {
      const t = category.translations[locale];
      return t && { name: t.name, slug: t.slug, description: t.description ?? '' };
    },
  };
}

/**
 * A seed article as its document: the fields every language shares (its category by the id the seed
 * gave that category), and one language's texts. Related articles are linked once every article has
 * its id.
 */
export function articleSeed(
  article: NewsArticle,
  categoryIds: ReadonlyMap<string, number | string>,
) {
  return {
    shared: {
      kind: article.type === PostType.event ? ('event' as const) : ('news' as const),
      publishedOn: noon(article.date),
      category: categoryIds.get(article.category),
      ...(article.illustration ? { illustration: article.illustration } : {}),
      ...(article.seeAlso?.length ? { seeAlso: article.seeAlso } : {}),
    },
    inLocale: (locale: Locale) => {
      const t = article.translations[locale];
      return (
        t && {
          title: t.title,
          slug: t.slug,
          summary: t.summary,
          body: paragraphsToRichText(t.body),
          // The event group goes whole with each locale: its place is localized, and a
          // locale's group would replace a shared one.
          ...(article.event
            ? {
                event: {
                  start: article.event.start,
                  end: article.event.end ?? '',
                  place: t.place ?? article.event.place,
                },
              }
            : {}),
        }
      );
    },
  };
}
