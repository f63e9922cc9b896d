import type { ReactNode } from 'react';
import type { AuditLine, StaffMember } from '../../../report/store/auditTypes';
import type { CaseNote } from '../../../report/store/caseTypes';
import { NOTE_MAX_LENGTH } from '../../../report/store/reportCases';
import { auditDetailInWords } from '../../staffFormat';
import { formatTime, ownWord, type RecordWords } from './deskText';
import { deskStyles } from './deskStyles';
import { TableScroller } from './TableScroller';

/** A record's internal notes, oldest first, and the form that adds one (posted to `action`). */
export function NotesSection({
  notes,
  action,
  words,
  timeZone,
}: {
  notes: CaseNote[];
  action: string;
  words: RecordWords;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="record-notes" style={deskStyles.section}>
      <h2 id="record-notes">{words.notes}</h2>
      {notes.length === 0 ? (
        <p>{words.noNotes}</p>
      ) : (
        <ol>
          {notes.map((note) => (
            <li key={note.id}>
              <p style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{note.text}</p>
              <small>
                {note.authorEmail}, {formatTime(note.writtenAt, words.language, timeZone)}
              </small>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={action} style={deskStyles.form}>
        <label htmlFor="record-note">{words.addNoteLabel}</label>
        <textarea id="record-note" name="text" rows={4} maxLength={NOTE_MAX_LENGTH} required />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          {words.addNote}
        </button>
      </form>
    </section>
  );
}

/** A record's audit trail, oldest first, each action in the desk's words. */
export function AuditSection({
  entries,
  labels,
  caption,
  words,
  statuses,
  timeZone,
}: {
  entries: AuditLine[];
  labels: Record<string, string>;
  caption: string;
  words: RecordWords;
  /** The desk's statuses by code, for a status change's detail. */
  statuses: Record<string, string>;
  timeZone: string;
}) {
  const columns = words.auditColumns;
  return (
    <section aria-labelledby="record-audit" style={deskStyles.section}>
      <h2 id="record-audit">{words.auditTrail}</h2>
      <RecordTable
        label={caption}
        caption={caption}
        headings={[columns.when, columns.who, columns.what, columns.details, columns.from]}
      >
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td style={deskStyles.unbroken}>{formatTime(entry.at, words.language, timeZone)}</td>
            <td style={deskStyles.cell}>{entry.userEmail}</td>
            <td style={deskStyles.cell}>{labels[entry.action] ?? entry.action}</td>
            <td style={deskStyles.cell}>
              {auditDetailInWords(entry.detail, { language: words.language, statuses, timeZone })}
            </td>
            <td style={deskStyles.cell}>{entry.clientAddress}</td>
          </tr>
        ))}
      </RecordTable>
    </section>
  );
}

/**
 * A desk's table (its list, a record's audit trail): scrolling in its own box, with its caption
 * and one header cell per column; `children` are the rows.
 */
export function RecordTable({
  label,
  caption,
  headings,
  children,
}: {
  /** The scrolling box's name. */
  label: string;
  caption: ReactNode;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <TableScroller label={label}>
      <table style={deskStyles.table}>
        <caption style={deskStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" style={deskStyles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}

/** A record's reference in its list's row: the link to its page, never broken. */
export function RecordLink({ deskPath, reference }: { deskPath: string; reference: string }) {
  return (
    <th scope="row" style={deskStyles.unbroken}>
      <a href={`${deskPath}/${encodeURIComponent(reference)}`}>{reference}</a>
    </th>
  );
}

/**
 * The top of a record's page: the way back to the list, the heading, and what the last form's post
 * did (`?done=`) or why it was refused (`?error=`, in the desk's words or the kit's general one).
 */
export function RecordHeader({
  deskPath,
  back,
  title,
  done,
  error,
  words,
}: {
  deskPath: string;
  back: string;
  title: string;
  done?: string;
  error?: string;
  /** The desk's words: what each `done` and `error` code says, and the kit's record words. */
  words: { done: Record<string, string>; errors: Record<string, string>; record: RecordWords };
}) {
  const doneMessage = done && ownWord(words.done, done);
  return (
    <>
      <p>
        <a href={deskPath}>{back}</a>
      </p>
      <h1>{title}</h1>
      {doneMessage && (
        <p role="status" style={deskStyles.notice}>
          {doneMessage}
        </p>
      )}
      {error && (
        <p role="alert" style={deskStyles.notice}>
          <strong>{words.record.notChanged}</strong>{' '}
          {ownWord(words.errors, error) ?? words.record.refused}
        </p>
      )}
    </>
  );
}

/**
 * A record's status and the form that moves it (posted to `action`): the statuses it may take,
 * and `children` for what a status asks more (a date, a reference). `final` instead of the form
 * when no status may follow.
 */
export function StatusSection({
  action,
  words,
  options,
  current,
  final,
  children,
}: {
  action: string;
  /** The section's heading, the drop-down's label and the button. */
  words: { status: string; newStatus: string; changeStatus: string };
  options: { value: string; label: string }[];
  /** The status selected first; none when the list holds only the moves onward. */
  current?: string;
  final?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="record-status" style={deskStyles.section}>
      <h2 id="record-status">{words.status}</h2>
      {options.length === 0 ? (
        <p>{final}</p>
      ) : (
        <form method="post" action={action} style={deskStyles.form}>
          <Choice
            label={words.newStatus}
            name="status"
            choices={options}
            selected={current}
            required
          />
          {children}
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {words.changeStatus}
          </button>
        </form>
      )}
    </section>
  );
}

/** Who works a record, and the form that gives it to a member of the desk (or to nobody). */
export function AssigneeSection({
  action,
  staff,
  assignee,
  words,
}: {
  action: string;
  staff: StaffMember[];
  assignee: StaffMember | null;
  words: { assignment: string; giveTo: string; nobody: string; assign: string };
}) {
  return (
    <section aria-labelledby="record-assignee" style={deskStyles.section}>
      <h2 id="record-assignee">{words.assignment}</h2>
      <form method="post" action={action} style={deskStyles.form}>
        <Choice
          label={words.giveTo}
          name="userId"
          choices={[
            { value: '', label: words.nobody },
            ...staff.map(({ id, email }) => ({ value: id, label: email })),
          ]}
          selected={assignee?.id ?? ''}
        />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          {words.assign}
        </button>
      </form>
    </section>
  );
}

/** A labelled drop-down of a form: `choices` in their order, `selected` chosen first. */
function Choice(props: {
  label: string;
  name: string;
  choices: { value: string; label: string }[];
  selected?: string;
  required?: boolean;
}) {
  return (
    <label>
      {props.label}{' '}
      <select name={props.name} defaultValue={props.selected} required={props.required}>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The end of a record's page: its notes with the form that adds one, then its audit trail. */
export function NotesAndAudit({
  record,
  api,
  words,
  timeZone,
  showAudit = true,
}: {
  record: { notes: CaseNote[]; audit: AuditLine[] };
  /** The record's address in the desk's API: notes are posted to `<api>/notes`. */
  api: string;
  words: {
    record: RecordWords;
    audit: Record<string, string>;
    auditCaption: string;
    /** The desk's statuses by code, for a status change's detail. */
    statuses: Record<string, string>;
  };
  /** The market's time zone: notes' and the audit trail's times are read in it. */
  timeZone: string;
  /** Whether this member of staff sees who did what (the HR desk: administrators only). */
  showAudit?: boolean;
}) {
  return (
    <>
      <NotesSection
        notes={record.notes}
        action={`${api}/notes`}
        words={words.record}
        timeZone={timeZone}
      />
      {showAudit && (
        <AuditSection
          entries={record.audit}
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
