import type { CollectionConfig, Field } from 'payload';
import { heroField } from '../../pictures/index.mts';
import { sharingField } from '../../sharing.mts';
import {
  dayOnly,
  keyField,
  newsTitleMaxLength,
  slugField,
  titleField,
} from '../shared/addresses.mts';
import { jobsAccess } from './access.mts';
import { jobsHooks, jobsSlug, openingAddress } from './hooks.mts';
import { openingState } from './openingState';

export { jobsSlug };

/** A list of lines in each language (what the person does, what HR looks for). */
const localizedLines = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  localized: true,
  required: true,
  minRows: 1,
  fields: [{ name: 'line', type: 'text', required: true }],
});

/**
 * Whether the opening takes applications today, as its page says: open, closed by HR, or past its
 * closing day (expired). Not stored: worked out from `closed` and `closesOn` whenever it is read.
 */
export const takesApplicationsField: Field = {
  name: 'takesApplications',
  label: 'Applications',
  type: 'select',
  virtual: true,
  options: [
    { label: 'Open', value: 'open' },
    { label: 'Closed', value: 'closed' },
    { label: 'Expired', value: 'expired' },
  ],
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true },
  hooks: {
    afterRead: [({ siblingData }) => openingState(siblingData ?? {})],
  },
};

/** Job openings: each its page below Careers, with the application form until it closes. */
export function jobs(
  previewPath: (doc: Record<string, unknown>, locale: string) => string,
): CollectionConfig {
  return {
    slug: jobsSlug,
    graphQL: { singularName: 'JobOpening', pluralName: 'JobOpenings' },
    labels: { singular: 'Job opening', plural: 'Job openings' },
    admin: {
      useAsTitle: 'title',
      group: 'Careers',
      // Whether it takes applications, before whether it is published: a published opening past its
      // closing day or marked closed read only "Published" to HR.
      defaultColumns: ['title', 'location', 'closesOn', 'takesApplications', '_status'],
      preview: (doc, { locale }) => previewPath(doc, locale),
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
    access: jobsAccess,
    trash: true,
    hooks: jobsHooks,
    fields: [
      titleField('title', newsTitleMaxLength),
      slugField('The opening’s address below Careers, per language.', openingAddress),
      { name: 'team', type: 'text', required: true, localized: true },
      { name: 'location', type: 'text', required: true, admin: { description: 'A city.' } },
      {
        name: 'employment',
        type: 'select',
        required: true,
        defaultValue: 'fullTime',
        options: [
          { label: 'Full time', value: 'fullTime' },
          { label: 'Part time', value: 'partTime' },
          { label: 'Fixed term', value: 'fixedTerm' },
          { label: 'Internship', value: 'internship' },
        ],
      },
      { name: 'summary', type: 'textarea', required: true, localized: true },
      heroField(),
      localizedLines('responsibilities', 'What you will do'),
      localizedLines('requirements', 'What we look for'),
      {
        name: 'postedOn',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', ...dayOnly },
      },
      {
        name: 'closesOn',
        type: 'date',
        required: true,
        admin: { position: 'sidebar', description: 'Last day to apply.', ...dayOnly },
      },
      {
        name: 'closed',
        type: 'checkbox',
        defaultValue: false,
        admin: { position: 'sidebar', description: 'Filled or withdrawn before its closing date.' },
      },
      takesApplicationsField,
      sharingField(),
      keyField,
    ],
  };
}
