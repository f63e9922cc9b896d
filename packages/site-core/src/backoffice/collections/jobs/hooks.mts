import type { CollectionSlug } from 'payload';
import {
  addressedContentHooks,
  withPictureChecks,
  newsTitleMaxLength,
  routePath,
  type UniqueSlug,
} from '../shared/addresses.mts';

export const jobsSlug = 'jobs';

/** An opening's page below Careers: its slug unique per language, made from its title. */
export const openingAddress: UniqueSlug = {
  collection: jobsSlug as CollectionSlug,
  noun: 'job opening',
  title: { field: 'title', maxLength: newsTitleMaxLength },
  address: (_doc, slug, locale) => routePath('jobOpening', slug, locale),
};

/** Its photo, like an article's, is taken only with alt text in every language. */
export const jobsHooks = withPictureChecks(addressedContentHooks(openingAddress), { hero: 'hero' });
