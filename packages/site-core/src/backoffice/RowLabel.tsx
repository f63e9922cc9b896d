import { rowLabelText, type RowLabelProps } from './rowLabels.mts';

/**
 * A list row's label in the admin, by its own words (rowLabels.mts chooses which fields). A server
 * component: Payload renders it with the form state, handing it the array's siblings and the row's
 * number, so it needs none of the admin's client code. It shows the row as loaded (or as last
 * saved); a new, empty row keeps the admin's numbered name.
 */
export function RowLabel({
  fields,
  fallback,
  field,
  siblingData,
  rowNumber = 1,
  rowLabel,
}: RowLabelProps & {
  field?: { name?: string };
  siblingData?: Record<string, unknown>;
  rowNumber?: number;
  /** The admin's own "Section 01", translated. */
  rowLabel?: string;
}) {
  const rows = field?.name ? siblingData?.[field.name] : undefined;
  const row = Array.isArray(rows) ? (rows[rowNumber - 1] as Record<string, unknown>) : undefined;
  const text = rowLabelText(row, { fields, fallback }, rowNumber - 1);
  return <span>{row || !rowLabel ? text : rowLabel}</span>;
}
