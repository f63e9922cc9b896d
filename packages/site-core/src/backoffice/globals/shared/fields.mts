import type { Field } from 'payload';
import { afterGlobalChange } from '../../contentModel.mts';
import { refusalsFor } from '../../staffLanguage/refusals.mts';

/**
 * What the company's globals share: the field shapes their forms are made of, their versions, and the
 * hook that makes a save live (it moves the content revision).
 */

export const text = (name: string, options: Partial<Field> = {}): Field =>
  ({ name, type: 'text', required: true, ...options }) as Field;
export const localizedText = (name: string, options: Partial<Field> = {}): Field =>
  text(name, { localized: true, ...options });
export const row = (...fields: Field[]): Field => ({ type: 'row', fields });
export const width = (share: string) => ({ admin: { width: share } });

/** A web address the footer and pages link: https only. */
export function httpsUrl(value: unknown, options?: { req?: { i18n?: { language?: string } } }) {
  if (value === null || value === undefined || value === '') return true;
  const { say } = refusalsFor(options?.req);
  try {
    return new URL(String(value)).protocol === 'https:' ? true : say('Use an https:// address.');
  } catch {
    return say('Use a full address, e.g. https://www.example.org.');
  }
}

/** A saved global is live: its change moves the content revision. */
export const globalHooks = { afterChange: [afterGlobalChange] };
export const globalVersions = { max: 50 };

/** Localized rows of one text each (paragraphs, lines). */
export const textRows = (
  name: string,
  label: string,
  minRows: number,
  field: string,
  rowLabel: string,
): Field => ({
  name,
  label,
  labels: { singular: rowLabel, plural: label },
  type: 'array',
  localized: true,
  required: true,
  minRows,
  fields: [{ name: field, type: 'textarea', required: true }],
});

/** Localized rows of a title and a text (reasons, steps, values). */
export const titledRows = (
  name: string,
  label: string,
  minRows: number,
  rowLabel: string,
): Field => ({
  name,
  label,
  labels: { singular: rowLabel, plural: label },
  type: 'array',
  localized: true,
  required: true,
  minRows,
  fields: [text('title'), { name: 'text', type: 'textarea', required: true }],
});
