'use client';

import { get, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FieldSpec } from '../form/fieldSpec';

/** DOM id of a field's control, from its form path ('applicant.reporterName' -> 'report-applicant-reporterName'). */
export const fieldId = (path: string) => `report-${path.replace(/\./g, '-')}`;

/**
 * Where a field's error lives in react-hook-form's errors, and which element the error summary's
 * link focuses: the first radio of a group, the date or text box of a field with an 'unknown' box.
 */
export function errorLocation(
  field: FieldSpec,
  path: string,
): { errorPath: string; targetId: string } {
  switch (field.type) {
    case 'choice':
    case 'codes':
      return { errorPath: path, targetId: `${fieldId(path)}-0` };
    case 'date':
      return { errorPath: `${path}.date`, targetId: `${fieldId(path)}-date` };
    case 'batch':
      return { errorPath: `${path}.value`, targetId: `${fieldId(path)}-value` };
    default:
      return { errorPath: path, targetId: fieldId(path) };
  }
}

export function errorMessageAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

/** Translates schema messages: a message id, optionally with one argument (`report.error.tooLong:200`). */
export function useReportText() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const error = (message: string | undefined) => {
    if (!message) return undefined;
    const [id, max] = message.split(':');
    // A number, so the message can choose its plural form.
    return t(id!, max ? { max: Number(max) } : undefined);
  };
  return { t, error, intl };
}

/** Today as YYYY-MM-DD in the visitor's time zone: the latest date a date picker offers. */
export function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
