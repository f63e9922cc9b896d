import type { Field, GlobalBeforeValidateHook, GlobalConfig, Validate } from 'payload';
import { aboutCopySchema, certificateIds } from '../../../schema/company';
import { editors, globalEditedBy } from '../../access/index.mts';
import { apiError } from '../../apiError.mts';
import {
  globalHooks,
  globalVersions,
  localizedText,
  row,
  text,
  textRows,
  titledRows,
  width,
} from '../shared/fields.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';

export const aboutPageSlug = 'about-page';

/**
 * Why the about page could not show this history, or undefined when it can: checked with the page's
 * own schema, so a save the page could not show is refused with its reason instead of silently
 * keeping the old copy.
 */
export function historyProblem(rows: unknown): string | undefined {
  if (!Array.isArray(rows)) return undefined;
  const entries = (
    rows as { year?: number; title?: string; text?: string; story?: { paragraph?: string }[] }[]
  ).map(({ year, title, text, story }) => ({
    year,
    title,
    text,
    ...(story?.length ? { story: story.map((row) => row.paragraph) } : {}),
  }));
  const parsed = aboutCopySchema.shape.history.safeParse(entries);
  if (parsed.success) return undefined;
  const messages = parsed.error.issues.map((issue) => issue.message);
  if (messages.includes('history is chronological'))
    return 'List the history’s years in order from the oldest.';
  if (messages.includes('exactly one history entry tells a story'))
    return 'Exactly one year of the history tells the longer story (two Story paragraphs or more) and the others leave it empty.';
  if (rows.length < 8) return 'The history needs at least 8 years.';
  return undefined;
}

/**
 * Refuses a history the page could not show, with the reason (the admin shows it as the error; its
 * toast splits a message at colons and commas, so the reasons have none).
 */
const checkHistory: GlobalBeforeValidateHook = async ({ data, req }) => {
  const problem = historyProblem((data as { history?: unknown } | undefined)?.history);
  if (problem) {
    throw await apiError(refusalsFor(req).say(problem));
  }
  return data;
};

const validCertificates: Validate<unknown[] | null | undefined> = (rows, options) => {
  const ids = ((rows ?? []) as { certificate?: string }[]).map((row) => row.certificate);
  const missing = certificateIds.filter((id) => !ids.includes(id));
  return missing.length === 0 ? true : refusalsFor(options?.req).certificatesOnce(missing);
};

/**
 * The about page's copy: introduction, history, mission, vision and values, what the certificates
 * mean, and the texts above the locations and memberships (which are *Locations* and *Company data*).
 */
export function aboutPage(): GlobalConfig {
  return {
    slug: aboutPageSlug,
    label: 'About page',
    admin: {
      group: 'Company',
      description:
        'The about page in each language. Its figures, locations and memberships come from Key figures, Locations and Company data.',
    },
    versions: globalVersions,
    access: globalEditedBy(editors),
    hooks: { ...globalHooks, beforeValidate: [checkHistory] },
    fields: [
      localizedText('lead', {
        type: 'textarea',
        admin: { description: 'Under the page title.' },
      } as Partial<Field>),
      textRows('intro', 'Introduction', 2, 'paragraph', 'Paragraph'),
      localizedText('historyIntro', {
        type: 'textarea',
        label: 'Above the history',
      } as Partial<Field>),
      {
        name: 'history',
        label: 'History',
        labels: { singular: 'Year', plural: 'History' },
        type: 'array',
        localized: true,
        required: true,
        minRows: 8,
        admin: { description: 'Oldest first; exactly one year tells the longer story.' },
        fields: [
          row(
            {
              name: 'year',
              type: 'number',
              required: true,
              min: 1990,
              max: 2030,
              admin: { width: '20%' },
            },
            text('title', width('80%')),
          ),
          { name: 'text', type: 'textarea', required: true },
          {
            name: 'story',
            label: 'Story',
            labels: { singular: 'Paragraph', plural: 'Story' },
            type: 'array',
            admin: {
              description: 'The longer account of this year (at least two paragraphs), or empty.',
            },
            fields: [{ name: 'paragraph', type: 'textarea', required: true }],
          },
        ],
      },
      row(
        localizedText('mission', { type: 'textarea', ...width('50%') } as Partial<Field>),
        localizedText('vision', { type: 'textarea', ...width('50%') } as Partial<Field>),
      ),
      titledRows('values', 'Values', 3, 'Value'),
      localizedText('certificatesIntro', {
        type: 'textarea',
        label: 'Above the certificates',
      } as Partial<Field>),
      {
        name: 'certificates',
        label: 'Certificates',
        labels: { singular: 'Certificate', plural: 'Certificates' },
        type: 'array',
        localized: true,
        required: true,
        minRows: certificateIds.length,
        maxRows: certificateIds.length,
        validate: validCertificates as Validate,
        fields: [
          row(
            {
              name: 'certificate',
              type: 'select',
              required: true,
              options: certificateIds.map((value) => ({
                label: value.toUpperCase().replace('ISO', 'ISO '),
                value,
              })),
              admin: { width: '25%' },
            },
            text('title', width('75%')),
          ),
          { name: 'text', type: 'textarea', required: true },
        ],
      },
      localizedText('locationsIntro', {
        type: 'textarea',
        label: 'Above the locations',
      } as Partial<Field>),
      localizedText('membershipsIntro', {
        type: 'textarea',
        label: 'Above the memberships',
      } as Partial<Field>),
      localizedText('companyInfoText', {
        type: 'textarea',
        label: 'Beside the link to the company information',
      } as Partial<Field>),
    ],
  };
}
