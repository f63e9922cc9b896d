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

export const sisterSitesSlug = 'sister-sites';

/** The group's other companies, linked in the footer of every page. */
export function companySisterSites(): GlobalConfig {
  return {
    slug: sisterSitesSlug,
    label: 'Group companies',
    admin: {
      group: 'Company',
      description:
        'The group’s other companies, linked in the footer of every page under “Group companies”. This company is not listed here. The websites loaded at installation are samples (…example addresses): replace them before launch.',
    },
    versions: globalVersions,
    access: globalEditedBy(administrators),
    hooks: globalHooks,
    fields: [
      {
        name: 'sites',
        label: 'Companies',
        type: 'array',
        labels: { singular: 'Company', plural: 'Companies' },
        fields: [
          row(
            text('name', { ...width('50%'), admin: { description: 'As the link shows it.' } }),
            text('url', { label: 'Website', validate: httpsUrl, ...width('50%') }),
          ),
          localizedText('country', {
            admin: { description: 'Its country, named after the company in each language.' },
          }),
        ],
      },
    ],
  };
}
