import {
  APPLICATION_ERRORS,
  type ApplicationErrorCode,
  type ApplicationStatus,
} from '../../../report/store/applicationCaseTypes';

/** The HR desk's words in the admin (English, as the rest of the admin). */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  rejected: 'Rejected',
  hired: 'Hired',
};

export const AUDIT_LABELS: Record<string, string> = {
  view: 'Opened the application',
  download_cv: 'Downloaded the CV',
  status: 'Changed the status',
  note: 'Added a note',
  purge: 'Deleted by the retention purge',
};

/** What a form's post did, from the `?done=` the endpoint sent the browser back with. */
export const DONE_MESSAGES: Record<string, string> = {
  status: 'The status was changed.',
  notes: 'The note was added.',
};

/** The sentence for a refusal sent back as `?error=<code>`; unknown codes get a general one. */
export function errorMessage(code: string): string {
  if (code in APPLICATION_ERRORS) return APPLICATION_ERRORS[code as ApplicationErrorCode];
  return 'The change was refused: check the form and try again.';
}

/** The day the purge deletes an application, as HR read it. */
export const deletionDay = (iso: string) => iso.slice(0, 10);
