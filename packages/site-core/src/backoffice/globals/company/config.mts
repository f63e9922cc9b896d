import type { Field, GlobalConfig } from 'payload';
import { administrators, globalEditedBy } from '../../access/index.mts';
import {
  globalHooks as hooks,
  globalVersions as versions,
  httpsUrl,
  localizedText,
  row,
  text,
  width,
} from '../shared/fields.mts';

/**
 * The company's legal data and bank accounts, its memberships and the facts the legal notices quote:
 * one form in the admin, kept by administrators. The seed loads sample values, which the launch
 * checklist lists until they are replaced.
 */

export const companySlug = 'company';

const samplesNote =
  'The values loaded at installation are samples (fictional names, numbers and accounts): replace each before launch. The dashboard’s launch checklist lists those still in place.';

const authority = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    localizedText('name'),
    row(
      text('abbreviation', width('25%')),
      text('website', { ...width('40%'), validate: httpsUrl }),
      text('address', { required: false, ...width('35%') }),
    ),
  ],
});

/** Legal data (spec §3), bank accounts, memberships and the facts the legal notices quote. */
export function companyData(): GlobalConfig {
  return {
    slug: companySlug,
    label: 'Company data',
    admin: { group: 'Company', description: samplesNote },
    versions,
    access: globalEditedBy(administrators),
    hooks,
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Registration',
            description: 'As entered in the court register: shown on the company information page.',
            fields: [
              text('corporateName', { label: 'Registered name' }),
              row(
                text('abbreviatedName', { label: 'Abbreviated name', ...width('50%') }),
                text('vatId', { label: 'VAT ID', ...width('25%') }),
                {
                  name: 'founded',
                  type: 'number',
                  required: true,
                  min: 1800,
                  max: 2100,
                  admin: { width: '25%' },
                },
              ),
              localizedText('registryCourt', { label: 'Registry court' }),
              row(
                localizedText('registrationNumber', {
                  label: 'Registration number',
                  ...width('50%'),
                }),
                localizedText('taxId', { label: 'Tax number', ...width('50%') }),
              ),
              {
                name: 'seat',
                label: 'Registered seat',
                type: 'group',
                fields: [
                  row(
                    text('street', width('50%')),
                    text('postalCode', { label: 'Postal code', ...width('20%') }),
                    text('city', width('30%')),
                  ),
                ],
              },
              localizedText('founder'),
              row(
                text('email', { label: 'General mailbox', ...width('50%') }),
                text('phone', { label: 'Switchboard', ...width('50%') }),
              ),
            ],
          },
          {
            label: 'Management and capital',
            fields: [
              {
                name: 'managementBoard',
                label: 'Management board',
                type: 'array',
                minRows: 1,
                labels: { singular: 'Member', plural: 'Members' },
                fields: [row(text('name', width('50%')), localizedText('role', width('50%')))],
              },
              text('director', { admin: { description: 'Who represents the company.' } }),
              {
                name: 'shareCapital',
                label: 'Share capital',
                type: 'group',
                fields: [
                  row(
                    {
                      name: 'amount',
                      type: 'number',
                      required: true,
                      min: 0,
                      admin: { width: '40%' },
                    },
                    text('currency', { defaultValue: 'EUR', ...width('20%') }),
                    {
                      name: 'paidInFull',
                      label: 'Paid in full',
                      type: 'checkbox',
                      admin: { width: '40%' },
                    },
                  ),
                ],
              },
            ],
          },
          {
            label: 'Bank accounts',
            fields: [
              {
                name: 'bankAccounts',
                label: 'Bank accounts',
                type: 'array',
                labels: { singular: 'Account', plural: 'Accounts' },
                fields: [
                  row(
                    text('bank', width('40%')),
                    text('iban', { label: 'IBAN', ...width('40%') }),
                    text('swift', { label: 'SWIFT/BIC', ...width('20%') }),
                  ),
                ],
              },
            ],
          },
          {
            label: 'Memberships',
            description: 'Professional bodies listed on the about-us page.',
            fields: [
              {
                name: 'memberships',
                type: 'array',
                labels: { singular: 'Membership', plural: 'Memberships' },
                fields: [
                  localizedText('name'),
                  row(
                    {
                      name: 'since',
                      type: 'number',
                      min: 1800,
                      max: 2100,
                      admin: { width: '30%' },
                    },
                    text('url', {
                      required: false,
                      label: 'Website',
                      validate: httpsUrl,
                      ...width('70%'),
                    }),
                  ),
                ],
              },
            ],
          },
          {
            label: 'Legal notices',
            description:
              'Facts the privacy, cookie and video-surveillance notices quote; the notices’ text comes with the site.',
            fields: [
              {
                name: 'legal',
                type: 'group',
                label: false,
                fields: [
                  row(
                    text('dpoEmail', {
                      label: 'Data protection officer’s mailbox',
                      ...width('50%'),
                    }),
                    {
                      name: 'videoRetentionDays',
                      label: 'Video kept for (days)',
                      type: 'number',
                      required: true,
                      min: 1,
                      max: 365,
                      admin: { width: '25%' },
                    },
                    {
                      name: 'lastUpdated',
                      label: 'Last reviewed',
                      type: 'date',
                      required: true,
                      admin: {
                        width: '25%',
                        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
                      },
                    },
                  ),
                  localizedText('dataProtectionLaw', {
                    label: 'Data-protection law applied',
                    type: 'textarea',
                  } as Partial<Field>),
                  authority(
                    'supervisoryAuthority',
                    'Supervisory authority',
                    'Where visitors lodge a data-protection complaint.',
                  ),
                  authority(
                    'medicinesAgency',
                    'Medicines agency',
                    'Where suspected side effects may also be reported.',
                  ),
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
