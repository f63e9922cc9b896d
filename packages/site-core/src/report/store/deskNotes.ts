import type { StoreQueries } from './storeDatabase';
import type { CaseNote } from './caseTypes';

/** Where each desk keeps its internal notes, and the column naming what a note is about. */
const noteTables = {
  report: { table: 'report_notes', owner: 'report_id' },
  application: { table: 'application_notes', owner: 'application_id' },
} as const;

/** The notes on one report or application, oldest first: both desks read them alike. */
export async function notesOf(
  db: StoreQueries,
  kind: keyof typeof noteTables,
  ownerId: number,
): Promise<CaseNote[]> {
  const { table, owner } = noteTables[kind];
  const rows = await db.all<{
    id: number;
    written_at: string;
    author_id: string;
    author_email: string;
    text: string;
  }>(
    `SELECT id, written_at, author_id, author_email, text FROM ${table}
     WHERE ${owner} = ? ORDER BY id`,
    [ownerId],
  );
  return rows.map((note) => ({
    id: note.id,
    writtenAt: note.written_at,
    authorId: note.author_id,
    authorEmail: note.author_email,
    text: note.text,
  }));
}
