import type { CaseStatus } from '../../../report/store/caseTypes';
import { CASE_ERRORS, type CaseErrorCode } from '../../../report/store/caseTypes';

/** The desk's words in the admin (English, as the rest of the admin). */
export const STATUS_LABELS: Record<CaseStatus, string> = {
  new: 'New',
  in_assessment: 'In assessment',
  sent_to_authority: 'Sent to the authority',
  not_a_valid_case: 'Not a valid case',
  duplicate: 'Duplicate',
};

export const KIND_LABELS = { human: 'Human', veterinary: 'Veterinary' } as const;

export const AUDIT_LABELS: Record<string, string> = {
  view: 'Opened the report',
  download_e2b: 'Downloaded the E2B(R3) XML',
  download_vet: 'Downloaded the VICH GL42 JSON',
  status: 'Changed the status',
  assign: 'Changed the assignee',
  note: 'Added a note',
};

/** What a form's post did, from the `?done=` the endpoint sent the browser back with. */
export const DONE_MESSAGES: Record<string, string> = {
  status: 'The status was changed.',
  notes: 'The note was added.',
  assignee: 'The assignee was changed.',
};

/** The sentence for a refusal the endpoint sent back as `?error=<code>`; unknown codes get a general one. */
export function errorMessage(code: string): string {
  if (code in CASE_ERRORS) return CASE_ERRORS[code as CaseErrorCode];
  if (code === 'assignee_not_on_desk')
    return 'Assign the case to a member of the pharmacovigilance team or an administrator.';
  return 'The change was refused: check the form and try again.';
}

export { formatTime } from '../shared/DeskRecordParts';
