import type { Field } from 'payload';
import { sharingLengths } from '../schema/content';

const lengthHint = '@medivia/site-core/backoffice/admin-fields#LengthHint';

/**
 * A page's title, description and picture in search results and shared links (the shape of
 * @payloadcms/plugin-seo's `meta` group): each optional, the page's own title and summary stand in.
 */
export const sharingField = (): Field => ({
  name: 'meta',
  label: 'Search engines and sharing',
  type: 'group',
  admin: {
    description:
      'How the page appears in search results and when its link is shared. Left empty, its title and summary are used.',
  },
  fields: [
    {
      name: 'title',
      label: 'Meta title',
      type: 'text',
      localized: true,
      admin: {
        components: {
          Description: {
            path: lengthHint,
            clientProps: {
              limit: sharingLengths.title,
              advisory: true,
              description:
                'The title in search results and shared links (the site’s name is added).',
            },
          },
        },
      },
    },
    {
      name: 'description',
      label: 'Meta description',
      type: 'textarea',
      localized: true,
      admin: {
        components: {
          Description: {
            path: lengthHint,
            clientProps: {
              limit: sharingLengths.description,
              advisory: true,
              description:
                'One or two sentences under the title in search results and shared links.',
            },
          },
        },
      },
    },
    {
      name: 'image',
      label: 'Picture for shared links',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
      admin: { description: 'Shown when the page is shared (PNG, JPEG or WebP, best 1200 × 630).' },
    },
  ],
});
