/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPORT_STORE_FILE, ReportStore } from '../report/store/reportStore';
import { privateDatabase, privateFilesFolder } from './privateFiles';

const modeOf = (file: string) => statSync(file).mode & 0o777;

// The usual umask, which would leave new files readable to every local user.
let umask: number;
let root: string;
beforeEach(() => {
  umask = process.umask(0o022);
  root = mkdtempSync(path.join(tmpdir(), 'medivia-private-'));
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR under a umask of 022', () => {
  it("a fresh report store's folder is 0700, the store and its WAL and shared memory 0600", () => {
    const dataDir = path.join(root, 'data');
    const store = ReportStore.open(dataDir);
    try {
      const file = path.join(dataDir, REPORT_STORE_FILE);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const part of [file, `${file}-wal`, `${file}-shm`]) {
        expect(existsSync(part)).toBe(true);
        expect([part, modeOf(part).toString(8)]).toEqual([part, '600']);
      }
    } finally {
      store.close();
    }
  });

  it('an existing DATA_DIR and store left open to others are tightened at start', () => {
    const dataDir = path.join(root, 'old');
    mkdirSync(dataDir, { mode: 0o755 });
    const file = path.join(dataDir, REPORT_STORE_FILE);
    new Database(file).close();
    writeFileSync(`${file}-wal`, '');
    expect(modeOf(file)).toBe(0o644);
    ReportStore.open(dataDir).close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });

  it('a database SQLite makes in WAL mode keeps 0600 for its WAL and shared memory (the back office)', () => {
    const file = path.join(root, 'back-office.db');
    privateDatabase(file);
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY); INSERT INTO users DEFAULT VALUES');
    try {
      for (const part of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(part)).toBe(0o600);
    } finally {
      db.close();
    }
  });

  it('the media folder is 0700, and files an older version left readable are tightened', () => {
    const media = path.join(root, 'media');
    mkdirSync(media, { mode: 0o755 });
    writeFileSync(path.join(media, 'logo.svg'), '<svg/>', { mode: 0o644 });
    privateFilesFolder(media);
    expect(modeOf(media)).toBe(0o700);
    expect(modeOf(path.join(media, 'logo.svg'))).toBe(0o600);
  });
});

describe("the back office's secret and the development mail folder", () => {
  afterEach(() => {
    delete process.env.DATA_DIR;
    delete process.env.SENDGRID_API_KEY;
  });

  it('DATA_DIR is 0700 and back-office.secret 0600, and an existing DATA_DIR is tightened', async () => {
    const { backOfficeSecret } = await import('../backoffice/secret.mts');
    const fresh = path.join(root, 'fresh');
    backOfficeSecret(fresh, undefined);
    expect(modeOf(fresh)).toBe(0o700);
    expect(modeOf(path.join(fresh, 'back-office.secret'))).toBe(0o600);

    const existing = path.join(root, 'existing');
    mkdirSync(existing, { mode: 0o755 });
    backOfficeSecret(existing, 'x'.repeat(32));
    expect(modeOf(existing)).toBe(0o700);
  });

  it('a mail written to DATA_DIR/mail in development is 0600 in a 0700 folder', async () => {
    jest.resetModules();
    process.env.DATA_DIR = path.join(root, 'dev');
    delete process.env.SENDGRID_API_KEY;
    const { sendMail } = await import('./mailer');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const sent = await sendMail({
      to: 'hr@medivia-test.example',
      from: 'web@medivia-test.example',
      subject: 'Prijava',
      text: 'CV',
    });
    info.mockRestore();
    expect(sent).toMatchObject({ ok: true, via: 'file' });
    const location = (sent as { location: string }).location;
    expect(modeOf(path.dirname(location))).toBe(0o700);
    expect(modeOf(location)).toBe(0o600);
  });
});
