import type { AuditLine } from '../../../report/store/auditTypes';
import type { CaseNote } from '../../../report/store/caseTypes';
import { NOTE_MAX_LENGTH } from '../../../report/store/reportCases';
import { deskStyles } from './deskStyles';

/** An ISO time as staff read it: day and minute, UTC. */
export const formatTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A record's internal notes, oldest first, and the form that adds one (posted to `action`). */
export function NotesSection({ notes, action }: { notes: CaseNote[]; action: string }) {
  return (
    <section aria-labelledby="record-notes" style={deskStyles.section}>
      <h2 id="record-notes">Notes</h2>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol>
          {notes.map((note) => (
            <li key={note.id}>
              <p style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{note.text}</p>
              <small>
                {note.authorEmail}, {formatTime(note.writtenAt)}
              </small>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={action} style={deskStyles.form}>
        <label htmlFor="record-note">Add a note (kept as written, never edited)</label>
        <textarea id="record-note" name="text" rows={4} maxLength={NOTE_MAX_LENGTH} required />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Add note
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
}: {
  entries: AuditLine[];
  labels: Record<string, string>;
  caption: string;
}) {
  return (
    <section aria-labelledby="record-audit" style={deskStyles.section}>
      <h2 id="record-audit">Audit trail</h2>
      <table style={deskStyles.table}>
        <caption style={deskStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            {['When', 'Who', 'What', 'Details', 'From'].map((heading) => (
              <th key={heading} scope="col" style={deskStyles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td style={deskStyles.cell}>{formatTime(entry.at)}</td>
              <td style={deskStyles.cell}>{entry.userEmail}</td>
              <td style={deskStyles.cell}>{labels[entry.action] ?? entry.action}</td>
              <td style={deskStyles.cell}>{entry.detail ? JSON.stringify(entry.detail) : ''}</td>
              <td style={deskStyles.cell}>{entry.clientAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
