/**
 * Backup and restore of a market's DATA_DIR: the report store (`reports.sqlite`), the back office's
 * database (`back-office.db`) and its uploaded media (`media/`). Plain Node, for the apps' operator
 * commands `data:backup` and `data:restore` (docs/deployment.md, section 5).
 *
 * A backup is a folder `<target>/<UTC time>/` laid out like DATA_DIR, plus a `manifest.json` that lists
 * every file with its size and sha256. A restore copies back only what the manifest lists and matches.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPORT_STORE_FILE } from './reportStore';

/** The back office's SQLite database under DATA_DIR (see `database()` in backoffice/config.mts). */
export const BACK_OFFICE_DB_FILE = 'back-office.db';
/** The back office's uploads, with their image-size variants (`staticDir` of the media collection). */
export const MEDIA_FOLDER = 'media';
export const BACKUP_MANIFEST_FILE = 'manifest.json';

/** The SQLite databases of DATA_DIR and the tables whose rows a backup counts, where they exist. */
const DATABASES: ReadonlyArray<{ file: string; absent: string; tables: readonly string[] }> = [
  {
    file: REPORT_STORE_FILE,
    absent: 'no report store: this market has neither the report form nor job openings',
    tables: ['reports', 'applications'],
  },
  // Payload names a collection's table after its slug.
  {
    file: BACK_OFFICE_DB_FILE,
    absent: 'the back office has not started on this DATA_DIR yet',
    tables: ['users', 'news', 'media'],
  },
];
/** What a backup holds, in the order it copies them: the databases first, then the media they list. */
const PARTS = [...DATABASES.map((database) => database.file), MEDIA_FOLDER];
/** The files SQLite keeps beside a database while it is open (WAL mode) or after a crash. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

export interface BackupManifest {
  format: 1;
  /** When the backup was taken (ISO 8601, UTC). */
  created: string;
  /** The DATA_DIR it was taken from. */
  source: string;
  /** The parts present in DATA_DIR and copied: `reports.sqlite`, `back-office.db`, `media`. */
  parts: string[];
  /** Every file of the backup but the manifest, with `/` as separator, e.g. `media/logo-400x120.png`. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /** Rows per table of each database copied, e.g. `{ 'reports.sqlite': { reports: 12 } }`. */
  rows: Record<string, Record<string, number>>;
  /** The parts that were not in DATA_DIR, with why. */
  skipped: string[];
}

export interface DataBackup {
  /** The new backup's folder: `<targetRoot>/<UTC time>`. */
  folder: string;
  manifest: BackupManifest;
  /** What was copied or skipped, one line per part, for the operator. */
  lines: string[];
}

export interface DataRestore {
  /** The folder the current files were moved to, if there were any. */
  movedAside: string | undefined;
  /** What was moved aside (`reports.sqlite`, `reports.sqlite-wal`, `media`, ...). */
  movedFiles: string[];
  manifest: BackupManifest;
  /** What was moved and restored, for the operator. */
  lines: string[];
}

/** A folder name that sorts in time order and is valid on every file system: 2026-03-01T10-00-00-000Z. */
function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function sha256Of(file: string): string {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(1 << 20);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      hash.update(chunk.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Every file under `folder`, relative to `base` with `/` separators, in a stable order. */
function filesUnder(folder: string, base: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory()
        ? filesUnder(file, base)
        : [path.relative(base, file).split(path.sep).join('/')];
    });
}

function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describeRows(rows: Record<string, number> | undefined): string {
  const counted = Object.entries(rows ?? {}).map(([table, count]) => `${count} ${table}`);
  return counted.length ? counted.join(', ') : 'no known tables';
}

/** The parts DATA_DIR holds; an absent or empty DATA_DIR is the operator's mistake, not a backup. */
function partsOf(dataDir: string): string[] {
  const stats = statSync(dataDir, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) {
    throw new Error(
      `DATA_DIR ${dataDir} does not exist or is not a folder: set DATA_DIR to the server's data folder.`,
    );
  }
  const present = PARTS.filter((part) => existsSync(path.join(dataDir, part)));
  if (!present.length) {
    throw new Error(
      `DATA_DIR ${dataDir} holds none of ${PARTS.join(', ')}: nothing to back up. Is DATA_DIR the server's data folder?`,
    );
  }
  return present;
}

/**
 * SQLite's online backup of a live database: it reads through SQLite's locks, so it sees every commit,
 * including those still in the -wal file that a plain copy would miss. The first step only starts
 * the backup; the next copies every page in one read transaction, a consistent snapshot that WAL
 * writers do not wait for (a write between smaller steps would restart the copy, endlessly on a busy
 * store).
 */
