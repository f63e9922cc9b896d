import type { AuditLine } from '../../../report/store/auditTypes';
import type { CaseNote } from '../../../report/store/caseTypes';
import { NOTE_MAX_LENGTH } from '../../../report/store/reportCases';
import { auditDetailInWords } from '../../staffFormat';
import { formatTime, type RecordWords } from './deskText';
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
      <TableScroller label={caption}>
        <table style={deskStyles.table}>
          <caption style={deskStyles.caption}>{caption}</caption>
          <thead>
            <tr>
              {[columns.when, columns.who, columns.what, columns.details, columns.from].map(
                (heading) => (
                  <th key={heading} scope="col" style={deskStyles.cell}>
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td style={deskStyles.unbroken}>
                  {formatTime(entry.at, words.language, timeZone)}
                </td>
                <td style={deskStyles.cell}>{entry.userEmail}</td>
                <td style={deskStyles.cell}>{labels[entry.action] ?? entry.action}</td>
                <td style={deskStyles.cell}>
                  {auditDetailInWords(entry.detail, {
                    language: words.language,
                    statuses,
                    timeZone,
                  })}
                </td>
                <td style={deskStyles.cell}>{entry.clientAddress}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
