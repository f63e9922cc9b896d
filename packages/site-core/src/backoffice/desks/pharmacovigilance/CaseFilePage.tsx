import type { AnswerSection } from '../../../report/mail/answers';
import { NEXT_STATUSES, type CaseFile, type StaffMember } from '../../../report/store/caseTypes';
import {
  AssigneeSection,
  NotesAndAudit,
  RecordHeader,
  StatusSection,
} from '../shared/DeskRecordParts';
import { formatDay, formatTime } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import type { PvDeskWords } from './deskText';

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
  words: PvDeskWords;
  /** The market's time zone, the desk's times are read in. */
  timeZone: string;
}

/** One case: its facts, the forms that move it, the answers, the notes and its audit trail. */
export function CaseFilePage(props: CaseFilePageProps) {
  const { file, answers, staff, deskPath, caseApi, words, timeZone } = props;
  const { language } = words.record;
  const next = NEXT_STATUSES[file.status];
  return (
    <>
      <RecordHeader {...props} back={words.allReports} title={words.report(file.reference)} />
      <dl style={deskStyles.facts}>
        <dt>{words.facts.received}</dt>
        <dd>{formatTime(file.receivedAt, language, timeZone)}</dd>
        <dt>{words.facts.kind}</dt>
        <dd>{words.kinds[file.kind]}</dd>
        <dt>{words.facts.seriousness}</dt>
        <dd>{file.serious ? words.serious : words.notSerious}</dd>
        <dt>{words.facts.product}</dt>
        <dd>{file.product}</dd>
        <dt>{words.facts.status}</dt>
        <dd>
          {words.statuses[file.status]}
          {file.authorityCaseNumber &&
            ` ${words.sentAs(file.authorityCaseNumber, file.sentOn ? formatDay(file.sentOn, language) : '')}`}
          {file.duplicateOf && (
            <>
              {' '}
              {words.duplicateOf}{' '}
              <a href={`${deskPath}/${encodeURIComponent(file.duplicateOf)}`}>{file.duplicateOf}</a>
            </>
          )}
        </dd>
        <dt>{words.facts.due}</dt>
        <dd>
          {formatDay(file.dueDate, language)}
          {file.overdue && <strong> {words.overdueMark}</strong>}
        </dd>
        <dt>{words.facts.assignee}</dt>
        <dd>{file.assignee?.email ?? words.nobody}</dd>
        {file.needsReview && (
          <>
            <dt>{words.facts.botCheck}</dt>
            <dd>{words.flagged}</dd>
          </>
        )}
      </dl>
      <p>
        {file.kind === 'human' ? (
          <a href={`${caseApi}/e2b`} download={`${file.reference}.xml`}>
            {words.downloadE2b}
          </a>
        ) : (
          <a href={`${caseApi}/vet`} download={`${file.reference}.json`}>
            {words.downloadVet}
          </a>
        )}
      </p>

      <StatusSection
        action={`${caseApi}/status`}
        words={words}
        options={next.map((status) => ({ value: status, label: words.statuses[status] }))}
        final={words.staysSent}
      >
        {next.includes('sent_to_authority') && (
          <fieldset>
            <legend>{words.whenSent}</legend>
            <label>
              {words.authorityCaseNumber} <input name="authorityCaseNumber" maxLength={100} />
            </label>{' '}
            <label>
              {words.sentOn} <input name="sentOn" type="date" />
            </label>
          </fieldset>
        )}
        {next.includes('duplicate') && (
          <label>
            {words.duplicateReference} <input name="duplicateOf" placeholder="NUS-2026-000001" />
          </label>
        )}
      </StatusSection>

      <AssigneeSection
        action={`${caseApi}/assignee`}
        staff={staff}
        assignee={file.assignee}
        words={words}
      />

      <section aria-labelledby="case-answers" style={deskStyles.section}>
        <h2 id="case-answers">{words.answers}</h2>
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

      <NotesAndAudit record={file} api={caseApi} words={words} timeZone={timeZone} />
    </>
  );
}