async function backupDatabase(source: string, copy: string): Promise<void> {
  // Read-write, so that on a stopped site this connection, the last, removes the -wal and -shm it had to
  // create on close; a read-only one would leave them, owned by whoever ran the backup. It writes nothing.
  const db = new Database(source, { fileMustExist: true, timeout: 5_000 });
  try {
    await db.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

/** Checks a copied database and counts its rows; throws if SQLite finds it damaged. */
function checkDatabase(file: string, tables: readonly string[]): Record<string, number> {
  // Read-write for the same reason: closing it removes the empty -wal and -shm, so the copy is one file.
  const db = new Database(file, { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      throw new Error(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    }
    const rows: Record<string, number> = {};
    for (const table of tables) {
      const exists = db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
        .get(table);
      if (!exists) continue;
      rows[table] = (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    }
    return rows;
  } finally {
    db.close();
  }
}

/**
 * Backs up DATA_DIR into a new folder `<targetRoot>/<UTC time>/`, laid out like DATA_DIR, while the
 * site keeps running: each database present with SQLite's online backup and checked with
 * `PRAGMA integrity_check`, then `media/` copied as it is, then `manifest.json` (written last, so a
 * backup that failed half way has none and cannot be restored; its folder is removed). Parts DATA_DIR
 * does not hold (a market without reports has no reports.sqlite) are skipped and noted; an absent or
 * empty DATA_DIR is an error.
 *
 * The databases are copied before the media, so every file the back office lists is in the backup; an
 * image uploaded in between is copied too, without its row, which does no harm.
 */
export async function backupDataDir(
  dataDir: string,
  targetRoot: string,
  now = new Date(),
): Promise<DataBackup> {
  const source = path.resolve(dataDir);
  const parts = partsOf(source);
  const root = path.resolve(targetRoot);
  if (isInside(root, source)) {
    throw new Error(`Keep backups outside DATA_DIR: ${root} is inside ${source}.`);
  }
  const folder = path.join(root, stamp(now));
  mkdirSync(root, { recursive: true });
  // Not recursive: a folder of the same instant already there is an error, never overwritten.
  mkdirSync(folder);
  try {
    const rows: BackupManifest['rows'] = {};
    const skipped: string[] = [];
    for (const { file, absent, tables } of DATABASES) {
      if (!parts.includes(file)) {
        skipped.push(`${file}: not in DATA_DIR (${absent})`);
        continue;
      }
      await backupDatabase(path.join(source, file), path.join(folder, file));
      rows[file] = checkDatabase(path.join(folder, file), tables);
    }
    if (parts.includes(MEDIA_FOLDER)) {
      // Files, not links: the backup must hold the bytes.
      cpSync(path.join(source, MEDIA_FOLDER), path.join(folder, MEDIA_FOLDER), {
        recursive: true,
        dereference: true,
        preserveTimestamps: true,
        errorOnExist: true,
        force: false,
      });
    } else {
      skipped.push(`${MEDIA_FOLDER}/: not in DATA_DIR (nothing uploaded in the back office yet)`);
    }
    const files = filesUnder(folder, folder).map((file) => {
      const absolute = path.join(folder, ...file.split('/'));
      return { path: file, bytes: statSync(absolute).size, sha256: sha256Of(absolute) };
    });
    const manifest: BackupManifest = {
      format: 1,
      created: now.toISOString(),
      source,
      parts,
      files,
      rows,
      skipped,
    };
    const manifestFile = path.join(folder, BACKUP_MANIFEST_FILE);
    writeFileSync(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(`${manifestFile}.tmp`, manifestFile);
    return { folder, manifest, lines: describe(manifest, 'integrity ok') };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** One line per part of a backup: what it holds (and what was checked), or why it is not there. */
function describe(manifest: BackupManifest, checked: string): string[] {
  const filesOf = (part: string) =>
    manifest.files.filter((file) => file.path === part || file.path.startsWith(`${part}/`));
  const bytesOf = (part: string) => filesOf(part).reduce((sum, file) => sum + file.bytes, 0);
  return [
    ...DATABASES.filter(({ file }) => manifest.parts.includes(file)).map(
      ({ file }) =>
        `${file}: ${describeRows(manifest.rows[file])}, ${describeBytes(bytesOf(file))}, ${checked}`,
    ),
    ...(manifest.parts.includes(MEDIA_FOLDER)
      ? [
          `${MEDIA_FOLDER}/: ${filesOf(MEDIA_FOLDER).length} files, ${describeBytes(bytesOf(MEDIA_FOLDER))}`,
        ]
      : []),
    ...manifest.skipped.map((note) => `skipped ${note}`),
  ];
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, BACKUP_MANIFEST_FILE);
  if (!existsSync(file)) {
    const backups = existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => existsSync(path.join(folder, name, BACKUP_MANIFEST_FILE)))
          .sort()
      : [];
    throw new Error(
      `${folder} is not a backup: it has no ${BACKUP_MANIFEST_FILE}` +
        (backups.length
          ? `. It holds backups; the latest is ${path.join(folder, backups[backups.length - 1]!)}.`
          : ' (a backup that failed half way has none).'),
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const valid =
    manifest?.format === 1 &&
    Array.isArray(manifest.parts) &&
    manifest.parts.every((part) => PARTS.includes(part)) &&
    Array.isArray(manifest.files) &&
    manifest.files.every(
      (entry) =>
        typeof entry?.path === 'string' &&
        typeof entry.bytes === 'number' &&
        typeof entry.sha256 === 'string' &&
        // Only the parts' own files: no absolute path, no way out of DATA_DIR.
        !entry.path.split('/').some((segment) => segment === '..' || segment === '') &&
        manifest.parts.some((part) => entry.path === part || entry.path.startsWith(`${part}/`)),
    );
  if (!valid) throw new Error(`${file} is not a manifest of data:backup (format 1).`);
  return manifest;
}

/**
 * Restores a backup made by `backupDataDir` into DATA_DIR. For a STOPPED site only: a running server
 * keeps its open database files and would go on writing into the files moved aside.
 *
 * Refuses, changing nothing, unless the folder has a manifest and every file it lists is there with
 * its sha256: the files are first copied into a staging folder in DATA_DIR and checked there. Then
 * the current parts (`reports.sqlite`, `back-office.db` with their -wal and -shm files, which hold
 * their last commits, and `media/`) are moved aside to `<dataDir>/before-restore-<UTC time>/`, never
 * deleted, and the staged copies take their place. A part the backup does not hold is moved aside too,
 * so DATA_DIR holds what the backup holds. Other files of DATA_DIR (`back-office.secret`, `mail/`) stay.
 */
export function restoreDataDir(
  backupFolder: string,
  dataDir: string,
  now = new Date(),
): DataRestore {
  const folder = path.resolve(backupFolder);
  const target = path.resolve(dataDir);
  const manifest = readManifest(folder);
  mkdirSync(target, { recursive: true });
  const staging = path.join(target, `.restore-${stamp(now)}`);
  mkdirSync(staging);
  let swapping = false;
  try {
    const wrong: string[] = [];
    for (const file of manifest.files) {
      const from = path.join(folder, ...file.path.split('/'));
      const to = path.join(staging, ...file.path.split('/'));
      if (!existsSync(from)) {
        wrong.push(`${file.path} is missing`);
        continue;
      }
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
      const bytes = statSync(to).size;
      if (bytes !== file.bytes) wrong.push(`${file.path} has ${bytes} bytes, not ${file.bytes}`);
      else if (sha256Of(to) !== file.sha256) wrong.push(`${file.path} does not match its sha256`);
    }
    if (wrong.length) {
      throw new Error(
        `The backup in ${folder} does not match its manifest, so nothing was restored: ${wrong.join('; ')}.`,
      );
    }
    if (manifest.parts.includes(MEDIA_FOLDER)) {
      mkdirSync(path.join(staging, MEDIA_FOLDER), { recursive: true });
    }

    const current = PARTS.flatMap((part) =>
      part === MEDIA_FOLDER ? [part] : [part, ...SIDE_FILES.map((side) => `${part}${side}`)],
    ).filter((name) => existsSync(path.join(target, name)));
    const aside = current.length ? path.join(target, `before-restore-${stamp(now)}`) : undefined;
    swapping = true;
    if (aside) {
      mkdirSync(aside);
      for (const name of current) renameSync(path.join(target, name), path.join(aside, name));
    }
    for (const part of manifest.parts) {
      renameSync(path.join(staging, part), path.join(target, part));
    }
    rmSync(staging, { recursive: true, force: true });

    return {
      movedAside: aside,
      movedFiles: current,
      manifest,
      lines: [
        aside
          ? `Moved the current ${current.join(', ')} aside to ${aside}`
          : `Nothing to move aside: ${target} held none of ${PARTS.join(', ')}`,
        `Restored the backup of ${manifest.created} from ${folder}:`,
        ...describe(manifest, 'sha256 ok')
          .filter((line) => !line.startsWith('skipped '))
          .map((line) => `  ${line}`),
      ],
    };
  } catch (error) {
    // Before the swap nothing in DATA_DIR changed; after it started, the checked copies that have not
    // taken their place yet stay in the staging folder, for the operator to finish by hand.
    if (!swapping) rmSync(staging, { recursive: true, force: true });
    else if (error instanceof Error) {
      error.message += ` (restoring stopped half way: the current files are in before-restore-${stamp(now)}, the checked copies not yet in place in ${staging})`;
    }
    throw error;
  }
}
