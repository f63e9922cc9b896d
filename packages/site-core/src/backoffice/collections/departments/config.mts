import type { CollectionConfig, Field, PayloadRequest } from 'payload';
import { slugPattern } from '../../../schema/content';
import type { Locale } from '../../../i18n/locales';
import { fixedRouteNames, routeDefinition, type RouteName } from '../../../routing/routeTable';
import { keepFieldErrors } from '../../apiError.mts';
import { contentHooks } from '../../contentModel.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';
import { collectionInEveryLanguage } from '../../locales/index.mts';
import { locationsSlug } from '../locations/config.mts';
import { departmentsAccess } from './access.mts';
import { departmentsSlug, knownLocation, onePageOneDepartment } from './hooks.mts';

export { departmentsSlug };

/** The pages with a contact button that preselects a department (their brand pages and openings follow). */
export const contactPages: readonly RouteName[] = fixedRouteNames.filter(
  (route) =>
    ['department', 'service'].includes(routeDefinition(route).section) ||
    route === 'careers' ||
    route === 'documents',
);

const row = (...fields: Field[]): Field => ({ type: 'row', fields });

/**
 * The department directory: each department's name and description in every language, where its
 * messages go, its phone and hours, whether visitors may choose it in the contact form, where it is
 * listed on the contact page (a group, or a location), and the pages it is the contact for. Staff add
 * one here, and once published it is on the contact page, in the form and receives its messages.
 */
export function departments(defaultLocale?: Locale): CollectionConfig {
  return collectionInEveryLanguage(
    {
      slug: departmentsSlug,
      labels: { singular: 'Department', plural: 'Departments' },
      admin: {
        useAsTitle: 'name',
        group: 'Company',
        defaultColumns: ['name', 'mail', 'group', 'offered', '_status'],
        description:
          'Mailboxes at example domains (…@medivia.example) are samples: replace each before launch (the dashboard’s launch checklist lists those still in place).',
      },
      defaultSort: 'key',
      versions: { drafts: true, maxPerDoc: 20 },
      access: departmentsAccess,
      trash: true,
      hooks: {
        ...contentHooks,
        beforeValidate: [knownLocation, onePageOneDepartment],
        afterError: [keepFieldErrors],
      },
      fields: [
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          required: true,
          localized: true,
          admin: { description: 'As visitors read it on the contact page and in the form.' },
        },
        {
          name: 'description',
          label: 'Description',
          type: 'textarea',
          localized: true,
          admin: { description: 'One line under the name on the contact page (optional).' },
        },
        row(
          {
            name: 'key',
            label: 'English key',
            type: 'text',
            required: true,
            unique: true,
            index: true,
            validate: (value: unknown, { req }: { req?: PayloadRequest }) =>
              typeof value === 'string' && slugPattern.test(value)
                ? true
                : refusalsFor(req).say('Lowercase English words with hyphens, e.g. export-sales.'),
            admin: {
              width: '34%',
              description: 'Never shown to visitors, e.g. export-sales.',
            },
          },
          {
            name: 'group',
            label: 'Group',
            type: 'select',
            required: true,
            defaultValue: 'company',
            options: ['sales', 'areas', 'services', 'company'].map((value) => ({
              label: value,
              value,
            })),
            admin: {
              width: '33%',
              description: 'Listed under this heading on the contact page.',
            },
          },
          {
            name: 'offered',
            label: 'Offered in the form',
            type: 'checkbox',
            defaultValue: false,
            admin: { width: '33%', description: 'A first choice in the contact form.' },
          },
        ),
        row(
          {
            name: 'mail',
            label: 'Mailbox',
            type: 'email',
            required: true,
            admin: { width: '34%' },
          },
          {
            name: 'mail2',
            label: 'Second mailbox',
            type: 'email',
            admin: { width: '33%', description: 'A second mailbox that also receives.' },
          },
          { name: 'tel', label: 'Phone', type: 'text', required: true, admin: { width: '33%' } },
        ),
        {
          name: 'location',
          label: 'Location',
          type: 'relationship',
          relationTo: locationsSlug,
          admin: {
            description: 'A site’s own unit: listed under that location instead of its group.',
          },
        },
        {
          name: 'hours',
          label: 'Office hours',
          type: 'text',
          localized: true,
          admin: { description: 'Office hours in words; the company’s usual hours when empty.' },
        },
        {
          name: 'contactFor',
          label: 'Contact for',
          type: 'select',
          hasMany: true,
          options: contactPages.map((value) => ({ label: value, value })),
          admin: {
            description:
              'The pages whose contact button preselects this department (their brand pages and job openings too).',
          },
        },
      ],
    },
    defaultLocale,
  );
}
