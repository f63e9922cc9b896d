import type { StaffMember } from './auditTypes';
import type { StoreDatabase, StoreQueries } from './storeDatabase';
import type { CaseNote } from './caseTypes';

/** The longest note either desk keeps, in characters (the page's textarea says the same). */
export const NOTE_MAX_LENGTH = 4000;

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

/**
 * Writes a note on the record `steps.owner` finds (inside the store's write lock), and its audit
 * line, in one transaction; notes are never edited. A note with no text, or longer than
 * NOTE_MAX_LENGTH, is refused with the desk's own error. Answers when the note was written.
 */
export async function writeNote(
  db: StoreDatabase,
  kind: keyof typeof noteTables,
  text: string,
  author: { user: StaffMember; now?: Date },
  steps: {
    refuse: (code: 'note_empty' | 'note_too_long') => Error;
    owner: (tx: StoreQueries) => Promise<{ id: number }>;
    audit: (tx: StoreQueries, noteId: number, now: Date) => Promise<void>;
  },
): Promise<Date> {
  const now = author.now ?? new Date();
  const note = text.trim();
  if (!note) throw steps.refuse('note_empty');
  if (note.length > NOTE_MAX_LENGTH) throw steps.refuse('note_too_long');
  const { table, owner } = noteTables[kind];
  await db.transaction(async (tx) => {
    const { id: ownerId } = await steps.owner(tx);
    const { id } = (await tx.get<{ id: number }>(
      `INSERT INTO ${table} (${owner}, written_at, author_id, author_email, text)
       VALUES (?, ?, ?, ?, ?) RETURNING id`,
      [ownerId, now.toISOString(), author.user.id, author.user.email, note],
    ))!;
    await steps.audit(tx, id, now);
  });
  return now;
}
