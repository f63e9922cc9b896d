import {
  APPLICATION_STATUSES,
  type ApplicationFile,
} from '../../../report/store/applicationCaseTypes';
import { AuditSection, NotesSection, formatTime } from '../shared/DeskRecordParts';
import { deskStyles } from '../shared/deskStyles';
import { AUDIT_LABELS, DONE_MESSAGES, STATUS_LABELS, deletionDay, errorMessage } from './deskText';

export interface ApplicationPageProps {
  file: ApplicationFile;
  deskPath: string;
  /** /admin/api/hr/applications/<reference> */
  applicationApi: string;
  /** Administrators see who did what with the application. */
  showAudit: boolean;
  done?: string;
  error?: string;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One application: every answer as given, the CV, the status form, the notes and (for administrators) its trail. */
export function ApplicationPage(props: ApplicationPageProps) {
  const { file, deskPath, applicationApi, showAudit, done, error } = props;
  return (
    <>
      <p>
        <a href={deskPath}>All applications</a>
      </p>
      <h1>Application {file.reference}</h1>
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
        <dt>Opening</dt>
        <dd>{file.openingTitle}</dd>
        <dt>Received</dt>
        <dd>{formatTime(file.receivedAt)}</dd>
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[file.status]}
          {file.statusChangedAt && ` (since ${formatTime(file.statusChangedAt)})`}
        </dd>
        <dt>Deleted on</dt>
        <dd>{deletionDay(file.deletedAt)}, with its CV and notes (retention purge)</dd>
      </dl>

      <section aria-labelledby="application-answers" style={deskStyles.section}>
        <h2 id="application-answers">The applicant&apos;s answers</h2>
        <dl style={deskStyles.facts}>
          <dt>Name</dt>
          <dd>{file.answers.name}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${file.answers.email}`}>{file.answers.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{file.answers.phone}</dd>
          <dt>Message</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{file.answers.message || '(none)'}</dd>
          <dt>Language</dt>
          <dd>{file.locale}</dd>
          <dt>CV</dt>
          <dd>
            <a href={`${applicationApi}/cv`} download>
              Download the CV
            </a>{' '}
            ({file.cv.type === 'application/pdf' ? 'PDF' : 'Word'}, {kilobytes(file.cv.size)})
          </dd>
        </dl>
      </section>

      <section aria-labelledby="application-status" style={deskStyles.section}>
        <h2 id="application-status">Status</h2>
        <form method="post" action={`${applicationApi}/status`} style={deskStyles.form}>
          <label>
            New status{' '}
            <select name="status" defaultValue={file.status} required>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Change status
          </button>
        </form>
      </section>

      <NotesSection notes={file.notes} action={`${applicationApi}/notes`} />

      {showAudit && (
        <AuditSection
          entries={file.audit}
          labels={AUDIT_LABELS}
          caption="Everything staff did with this application, oldest first"
        />
      )}
    </>
  );
}
