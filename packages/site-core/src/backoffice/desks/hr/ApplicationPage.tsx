import {
  APPLICATION_STATUSES,
  type ApplicationFile,
} from '../../../report/store/applicationCaseTypes';
import { AuditSection, NotesSection } from '../shared/DeskRecordParts';
import { formatTime, ownWord } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import { deletionDay, errorMessage, type HrDeskWords } from './deskText';

export interface ApplicationPageProps {
  file: ApplicationFile;
  deskPath: string;
  /** /admin/api/hr/applications/<reference> */
  applicationApi: string;
  /** Administrators see who did what with the application. */
  showAudit: boolean;
  done?: string;
  error?: string;
  words: HrDeskWords;
  /** The market's time zone, the desk's times are read in. */
  timeZone: string;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One application: every answer as given, the CV, the status form, the notes and (for administrators) its trail. */
export function ApplicationPage(props: ApplicationPageProps) {
  const { file, deskPath, applicationApi, showAudit, done, error, words, timeZone } = props;
  const { language } = words.record;
  const doneMessage = done && ownWord(words.done, done);
  return (
    <>
      <p>
        <a href={deskPath}>{words.allApplications}</a>
      </p>
      <h1>{words.application(file.reference)}</h1>
      {doneMessage && (
        <p role="status" style={deskStyles.notice}>
          {doneMessage}
        </p>
      )}
      {error && (
        <p role="alert" style={deskStyles.notice}>
          <strong>{words.record.notChanged}</strong> {errorMessage(error, words)}
        </p>
      )}
      <dl style={deskStyles.facts}>
        <dt>{words.facts.opening}</dt>
        <dd>{file.openingTitle}</dd>
        <dt>{words.facts.received}</dt>
        <dd>{formatTime(file.receivedAt, language, timeZone)}</dd>
        <dt>{words.facts.status}</dt>
        <dd>
          {words.statuses[file.status]}
          {file.statusChangedAt &&
            ` ${words.since(formatTime(file.statusChangedAt, language, timeZone))}`}
        </dd>
        <dt>{words.facts.deletedOn}</dt>
        <dd>
          {deletionDay(file.deletedAt, words)}, {words.deletedWith}
        </dd>
      </dl>

      <section aria-labelledby="application-answers" style={deskStyles.section}>
        <h2 id="application-answers">{words.answers}</h2>
        <dl style={deskStyles.facts}>
          <dt>{words.answer.name}</dt>
          <dd>{file.answers.name}</dd>
          <dt>{words.answer.email}</dt>
          <dd>
            <a href={`mailto:${file.answers.email}`}>{file.answers.email}</a>
          </dd>
          <dt>{words.answer.phone}</dt>
          <dd>{file.answers.phone}</dd>
          <dt>{words.answer.message}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{file.answers.message || words.none}</dd>
          <dt>{words.answer.language}</dt>
          <dd>{file.locale}</dd>
          <dt>{words.answer.cv}</dt>
          <dd>
            <a href={`${applicationApi}/cv`} download>
              {words.downloadCv}
            </a>{' '}
            ({file.cv.type === 'application/pdf' ? 'PDF' : 'Word'}, {kilobytes(file.cv.size)})
          </dd>
        </dl>
      </section>

      <section aria-labelledby="application-status" style={deskStyles.section}>
        <h2 id="application-status">{words.status}</h2>
        <form method="post" action={`${applicationApi}/status`} style={deskStyles.form}>
          <label>
            {words.newStatus}{' '}
            <select name="status" defaultValue={file.status} required>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {words.statuses[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {words.changeStatus}
          </button>
        </form>
      </section>

      <NotesSection
        notes={file.notes}
        action={`${applicationApi}/notes`}
        words={words.record}
        timeZone={timeZone}
      />

      {showAudit && (
        <AuditSection
          entries={file.audit}
          labels={words.audit}
          caption={words.auditCaption}
          words={words.record}
          statuses={words.statuses}
          timeZone={timeZone}
        />
      )}
    </>
  );
}
