import type { CollectionConfig } from 'payload';
import { jobs } from '../collections/jobs/config.mts';
import { news, newsCategories } from '../collections/news/config.mts';
import { collectionWithTranslationStatus } from './index.mts';

const preview = () => '/preview';

describe('the translation status in the admin', () => {
  describe('given a collection with texts its pages need in each language', () => {
    const withStatus = collectionWithTranslationStatus(news(preview));

    it('shows the status right after the title in the list', () => {
      expect(withStatus.admin?.defaultColumns).toEqual([
        'title',
        'translationStatus',
        'publishedOn',
        'category',
        '_status',
      ]);
    });

    it('adds a field of no data with the list cell and the sidebar panel', () => {
      const field = withStatus.fields.at(-1) as Extract<
        CollectionConfig['fields'][number],
        { type: 'ui' }
      >;
      expect(field).toMatchObject({
        name: 'translationStatus',
        type: 'ui',
        label: { en: 'Translations', hr: 'Prijevodi', sl: 'Prevodi' },
        admin: {
          position: 'sidebar',
          components: {
            Cell: '@medivia/site-core/backoffice/admin-fields#TranslationStatusCell',
            Field: '@medivia/site-core/backoffice/admin-fields#TranslationStatusField',
          },
        },
      });
    });

    it('covers job openings and categories too', () => {
      for (const config of [jobs(preview), newsCategories()]) {
        const fields = collectionWithTranslationStatus(config).fields;
        expect(fields.some((field) => 'name' in field && field.name === 'translationStatus')).toBe(
          true,
        );
      }
    });
  });

  it('leaves a collection that is not the site’s content alone', () => {
    const media: CollectionConfig = {
      slug: 'media',
      fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
    };
    expect(collectionWithTranslationStatus(media)).toBe(media);
  });
});
