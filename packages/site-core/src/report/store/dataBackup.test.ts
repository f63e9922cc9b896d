/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { samplePdf } from '../../careers/testing/cvFixtures';
import { humanReport, tempDataDir } from '../testing/fixtures';
import {
  BACK_OFFICE_DB_FILE,
  BACKUP_MANIFEST_FILE,
  backupDataDir,
  type BackupManifest,
  restoreDataDir,
} from './dataBackup';
import { REPORT_STORE_FILE, ReportStore } from './reportStore';
import type { NewReport } from './types';

const message = (to: string) => ({
  to,
  from: 'web@example.com',
  subject: 's',
  text: 't',
  html: '<p>t</p>',
});

function newReport(): NewReport {
  return {
    report: humanReport(),
    market: 'test',
    locale: 'hr',
    botCheck: { ok: true, score: 0.9 },
    mails: () => [
      { purpose: 'pharmacovigilance', message: message('pv@example.com') },
      { purpose: 'reporterSummary', message: message('ana.horvat@example.com') },
    ],
  };
}

/** Payload's back office database as the site keeps it: WAL, the commits left in the -wal file. */
function openBackOffice(dir: string): Database.Database {
  const db = new Database(path.join(dir, BACK_OFFICE_DB_FILE), { timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  // No automatic checkpoint: the rows stay in back-office.db-wal, where a plain copy would miss them.
  db.pragma('wal_autocheckpoint = 0');
  db.exec(`CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT NOT NULL);
           CREATE TABLE IF NOT EXISTS news (id INTEGER PRIMARY KEY, title TEXT NOT NULL)`);
  return db;
}

/**
 * Another process writing to back-office.db, as the site does while a backup runs: one news row per
 * commit until it is killed. It prints "ready" once it has written its first row.
 */
function startWriter(dir: string): Promise<ChildProcess> {
  const script = `
    const Database = require(process.argv[1]);
    const db = new Database(process.argv[2], { timeout: 5000 });
    db.pragma('wal_autocheckpoint = 0');
    const insert = db.prepare('INSERT INTO news (title) VALUES (?)');
    let n = 0;
    (function write() {
      insert.run('written by the writer ' + ++n);
      if (n === 1) process.stdout.write('ready\\n');
      setTimeout(write, 1);
    })();`;
  const child = spawn(
    process.execPath,
    ['-e', script, require.resolve('better-sqlite3'), path.join(dir, BACK_OFFICE_DB_FILE)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the writer exited with ${code}`)));
    child.stdout!.once('data', () => resolve(child));
  });
}

/**
 * A process that runs SQL on databases of DATA_DIR and is killed before it closes them, as a server is
 * by kill -9: its last commits stay in the -wal files.
 */
function writeThenCrash(dir: string, statements: Record<string, string>) {
  const script = `
    const Database = require(process.argv[1]);
    for (const [file, sql] of Object.entries(JSON.parse(process.argv[2]))) {
      const db = new Database(file);
      db.pragma('wal_autocheckpoint = 0');
      db.exec(sql);
    }
    process.kill(process.pid, 'SIGKILL');`;
  const files = Object.fromEntries(
    Object.entries(statements).map(([file, sql]) => [path.join(dir, file), sql]),
  );
  const run = spawnSync(process.execPath, [
    '-e',
    script,
    require.resolve('better-sqlite3'),
    JSON.stringify(files),
  ]);
  expect(run.signal).toBe('SIGKILL');
}

function stopWriter(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** What a DATA_DIR (or a backup) holds, read without changing it. */
function contents(dir: string) {
  const reports = new Database(path.join(dir, REPORT_STORE_FILE), { readonly: true });
  const backOffice = new Database(path.join(dir, BACK_OFFICE_DB_FILE), { readonly: true });
  try {
    return {
      reports: reports
        .prepare(
          `SELECT reference, (SELECT count(*) FROM report_mails WHERE report_id = reports.id) AS mails
           FROM reports ORDER BY id`,
        )
        .all() as Array<{ reference: string; mails: number }>,
      applications: reports
        .prepare('SELECT reference, cv FROM applications ORDER BY id')
        .all() as Array<{ reference: string; cv: Buffer }>,
      users: backOffice.prepare('SELECT * FROM users ORDER BY id').all(),
      news: backOffice.prepare('SELECT * FROM news ORDER BY id').all() as Array<{
        id: number;
        title: string;
      }>,
      media: Object.fromEntries(
        readdirSync(path.join(dir, 'media'), { recursive: true, encoding: 'utf8' })
          .sort()
          .filter((file) => statSync(path.join(dir, 'media', file)).isFile())
          .map((file) => [file, readFileSync(path.join(dir, 'media', file))]),
      ),
    };
  } finally {
    reports.close();
    backOffice.close();
  }
}

describe('backing up and restoring DATA_DIR', () => {
  let data: ReturnType<typeof tempDataDir>;
  let backups: ReturnType<typeof tempDataDir>;
  beforeEach(async () => {
    data = tempDataDir();
    backups = tempDataDir();
  });
  afterEach(async () => {
    data.cleanup();
    backups.cleanup();
  });

  it('copies a running site consistently and restores it exactly, keeping what it replaced', async () => {
    // The site: a report and an application in the report store, staff and news in the back office,
    // an upload with an image-size variant in media/.
    const store = ReportStore.open(data.dir);
    const first = await store.commit(newReport(), new Date('2026-03-01T10:00:00Z'));
    const application = await store.commitApplication({
      market: 'test',
      locale: 'hr',
      openingId: 'warehouse-2026',
      answers: {
        name: 'Ana Horvat',
        email: 'ana.horvat@example.com',
        phone: '',
        message: 'Hello',
        openingTitle: 'Warehouse',
      },
      cv: { name: 'cv.pdf', type: 'application/pdf', bytes: samplePdf() },
      retainUntil: new Date('2027-01-01T00:00:00Z'),
      mails: () => [],
    });
    const backOffice = openBackOffice(data.dir);
    backOffice.prepare('INSERT INTO users (email) VALUES (?)').run('admin@example.com');
    for (const title of ['First news', 'Second news', 'Third news']) {
      backOffice.prepare('INSERT INTO news (title) VALUES (?)').run(title);
    }
    const logo = Buffer.from(Array.from({ length: 5_000 }, (_, i) => (i * 7) % 256));
    const variant = Buffer.from('the 400 px variant of the logo');
    mkdirSync(path.join(data.dir, 'media', 'sizes'), { recursive: true });
    writeFileSync(path.join(data.dir, 'media', 'logo.png'), logo);
    writeFileSync(path.join(data.dir, 'media', 'sizes', 'logo-400x120.png'), variant);

    // Writers keep going during the backup: another process in the back office, this one's second
    // connection in the report store, a commit on every turn of the event loop.
    const writer = await startWriter(data.dir);
    const newsBefore = contents(data.dir).news.length;
    const secondConnection = ReportStore.open(data.dir);
    let writing = true;
    let committedDuringBackup = 0;
    const write = () => {
      if (!writing) return;
      secondConnection.commit(newReport());
      committedDuringBackup += 1;
      setImmediate(write);
    };
    setImmediate(write);
    const backup = await backupDataDir(data.dir, backups.dir, new Date('2026-03-02T03:00:00Z'));
    writing = false;
    const newsAfter = contents(data.dir).news.length;
    await stopWriter(writer);
    expect(committedDuringBackup).toBeGreaterThan(0);
    expect(newsAfter).toBeGreaterThan(newsBefore);

    expect(backup.folder).toBe(path.join(backups.dir, '2026-03-02T03-00-00-000Z'));
    expect(readdirSync(backup.folder).sort()).toEqual([
      BACK_OFFICE_DB_FILE,
      BACKUP_MANIFEST_FILE,
      'media',
      REPORT_STORE_FILE,
    ]);
    const saved = contents(backup.folder);
    // Everything committed before the backup started is in it, even what was still in the -wal files ...
    expect(saved.reports[0]).toEqual({
      reference: first.status === 'created' && first.reference,
      mails: 2,
    });
    expect(saved.applications).toEqual([
      { reference: application.status === 'created' && application.reference, cv: samplePdf() },
    ]);
    expect(saved.users).toEqual([{ id: 1, email: 'admin@example.com' }]);
    expect(saved.news.length).toBeGreaterThanOrEqual(newsBefore);
    expect(saved.news.length).toBeLessThanOrEqual(newsAfter);
    expect(saved.media).toEqual({ 'logo.png': logo, 'sizes/logo-400x120.png': variant });
    // ... and what the writers committed meanwhile is there whole or not at all: news numbered without
    // a gap, every report with both of its mails.
    expect(saved.news.map((row) => row.id)).toEqual(saved.news.map((_, index) => index + 1));
    expect(saved.reports.every((report) => report.mails === 2)).toBe(true);

    const manifest = JSON.parse(
      readFileSync(path.join(backup.folder, BACKUP_MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toEqual(backup.manifest);
    expect(manifest).toMatchObject({
      format: 1,
      created: '2026-03-02T03:00:00.000Z',
      source: data.dir,
      parts: [REPORT_STORE_FILE, BACK_OFFICE_DB_FILE, 'media'],
      rows: {
        [REPORT_STORE_FILE]: { reports: saved.reports.length, applications: 1 },
        [BACK_OFFICE_DB_FILE]: { users: 1, news: saved.news.length },
      },
      skipped: [],
    });
    expect(manifest.files.map((file) => file.path)).toEqual([
      BACK_OFFICE_DB_FILE,
      'media/logo.png',
      'media/sizes/logo-400x120.png',
      REPORT_STORE_FILE,
    ]);
    expect(manifest.files[1]).toEqual({
      path: 'media/logo.png',
      bytes: 5_000,
      sha256: createHash('sha256').update(logo).digest('hex'),
    });
    expect(backup.lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^reports.sqlite: ${saved.reports.length} reports, 1 applications, .*, integrity ok$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^back-office.db: 1 users, ${saved.news.length} news, .*, integrity ok$`),
      ),
      'media/: 2 files, 4.9 kB',
    ]);

    // After the backup the data changes: a new report, an image replaced, a variant deleted, a new
    // upload; then the site stops, and a last process is killed with a report changed and a news
    // item deleted, both still in the -wal files.
    const later = await store.commit(newReport());
    writeFileSync(path.join(data.dir, 'media', 'logo.png'), 'a new logo');
    rmSync(path.join(data.dir, 'media', 'sizes', 'logo-400x120.png'));
    writeFileSync(path.join(data.dir, 'media', 'new.png'), 'uploaded after the backup');
    secondConnection.close();
    await store.close();
    backOffice.close();
    writeThenCrash(data.dir, {
      [REPORT_STORE_FILE]: "UPDATE reports SET locale = 'en' WHERE id = 1",
      [BACK_OFFICE_DB_FILE]: 'DELETE FROM news WHERE id = 2',
    });
    const changed = contents(data.dir);
    expect(changed.news.map((row) => row.id)).not.toContain(2);
    expect(existsSync(path.join(data.dir, `${BACK_OFFICE_DB_FILE}-wal`))).toBe(true);

    const restore = restoreDataDir(backup.folder, data.dir, new Date('2026-03-03T08:00:00Z'));
    // The stale -wal files are gone: SQLite would replay them onto the restored databases.
    expect(readdirSync(data.dir).sort()).toEqual([
      BACK_OFFICE_DB_FILE,
      'before-restore-2026-03-03T08-00-00-000Z',
      'media',
      REPORT_STORE_FILE,
    ]);
    expect(contents(data.dir)).toEqual(saved);

    // What was there is kept, moved aside whole: the databases with their -wal and -shm files.
    const aside = path.join(data.dir, 'before-restore-2026-03-03T08-00-00-000Z');
    expect(restore.movedAside).toBe(aside);
    expect(restore.movedFiles).toEqual([
      REPORT_STORE_FILE,
      `${REPORT_STORE_FILE}-wal`,
      `${REPORT_STORE_FILE}-shm`,
      BACK_OFFICE_DB_FILE,
      `${BACK_OFFICE_DB_FILE}-wal`,
      `${BACK_OFFICE_DB_FILE}-shm`,
      'media',
    ]);
    expect(contents(aside)).toEqual(changed);
    expect(changed.reports.map((report) => report.reference)).toContain(
      later.status === 'created' && later.reference,
    );
    expect(restore.lines).toEqual([
      `Moved the current ${restore.movedFiles.join(', ')} aside to ${aside}`,
      `Restored the backup of 2026-03-02T03:00:00.000Z from ${backup.folder}:`,
      expect.stringMatching(/^ {2}reports.sqlite: .*, sha256 ok$/),
      expect.stringMatching(/^ {2}back-office.db: .*, sha256 ok$/),
      '  media/: 2 files, 4.9 kB',
    ]);

    // The restored report store opens as the site opens it, and numbers on after the restored reports.
    const reopened = ReportStore.open(data.dir);
    const next = await reopened.commit(newReport(), new Date('2026-03-03T09:00:00Z'));
    await reopened.close();
    expect(next.status === 'created' && next.reference).toBe(
      `NUS-2026-${String(saved.reports.length + 1).padStart(6, '0')}`,
    );
  });

  it('refuses a backup whose files do not match the manifest, and changes nothing', async () => {
    const store = ReportStore.open(data.dir);
    await store.commit(newReport());
    await store.close();
    mkdirSync(path.join(data.dir, 'media', 'sizes'), { recursive: true });
    writeFileSync(path.join(data.dir, 'media', 'logo.png'), 'the logo');
    writeFileSync(path.join(data.dir, 'media', 'sizes', 'logo-400x120.png'), 'its variant');
    const { folder } = await backupDataDir(data.dir, backups.dir);

    const tampered = path.join(backups.dir, 'tampered');
    cpSync(folder, tampered, { recursive: true });
    const variant = path.join(tampered, 'media', 'sizes', 'logo-400x120.png');
    const bytes = readFileSync(variant);
    bytes[3] = bytes[3]! ^ 1;
    writeFileSync(variant, bytes);
    writeFileSync(path.join(data.dir, 'media', 'logo.png'), 'changed since');
    const before = readdirSync(data.dir, { recursive: true }).sort();

    expect(() => restoreDataDir(tampered, data.dir)).toThrow(
      `The backup in ${tampered} does not match its manifest, so nothing was restored: media/sizes/logo-400x120.png does not match its sha256.`,
    );
    expect(readdirSync(data.dir, { recursive: true }).sort()).toEqual(before);
    expect(readFileSync(path.join(data.dir, 'media', 'logo.png'), 'utf8')).toBe('changed since');

    rmSync(path.join(tampered, REPORT_STORE_FILE));
    expect(() => restoreDataDir(tampered, data.dir)).toThrow(/reports\.sqlite is missing/);
    rmSync(path.join(tampered, BACKUP_MANIFEST_FILE));
    expect(() => restoreDataDir(tampered, data.dir)).toThrow(
      `${tampered} is not a backup: it has no manifest.json`,
    );
    // The folder of all backups instead of one: the error names the latest.
    expect(() => restoreDataDir(backups.dir, data.dir)).toThrow(`the latest is ${folder}`);
  });

  it('skips what a market does not have and restores onto a fresh machine', async () => {
    // A market without reports and without uploads: only the back office's database.
    openBackOffice(data.dir).close();
    const backup = await backupDataDir(data.dir, backups.dir);
    expect(backup.manifest.parts).toEqual([BACK_OFFICE_DB_FILE]);
    expect(backup.lines).toEqual([
      expect.stringMatching(/^back-office.db: 0 users, 0 news, .*, integrity ok$/),
      'skipped reports.sqlite: not in DATA_DIR (no report store: this market has neither the report form nor job openings)',
      'skipped media/: not in DATA_DIR (nothing uploaded in the back office yet)',
    ]);

    const fresh = path.join(data.dir, 'fresh', 'data');
    const restore = restoreDataDir(backup.folder, fresh);
    expect(restore.movedAside).toBeUndefined();
    expect(readdirSync(fresh)).toEqual([BACK_OFFICE_DB_FILE]);
  });

  it('refuses an absent or empty DATA_DIR, and a backup folder inside it', async () => {
    const absent = path.join(data.dir, 'absent');
    (await expect(backupDataDir(absent, backups.dir))).rejects.toThrow(
      `DATA_DIR ${absent} does not exist or is not a folder`,
    );
    writeFileSync(path.join(data.dir, 'back-office.secret'), 'not data');
    (await expect(backupDataDir(data.dir, backups.dir))).rejects.toThrow(
      `DATA_DIR ${data.dir} holds none of reports.sqlite, back-office.db, media: nothing to back up.`,
    );
    mkdirSync(path.join(data.dir, 'media'));
    (await expect(backupDataDir(data.dir, path.join(data.dir, 'backups')))).rejects.toThrow(
      'Keep backups outside DATA_DIR',
    );
    expect(existsSync(path.join(data.dir, 'backups'))).toBe(false);
    expect(readdirSync(backups.dir)).toEqual([]);
  });
});
