/**
 * Operator command: a consistent copy of the adverse-effect report store while the site runs.
 *
 *   pnpm --filter @medivia/cro data:backup /var/backups/medivia-cro
 *
 * Writes <folder>/<UTC time>/reports.sqlite with SQLite's online backup (a plain copy of a live WAL
 * database can miss commits still in reports.sqlite-wal), checks the copy's integrity and prints its
 * path. Reads DATA_DIR as the server does (default .data/ in this app). Restoring is described in
 * docs/deployment.md.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPORT_STORE_FILE, ReportStore, dataDirectory } from '@medivia/site-core/reports';

const [target] = process.argv.slice(2);
const dataDir = dataDirectory();

if (!target) {
  console.error('Usage: pnpm --filter @medivia/cro data:backup <backup folder>');
  process.exit(2);
}
if (!existsSync(path.join(dataDir, REPORT_STORE_FILE))) {
  console.error(`No report store in ${dataDir} (set DATA_DIR to the server's data folder).`);
  process.exit(1);
}

// One folder per backup, laid out like DATA_DIR, so a restore copies its reports.sqlite back as it is.
const folder = path.join(path.resolve(target), new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(folder, { recursive: true });
const copy = path.join(folder, REPORT_STORE_FILE);

/** The online backup is asynchronous (it copies page by page while the server keeps writing). */
async function backup() {
  const live = ReportStore.open(dataDir, { readonly: true });
  try {
    await live.db.backup(copy);
  } finally {
    live.db.close();
  }
  const saved = ReportStore.open(folder, { readonly: true });
  try {
    const integrity = saved.db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`integrity check of ${copy}: ${String(integrity)}`);
    const { reports } = saved.db.prepare('SELECT count(*) AS reports FROM reports').get() as {
      reports: number;
    };
    console.log(`${copy}: ${reports} reports, integrity ok`);
  } finally {
    saved.db.close();
  }
  // Opening the copy read-only leaves an empty WAL and its index beside it; the backup is one file.
  if (statSync(`${copy}-wal`, { throwIfNoEntry: false })?.size === 0) {
    rmSync(`${copy}-wal`);
    rmSync(`${copy}-shm`, { force: true });
  }
}

backup().catch((error: unknown) => {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
