import type { CollectionConfig, PayloadRequest } from 'payload';
import { newsIllustrations } from '../../../schema/news';
import { fixedRouteNames, type RouteName } from '../../../routing/routeTable';
import { heroField } from '../../pictures/index.mts';
import { sharingField } from '../../sharing.mts';
import {
  dayOnly,
  keyField,
  newsTitleMaxLength,
  slugField,
  titleField,
} from '../shared/addresses.mts';
import { newsAccess, newsCategoriesAccess } from './access.mts';
import {
  articleAddress,
  categoryAddress,
  newsCategoriesHooks,
  newsCategoriesSlug,
  newsHooks,
  newsSlug,
} from './hooks.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';

export { newsCategoriesSlug, newsSlug };

/** Pages an article may point to: any fixed page of the site but home. */
const seeAlsoOptions = fixedRouteNames.filter((name: RouteName) => name !== 'home');

/** The categories news and events are filed under, each with its filter page. */
export function newsCategories(): CollectionConfig {
  return {
    slug: newsCategoriesSlug,
    graphQL: { singularName: 'NewsCategory', pluralName: 'NewsCategories' },
    labels: { singular: 'News category', plural: 'News categories' },
    admin: { useAsTitle: 'name', group: 'News' },
    versions: { drafts: true, maxPerDoc: 20 },
    access: newsCategoriesAccess,
    trash: true,
    hooks: newsCategoriesHooks,
    fields: [
      titleField('name', categoryAddress.title.maxLength),
      slugField(
        'The filter page of the category: /news-and-events/category/<slug>.',
        categoryAddress,
      ),
      { name: 'description', type: 'textarea', localized: true },
      keyField,
    ],
  };
}

/** News articles and events: each its page below News and events, in the feed and the sitemap. */
export function news(
  previewPath: (doc: Record<string, unknown>, locale: string) => string,
): CollectionConfig {
  return {
    slug: newsSlug,
    graphQL: { singularName: 'NewsArticle', pluralName: 'NewsArticles' },
    labels: { singular: 'News article or event', plural: 'News and events' },
    admin: {
      useAsTitle: 'title',
      group: 'News',
      defaultColumns: ['title', 'publishedOn', 'category', '_status'],
      preview: (doc, { locale }) => previewPath(doc, locale),
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
    access: newsAccess,
    trash: true,
    hooks: newsHooks,
    fields: [
      titleField('title', newsTitleMaxLength),
      slugField('The article’s address below News and events, per language.', articleAddress),
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'news',
        options: [
          { label: 'News', value: 'news' },
          { label: 'Event', value: 'event' },
        ],
        admin: { position: 'sidebar' },
      },
      {
        name: 'publishedOn',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', ...dayOnly },
      },
      {
        name: 'category',
        type: 'relationship',
        relationTo: newsCategoriesSlug,
        required: true,
        admin: { position: 'sidebar' },
      },
      { name: 'summary', type: 'textarea', required: true, localized: true },
      heroField(),
      { name: 'body', type: 'richText', localized: true },
      {
        name: 'event',
        type: 'group',
        admin: { condition: (data) => data?.kind === 'event' },
        fields: [
          {
            name: 'start',
            type: 'text',
            admin: { description: 'Local time, e.g. 2027-03-14 or 2027-03-14T09:30.' },
            validate: (value: string | null | undefined, { req }: { req?: PayloadRequest }) =>
              !value || /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)
                ? true
                : refusalsFor(req).say('Write the date as 2027-03-14 or 2027-03-14T09:30.'),
          },
          { name: 'end', type: 'text' },
          { name: 'place', type: 'text', localized: true },
        ],
      },
      {
        name: 'illustration',
        type: 'select',
        options: newsIllustrations.map((value) => ({ label: value, value })),
        admin: { position: 'sidebar', description: 'The drawn motif of the card and header.' },
      },
      {
        name: 'related',
        type: 'relationship',
        relationTo: newsSlug,
        hasMany: true,
        admin: { description: 'Shown under the article; the same category when empty.' },
      },
      {
        name: 'seeAlso',
        type: 'select',
        hasMany: true,
        options: seeAlsoOptions.map((value) => ({ label: value, value })),
        admin: {
          description: 'Pages of the site the article is about (departments, services, about us).',
        },
      },
      sharingField(),
      keyField,
    ],
  };
}
