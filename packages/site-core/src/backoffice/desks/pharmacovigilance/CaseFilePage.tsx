import type { AnswerSection } from '../../../report/mail/answers';
import { NEXT_STATUSES, type CaseFile, type StaffMember } from '../../../report/store/caseTypes';
import { AuditSection, NotesSection } from '../shared/DeskRecordParts';
import { formatDay, formatTime, ownWord } from '../shared/deskText';
import { deskStyles } from '../shared/deskStyles';
import { errorMessage, type PvDeskWords } from './deskText';

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
  const { file, answers, staff, deskPath, caseApi, done, error, words, timeZone } = props;
  const { language } = words.record;
  const next = NEXT_STATUSES[file.status];
  const doneMessage = done && ownWord(words.done, done);
  return (
    <>
      <p>
        <a href={deskPath}>{words.allReports}</a>
      </p>
      <h1>{words.report(file.reference)}</h1>
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

      <section aria-labelledby="case-status" style={deskStyles.section}>
        <h2 id="case-status">{words.status}</h2>
        {next.length === 0 ? (
          <p>{words.staysSent}</p>
        ) : (
          <form method="post" action={`${caseApi}/status`} style={deskStyles.form}>
            <label>
              {words.newStatus}{' '}
              <select name="status" required>
                {next.map((status) => (
                  <option key={status} value={status}>
                    {words.statuses[status]}
                  </option>
                ))}
              </select>
            </label>
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
                {words.duplicateReference}{' '}
                <input name="duplicateOf" placeholder="NUS-2026-000001" />
              </label>
            )}
            <button type="submit" className="btn btn--style-primary btn--size-small">
              {words.changeStatus}
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="case-assignee" style={deskStyles.section}>
        <h2 id="case-assignee">{words.assignment}</h2>
        <form method="post" action={`${caseApi}/assignee`} style={deskStyles.form}>
          <label>
            {words.giveTo}{' '}
            <select name="userId" defaultValue={file.assignee?.id ?? ''}>
              <option value="">{words.nobody}</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {words.assign}
          </button>
        </form>
      </section>

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

      <NotesSection
        notes={file.notes}
        action={`${caseApi}/notes`}
        words={words.record}
        timeZone={timeZone}
      />

      <AuditSection
        entries={file.audit}
        labels={words.audit}
        caption={words.auditCaption}
        words={words.record}
        statuses={words.statuses}
        timeZone={timeZone}
      />
    </>
  );
}
