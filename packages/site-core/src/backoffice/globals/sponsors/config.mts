import type { GlobalConfig } from 'payload';
import { administrators, globalEditedBy } from '../../access/index.mts';
import {
  globalHooks,
  globalVersions,
  httpsUrl,
  localizedText,
  row,
  text,
  width,
} from '../shared/fields.mts';

export const sponsorsSlug = 'sponsors';

/** The organisations the company supports, in the footer of every page. */
export function companySponsors(): GlobalConfig {
  return {
    slug: sponsorsSlug,
    label: 'Supported organisations',
    admin: {
      group: 'Company',
      description:
        'Shown in the footer of every page, with the logo where one is uploaded (its alt text names the organisation).',
    },
    versions: globalVersions,
    access: globalEditedBy(administrators),
    hooks: globalHooks,
    fields: [
      {
        name: 'sponsors',
        label: 'Organisations',
        type: 'array',
        labels: { singular: 'Organisation', plural: 'Organisations' },
        fields: [
          row(
            text('name', width('50%')),
            text('url', { label: 'Website', validate: httpsUrl, ...width('50%') }),
          ),
          localizedText('caption', {
            admin: { description: 'What we support, e.g. “Health education”.' },
          }),
          {
            name: 'logo',
            type: 'upload',
            relationTo: 'media',
            filterOptions: { mimeType: { in: ['image/png', 'image/jpeg', 'image/webp'] } },
            admin: { description: 'PNG, JPEG or WebP; the name’s initial stands in while empty.' },
          },
        ],
      },
    ],
  };
}
