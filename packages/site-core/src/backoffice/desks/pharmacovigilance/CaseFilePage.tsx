import type { AnswerSection } from '../../../report/mail/answers';
import { NEXT_STATUSES, type CaseFile, type StaffMember } from '../../../report/store/caseTypes';
import { AuditSection, NotesSection, formatTime } from '../shared/DeskRecordParts';
import { deskStyles } from '../shared/deskStyles';
import { AUDIT_LABELS, DONE_MESSAGES, KIND_LABELS, STATUS_LABELS, errorMessage } from './deskText';

export interface CaseFilePageProps {
  file: CaseFile;
  /** The report's answers labelled as the reporter saw them; undefined when the market is unknown. */
  answers: AnswerSection[] | undefined;
  /** Who a case can be given to: the pharmacovigilance team and administrators. */
  staff: StaffMember[];
  deskPath: string;
  /** /admin/api/pv/reports/<reference> */
  caseApi: string;
  done?: string;
  error?: string;
}

/** One case: its facts, the forms that move it, the answers, the notes and its audit trail. */
export function CaseFilePage(props: CaseFilePageProps) {
  const { file, answers, staff, deskPath, caseApi, done, error } = props;
  const next = NEXT_STATUSES[file.status];
  return (
    <>
      <p>
        <a href={deskPath}>All reports</a>
      </p>
      <h1>Report {file.reference}</h1>
      {done && DONE_MESSAGES[done] && (
        <p role="status" style={deskStyles.notice}>
          {DONE_MESSAGES[done]}
        </p>
      )}
      {error && (
        <p role="alert" style={deskStyles.notice}>
          <strong>Not changed:</strong> {errorMessage(error)}
        </p>
      )}
      <dl style={deskStyles.facts}>
        <dt>Received</dt>
        <dd>{formatTime(file.receivedAt)}</dd>
        <dt>Kind</dt>
        <dd>{KIND_LABELS[file.kind]}</dd>
        <dt>Serious</dt>
        <dd>{file.serious ? 'Serious' : 'Not serious'}</dd>
        <dt>Product</dt>
        <dd>{file.product}</dd>
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[file.status]}
          {file.authorityCaseNumber &&
            ` (authority's case number ${file.authorityCaseNumber}, sent on ${file.sentOn})`}
          {file.duplicateOf && (
            <>
              {' '}
              of{' '}
              <a href={`${deskPath}/${encodeURIComponent(file.duplicateOf)}`}>{file.duplicateOf}</a>
            </>
          )}
        </dd>
        <dt>Due</dt>
        <dd>
          {file.dueDate}
          {file.overdue && <strong> (overdue)</strong>}
        </dd>
        <dt>Assignee</dt>
        <dd>{file.assignee?.email ?? 'Nobody'}</dd>
        {file.needsReview && (
          <>
            <dt>Bot check</dt>
            <dd>Flagged for review: the bot check did not pass.</dd>
          </>
        )}
      </dl>
      <p>
        {file.kind === 'human' ? (
          <a href={`${caseApi}/e2b`} download={`${file.reference}.xml`}>
            Download the ICH E2B(R3) XML
          </a>
        ) : (
          <a href={`${caseApi}/vet`} download={`${file.reference}.json`}>
            Download the VICH GL42 JSON
          </a>
        )}
      </p>

      <section aria-labelledby="case-status" style={deskStyles.section}>
        <h2 id="case-status">Status</h2>
        {next.length === 0 ? (
          <p>A case sent to the authority stays sent; a follow-up is a new submission.</p>
        ) : (
          <form method="post" action={`${caseApi}/status`} style={deskStyles.form}>
            <label>
              New status{' '}
              <select name="status" required>
                {next.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            {next.includes('sent_to_authority') && (
              <fieldset>
                <legend>When sent to the authority</legend>
                <label>
                  Authority&apos;s case number <input name="authorityCaseNumber" maxLength={100} />
                </label>{' '}
                <label>
                  Sent on <input name="sentOn" type="date" />
                </label>
              </fieldset>
            )}
            {next.includes('duplicate') && (
              <label>
                When a duplicate: reference of the original report{' '}
                <input name="duplicateOf" placeholder="NUS-2026-000001" />
              </label>
            )}
            <button type="submit" className="btn btn--style-primary btn--size-small">
              Change status
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="case-assignee" style={deskStyles.section}>
        <h2 id="case-assignee">Assignee</h2>
        <form method="post" action={`${caseApi}/assignee`} style={deskStyles.form}>
          <label>
            Give the case to{' '}
            <select name="userId" defaultValue={file.assignee?.id ?? ''}>
              <option value="">Nobody</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Assign
          </button>
        </form>
      </section>

      <section aria-labelledby="case-answers" style={deskStyles.section}>
        <h2 id="case-answers">The reporter&apos;s answers</h2>
        {answers ? (
          answers.map((section) => (
            <div key={section.step}>
              <h3>{section.title}</h3>
              <dl style={deskStyles.facts}>
                {section.rows.map((row) => (
                  <div key={row.field} style={{ display: 'contents' }}>
                    <dt>{row.label}</dt>
                    <dd style={{ whiteSpace: 'pre-wrap' }}>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))
        ) : (
          <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(file.report, null, 2)}</pre>
        )}
      </section>

      <NotesSection notes={file.notes} action={`${caseApi}/notes`} />

      <AuditSection
        entries={file.audit}
        labels={AUDIT_LABELS}
        caption="Everything staff did with this report, oldest first"
      />
    </>
  );
}
