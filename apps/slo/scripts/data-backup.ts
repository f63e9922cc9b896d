/**
 * Operator command: a backup of this market's DATA_DIR, taken while the site runs.
 *
 *   pnpm --filter @medivia/slo data:backup /var/backups/medivia/slo
 *
 * Writes <folder>/<UTC time>/ laid out like DATA_DIR: reports.sqlite and back-office.db copied with
 * SQLite's online backup (a plain copy of a live WAL database can miss commits) and checked, media/
 * copied, and manifest.json with every file's size and sha256. Reads DATA_DIR as the server does
 * (default .data/ in this app). Restore with data:restore; docs/deployment.md, section 5.
 */
import path from 'node:path';
import { backupDataDir, dataDirectory } from '@medivia/site-core/reports';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: pnpm --filter @medivia/slo data:backup <backup folder>');
  process.exit(2);
}
// pnpm runs this in the app's folder: a relative folder is taken from where pnpm was called.
const root = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);

try {
  const dataDir = dataDirectory();
  const backup = await backupDataDir(dataDir, root);
  console.log(`Backed up ${dataDir} to ${backup.folder}`);
  for (const line of backup.lines) console.log(`  ${line}`);
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
