import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * DATA_DIR holds reports, CVs, staff accounts, the key that signs their sessions and the media
 * library: nobody but the site's own user may read any of it. Modes are set where each thing is
 * created, and set again with chmod, so neither the process's umask (often 022, which would leave
 * files readable to every local user) nor a folder made by an older version decides them.
 */

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * chmod, except where the site's user does not own the path (an operator's shared mount): the site
 * still runs, and says once per path that it could not tighten it.
 */
function tighten(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EPERM') throw error;
    if (warned.has(target)) return;
    warned.add(target);
    console.warn(
      `[data] ${target} belongs to another user: its mode stays as it is (want ${mode.toString(8)})`,
    );
  }
}
const warned = new Set<string>();

/** A folder of DATA_DIR (or DATA_DIR itself), made or tightened to 0700. */
export function privateFolder(folder: string): string {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  tighten(folder, PRIVATE_FOLDER_MODE);
  return folder;
}

/** A file of DATA_DIR tightened to 0600, if it exists (a library made it: SQLite, an upload). */
export function privateFile(file: string): void {
  tighten(file, PRIVATE_FILE_MODE);
}

/** A folder of files (the media library) made 0700, with the files already in it tightened to 0600. */
export function privateFilesFolder(folder: string): string {
  privateFolder(folder);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile()) privateFile(path.join(folder, entry.name));
  }
  return folder;
}

/**
 * An SQLite database about to be opened: the file made 0600 first, so SQLite, which gives its WAL,
 * shared-memory and journal files the database's own mode, makes those 0600 too; the ones an
 * older version left are tightened here.
 */
export function privateDatabase(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm', '-journal']) privateFile(`${file}${suffix}`);
}
