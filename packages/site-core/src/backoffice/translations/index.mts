import type { CollectionConfig, Field } from 'payload';
import { contentCollections } from '../contentModel.mts';
import { hasNeededTexts } from './status.mts';
import { screenWords } from '../staffLanguage/screens.mts';

/** The translation status (status.mts) as a field of no data: a list column and a sidebar panel. */
const statusField = (): Field => ({
  name: 'translationStatus',
  type: 'ui',
  // A field of no data is not sortable, so its label may be Payload's per-language object.
  label: Object.fromEntries(
    (['en', 'hr', 'sl'] as const).map((language) => [language, screenWords(language).translations]),
  ),
  admin: {
    position: 'sidebar',
    components: {
      Field: '@medivia/site-core/backoffice/admin-fields#TranslationStatusField',
      Cell: '@medivia/site-core/backoffice/admin-fields#TranslationStatusCell',
    },
  },
});

const isContent = (slug: string) => (contentCollections as readonly string[]).includes(slug);

/**
 * A collection with pages in several languages shows, in its list and on each document, which
 * languages the document is complete in. The column comes right after the title.
 */
export function collectionWithTranslationStatus(config: CollectionConfig): CollectionConfig {
  if (!isContent(config.slug) || !hasNeededTexts(config.fields)) return config;
  const columns = config.admin?.defaultColumns;
  return {
    ...config,
    admin: {
      ...config.admin,
      ...(columns
        ? { defaultColumns: [columns[0]!, 'translationStatus', ...columns.slice(1)] }
        : {}),
    },
    fields: [...config.fields, statusField()],
  };
}
