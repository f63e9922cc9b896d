import {
  APPLICATION_STATUSES,
  type ApplicationFile,
} from '../../../report/store/applicationCaseTypes';
import { NotesAndAudit, RecordHeader, StatusSection } from '../shared/DeskRecordParts';
import { formatTime } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import { deletionDay, type HrDeskWords } from './deskText';

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
  const { file, applicationApi, showAudit, words, timeZone } = props;
  const { language } = words.record;
  return (
    <>
      <RecordHeader
        {...props}
        back={words.allApplications}
        title={words.application(file.reference)}
      />
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

      <StatusSection
        action={`${applicationApi}/status`}
        words={words}
        options={APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: words.statuses[status],
        }))}
        current={file.status}
      />

      <NotesAndAudit
        record={file}
        api={applicationApi}
        words={words}
        timeZone={timeZone}
        showAudit={showAudit}
      />
    </>
  );
}
