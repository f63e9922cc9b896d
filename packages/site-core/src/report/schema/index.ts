import { z } from '../../validation/zod';
import type { DateOrUnknown } from './fields';
import type { ReportKind } from './kinds';
import { humanReportSchema, pruneHuman, type HumanReport, type HumanReportInput } from './human';
import {
  pruneVeterinary,
  veterinaryReportSchema,
  type VeterinaryReport,
  type VeterinaryReportInput,
} from './veterinary';

/*
 * The one schema of an adverse-effect report, shared by the wizard (per-step validation through
 * react-hook-form) and POST /api/reports (the body), so client and server can never disagree on
 * what a valid report is.
 */

export const reportSchema = z.discriminatedUnion('kind', [
  humanReportSchema,
  veterinaryReportSchema,
]);
export type Report = HumanReport | VeterinaryReport;
/** A report as the wizard holds it while it is being filled in. */
export type ReportInput = HumanReportInput | VeterinaryReportInput;
export { isReportKind, reportKinds, type ReportKind } from './kinds';
// The kinds listed apart from the schema are exactly the schema's: a type error otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type KindsMatchSchema = Assert<Same<ReportKind, Report['kind']>>;

/** The reCAPTCHA v3 action of a report: the wizard requests it, the server expects it. */
export const REPORT_ACTION = 'report';

/** The body of POST /api/reports. */
export const reportSubmissionSchema = z.object({
  /** The visitor's locale, for the summary mail; the server falls back to the market default. */
  locale: z.string().max(8).optional(),
  /** reCAPTCHA v3 token; absent where the site has no key (development). */
  botToken: z.string().max(4096).optional(),
  report: reportSchema,
});
export type ReportSubmission = z.infer<typeof reportSubmissionSchema>;

/** The wizard's steps per kind, in order; each key is also the step's object in the report. */
export const reportSteps = {
  human: ['applicant', 'medicine', 'reaction', 'legal'],
  veterinary: ['applicant', 'reaction', 'medicine', 'legal'],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ReportStepKey = (typeof reportSteps)[ReportKind][number];

function isDateOrUnknown(value: unknown): value is DateOrUnknown {
  return typeof value === 'object' && value !== null && 'unknown' in value && 'date' in value;
}

/** An 'I don't know' date carries no date, whatever the field held before the box was ticked. */
function clearUnknownDates<T>(value: T): T {
  if (isDateOrUnknown(value)) return (value.unknown ? { ...value, date: '' } : value) as T;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, clearUnknownDates(inner)]),
  ) as T;
}

/**
 * The report as it is stored and mailed: answers to questions that no longer apply are dropped, so
 * the pharmacovigilance team never reads a stop date for a medicine the visitor said was not stopped.
 */
export function pruneReport(report: Report): Report {
  const pruned = report.kind === 'human' ? pruneHuman(report) : pruneVeterinary(report);
  return clearUnknownDates(pruned);
}

export * from './fields';
export * from './human';
export * from './veterinary';
