import type { Field } from 'payload';

/**
 * The admin names each row of a list by its own words ("2015 · New warehouse in Split", "Storage and
 * transport") instead of "Section 01": what a row's label shows, set on every array field of the back
 * office (RowLabel.tsx draws it in the admin; this module stays data, testable without Payload).
 */

/** Which of a row's fields its label shows, and the admin's own name for a row without them. */
export interface RowLabelProps {
  fields: string[];
  fallback: string;
}

/** Where the label component is, for the admin's import map. */
export const rowLabelComponent = '@medivia/site-core/backoffice/row-label#RowLabel';

const LABEL_LENGTH = 70;
const wordy = new Set(['text', 'textarea', 'email', 'number', 'select', 'date']);

/** A row's fields in the order the form shows them, through rows and collapsibles. */
function leafFields(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) =>
    field.type === 'row' || field.type === 'collapsible' ? leafFields(field.fields) : [field],
  );
}

/** The fields that name a row: its first worded one, and the next when the first is a number or date. */
export function labelFields(fields: readonly Field[]): string[] {
  const worded = leafFields(fields).filter(
    (field): field is Field & { name: string } => wordy.has(field.type) && 'name' in field,
  );
  const [first, second] = worded;
  if (!first) return [];
  return (first.type === 'number' || first.type === 'date') && second
    ? [first.name, second.name]
    : [first.name];
}

const singularOf = (field: Field & { type: 'array' }) => {
  const singular = field.labels?.singular;
  if (typeof singular === 'string') return singular;
  const name = field.name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The fields with every array (nested ones too) given the row label, unless it has its own. */
export function withRowLabels(fields: readonly Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withRowLabels(tab.fields) })),
      };
    if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')
      return { ...field, fields: withRowLabels(field.fields) } as Field;
    if (field.type !== 'array') return field;
    const nested = { ...field, fields: withRowLabels(field.fields) };
    const named = labelFields(field.fields);
    if (field.admin?.components?.RowLabel || named.length === 0) return nested;
    const clientProps: RowLabelProps = { fields: named, fallback: singularOf(field) };
    return {
      ...nested,
      admin: {
        ...field.admin,
        components: {
          ...field.admin?.components,
          RowLabel: { path: rowLabelComponent, clientProps },
        },
      },
    };
  });
}

/** The label of one row: its named fields' words, shortened; the admin's numbered name while empty. */
export function rowLabelText(
  data: Record<string, unknown> | undefined,
  { fields, fallback }: RowLabelProps,
  rowNumber = 0,
): string {
  const words = fields
    .map((name) => data?.[name])
    .filter((value) => value !== undefined && value !== null && String(value).trim() !== '')
    .map((value) => String(value).replace(/\s+/g, ' ').trim())
    .join(' · ');
  if (!words) return `${fallback} ${String(rowNumber + 1).padStart(2, '0')}`;
  return words.length > LABEL_LENGTH ? `${words.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : words;
}
