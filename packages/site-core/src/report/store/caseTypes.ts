import type { Report, ReportKind } from '../schema';
import type { AuditLine, StaffMember } from './auditTypes';

export type { DeskActor, StaffMember } from './auditTypes';

/** Where a report stands at the desk; `new` until someone of the team acts on it. */
export const CASE_STATUSES = [
  'new',
  'in_assessment',
  'sent_to_authority',
  'not_a_valid_case',
  'duplicate',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The statuses in which the team still owes the authority an answer: the due date applies. */
export const OPEN_STATUSES: readonly CaseStatus[] = ['new', 'in_assessment'];

/**
 * The moves the desk allows. A case sent to the authority stays sent (a follow-up is a new
 * submission); one closed as invalid or as a duplicate can be taken back into assessment.
 */
export const NEXT_STATUSES: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  new: ['in_assessment', 'not_a_valid_case', 'duplicate'],
  in_assessment: ['sent_to_authority', 'not_a_valid_case', 'duplicate'],
  sent_to_authority: [],
  not_a_valid_case: ['in_assessment'],
  duplicate: ['in_assessment'],
};

export const AUDIT_ACTIONS = [
  'view',
  'download_e2b',
  'download_vet',
  'status',
  'assign',
  'note',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A line of a report's audit trail. */
export type AuditEntry = AuditLine<AuditAction>;

export interface CaseNote {
  id: number;
  writtenAt: string;
  authorId: string;
  authorEmail: string;
  text: string;
}

/** A row of the desk's list. */
export interface CaseSummary {
  reference: string;
  receivedAt: string;
  kind: ReportKind;
  serious: boolean;
  /** The suspect medicine as the reporter named it. */
  product: string;
  status: CaseStatus;
  /** yyyy-mm-dd: received plus 15 days (serious) or 90. */
  dueDate: string;
  overdue: boolean;
  assignee: StaffMember | null;
}

/** One case as the desk opens it: the report as given, its handling, its notes and its audit trail. */
export interface CaseFile extends CaseSummary {
  report: Report;
  needsReview: boolean;
  statusChangedAt: string | null;
  authorityCaseNumber: string | null;
  sentOn: string | null;
  duplicateOf: string | null;
  notes: CaseNote[];
  audit: AuditEntry[];
}

export interface StatusChange {
  status: CaseStatus;
  /** Required for sent_to_authority: the authority's number for the case. */
  authorityCaseNumber?: string;
  /** Required for sent_to_authority: the day it was sent, yyyy-mm-dd, not in the future. */
  sentOn?: string;
  /** Required for duplicate: the reference of the report this one repeats. */
  duplicateOf?: string;
}

export interface CaseFilter {
  status?: CaseStatus;
  serious?: boolean;
}

/** Why the desk refuses a change, in words for people; the keys are the codes clients read. */
export const CASE_ERRORS = {
  not_found: 'There is no report with that reference.',
  invalid_transition: "That move is not allowed from the case's current status.",
  authority_case_number_required: "A case sent to the authority needs the authority's case number.",
  authority_case_number_invalid:
    "The authority's case number is at most 100 characters on one line.",
  sent_on_required: 'Give the day the case was sent.',
  sent_on_invalid: 'The day it was sent is a date as yyyy-mm-dd.',
  sent_on_in_future: 'The day it was sent cannot be in the future.',
  sent_on_before_receipt: 'The day it was sent cannot be before the report was received.',
  duplicate_of_required: 'Name the report this one duplicates.',
  duplicate_of_itself: 'A report cannot duplicate itself.',
  duplicate_of_unknown: 'There is no report with that reference.',
  duplicate_of_circular: 'That report is already marked as a duplicate of this one.',
  note_empty: 'A note needs some text.',
  note_too_long: 'A note holds at most 4000 characters.',
} as const;
export type CaseErrorCode = keyof typeof CASE_ERRORS;

/**
 * A refused change, with a stable code for clients and a sentence for people. Neither ever quotes
 * the report: the message may reach a log or a screen.
 */
export class CaseError extends Error {
  readonly status: 400 | 404;
  constructor(
    readonly code: CaseErrorCode,
    message: string = CASE_ERRORS[code],
  ) {
    super(message);
    this.name = 'CaseError';
    this.status = code === 'not_found' ? 404 : 400;
  }
}
