import type { CollectionConfig, Field, PayloadRequest } from 'payload';
import { slugPattern } from '../../../schema/content';
import type { Locale } from '../../../i18n/locales';
import { contentHooks } from '../../contentModel.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';
import { collectionInEveryLanguage } from '../../locales/index.mts';
import { locationsAccess } from './access.mts';

export const locationsSlug = 'locations';

const row = (...fields: Field[]): Field => ({ type: 'row', fields });
const text = (name: string, label: string, width: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', required: true, admin: { width }, ...extra }) as Field;

/**
 * The company's locations: the contact page lists each with its address, phones, hours and a map
 * link, in the order staff drag them to, and the departments placed at one under its city.
 */
export function locations(defaultLocale?: Locale): CollectionConfig {
  return collectionInEveryLanguage(
    {
      slug: locationsSlug,
      labels: { singular: 'Location', plural: 'Locations' },
      admin: {
        useAsTitle: 'city',
        group: 'Company',
        defaultColumns: ['city', 'kind', 'address', '_status'],
        description:
          'Listed on the contact page in this order (drag to reorder). The values loaded at installation are samples: replace each before launch.',
      },
      orderable: true,
      versions: { drafts: true, maxPerDoc: 20 },
      access: locationsAccess,
      trash: true,
      hooks: contentHooks,
      fields: [
        row(
          text('key', 'English key', '30%', {
            unique: true,
            index: true,
            validate: (value: unknown, { req }: { req?: PayloadRequest }) =>
              typeof value === 'string' && slugPattern.test(value)
                ? true
                : refusalsFor(req).say(
                    'Lowercase letters, digits and hyphens, e.g. split-warehouse.',
                  ),
            admin: { width: '30%', description: 'Never shown to visitors, e.g. split-warehouse.' },
          }),
          {
            name: 'kind',
            type: 'select',
            required: true,
            options: [
              { label: 'Headquarters', value: 'headquarters' },
              { label: 'Warehouse', value: 'warehouse' },
              { label: 'Office', value: 'office' },
              { label: 'Distribution centre', value: 'distributionCentre' },
            ],
            admin: { width: '30%' },
          },
          text('country', 'Country', '40%', { localized: true }),
        ),
        row(
          text('address', 'Address', '50%'),
          text('postalCode', 'Postal code', '20%'),
          text('city', 'City', '30%'),
        ),
        row(
          text('tel1', 'Phone', '35%'),
          text('tel2', 'Second phone', '35%', { required: false }),
          { name: 'email', label: 'Email', type: 'email', admin: { width: '30%' } },
        ),
        {
          name: 'openingHours',
          label: 'Opening hours',
          type: 'text',
          localized: true,
        },
        {
          name: 'goodsReceivingHours',
          label: 'Goods receiving hours',
          type: 'text',
          localized: true,
          admin: { description: 'Warehouses: when deliveries are taken in at the ramp.' },
        },
        row(
          {
            name: 'lat',
            label: 'Latitude',
            type: 'number',
            min: -90,
            max: 90,
            admin: { width: '50%' },
          },
          {
            name: 'lon',
            label: 'Longitude',
            type: 'number',
            min: -180,
            max: 180,
            admin: { width: '50%', description: 'For the map link (OpenStreetMap).' },
          },
        ),
      ],
    },
    defaultLocale,
  );
}
