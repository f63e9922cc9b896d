import type { AuditLine } from './auditTypes';
import type { CaseNote } from './caseTypes';
import type { ApplicationAnswers } from './types';

/** Where an application stands with HR; `new` until HR moves it. Any status may follow any other. */
export const APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'interview',
  'rejected',
  'hired',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_AUDIT_ACTIONS = [
  'view',
  'download_cv',
  'status',
  'note',
  'purge',
] as const;
export type ApplicationAuditAction = (typeof APPLICATION_AUDIT_ACTIONS)[number];

/** A line of an application's audit trail. */
export type ApplicationAuditEntry = AuditLine<ApplicationAuditAction>;

/** An HR note: written once, never edited, deleted only with its application. */
export type ApplicationNote = CaseNote;

/** A row of the HR desk's list. */
export interface ApplicationSummary {
  reference: string;
  openingId: string;
  /** The opening's title as the applicant saw it. */
  openingTitle: string;
  applicantName: string;
  receivedAt: string;
  status: ApplicationStatus;
  /** When the retention purge deletes the application (ISO time; the privacy notice's date). */
  deletedAt: string;
}

/** The applications to one opening, newest first. */
export interface OpeningApplications {
  openingId: string;
  title: string;
  applications: ApplicationSummary[];
}

/** One application as HR opens it: every answer as given, the CV's facts, status, notes, trail. */
export interface ApplicationFile extends ApplicationSummary {
  locale: string;
  answers: ApplicationAnswers;
  cv: { name: string; type: string; size: number; sha256: string };
  statusChangedAt: string | null;
  notes: ApplicationNote[];
  audit: ApplicationAuditEntry[];
}

export const APPLICATION_ERRORS = {
  not_found: 'There is no application with that reference (it may have been deleted).',
  note_empty: 'A note needs some text.',
  note_too_long: 'A note holds at most 4000 characters.',
} as const;
export type ApplicationErrorCode = keyof typeof APPLICATION_ERRORS;

/** A refused change, with a stable code and a sentence that never quotes the application. */
export class ApplicationError extends Error {
  readonly status: 400 | 404;
  constructor(readonly code: ApplicationErrorCode) {
    super(APPLICATION_ERRORS[code]);
    this.name = 'ApplicationError';
    this.status = code === 'not_found' ? 404 : 400;
  }
}
