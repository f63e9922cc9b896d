import type { CollectionSlug } from 'payload';
import {
  addressedContentHooks,
  newsTitleMaxLength,
  routePath,
  withPictureChecks,
  type UniqueSlug,
} from '../shared/addresses.mts';

export const newsSlug = 'news';
export const newsCategoriesSlug = 'news-categories';

/** A category's filter page: its slug unique per language, made from its name. */
export const categoryAddress: UniqueSlug = {
  collection: newsCategoriesSlug as CollectionSlug,
  noun: 'category',
  title: { field: 'name', maxLength: 60 },
  address: (_doc, slug, locale) => routePath('newsCategory', slug, locale),
};

/** An article's page below News and events: its slug unique per language, made from its title. */
export const articleAddress: UniqueSlug = {
  collection: newsSlug as CollectionSlug,
  noun: 'article',
  title: { field: 'title', maxLength: newsTitleMaxLength },
  address: (_doc, slug, locale) => routePath('newsArticle', slug, locale),
};

export const newsCategoriesHooks = addressedContentHooks(categoryAddress);

/** An article's address hooks, and its pictures checked for alt text in every language. */
export const newsHooks = withPictureChecks(addressedContentHooks(articleAddress));
