import type { CollectionConfig } from 'payload';
import { documentTypes } from '../../../schema/company';
import { contentHooks } from '../../contentModel.mts';
import { dayOnly, keyField } from '../shared/addresses.mts';
import { documentsAccess } from './access.mts';

export const documentsSlug = 'documents';

/**
 * Documents and certificates on the documents page: a PDF to download where staff upload one, otherwise
 * listed as sent on request by the quality department.
 */
export function companyDocuments(): CollectionConfig {
  return {
    slug: documentsSlug,
    graphQL: { singularName: 'CompanyDocument', pluralName: 'CompanyDocuments' },
    labels: { singular: 'Document', plural: 'Documents and certificates' },
    admin: {
      useAsTitle: 'title',
      group: 'Company',
      defaultColumns: ['title', 'type', 'issuedOn', '_status'],
      description:
        'Listed on the documents page by type (certificates first), newest first. {medicinesAgency} and {medicinesAgencyShort} in a text are filled in from the company data.',
    },
    versions: { drafts: true, maxPerDoc: 20 },
    access: documentsAccess,
    trash: true,
    hooks: contentHooks,
    defaultSort: 'issuedOn',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'description', type: 'textarea', required: true, localized: true },
      {
        name: 'type',
        type: 'select',
        required: true,
        options: documentTypes.map((value) => ({
          label: value.charAt(0).toUpperCase() + value.slice(1),
          value,
        })),
        admin: { position: 'sidebar' },
      },
      {
        name: 'issuedOn',
        label: 'Issued or revised on',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', ...dayOnly },
      },
      {
        name: 'file',
        label: 'PDF',
        type: 'upload',
        relationTo: 'media',
        filterOptions: { mimeType: { equals: 'application/pdf' } },
        admin: {
          description:
            'The current, signed PDF: visitors download it. Without one, the page offers it on request.',
        },
      },
      keyField,
    ],
  };
}
