/**
 * Operator command: puts a backup made by data:backup back into this market's DATA_DIR. For a
 * STOPPED site: stop it first, start it after.
 *
 *   sudo systemctl stop medivia-slo
 *   DATA_DIR=/var/lib/medivia/slo pnpm --filter @medivia/slo data:restore /var/backups/medivia/slo/<UTC time>
 *   sudo systemctl start medivia-slo
 *
 * Refuses, changing nothing, a folder without manifest.json or whose files do not match it. The
 * current files are moved to DATA_DIR/before-restore-<UTC time>/, never deleted. Reads DATA_DIR as the
 * server does (default .data/ in this app); docs/deployment.md, section 5.
 */
import path from 'node:path';
import { dataDirectory, restoreDataDir } from '@medivia/site-core/reports';

const [backup] = process.argv.slice(2);
if (!backup) {
  console.error('Usage: pnpm --filter @medivia/slo data:restore <backup folder>/<UTC time>');
  process.exit(2);
}
// pnpm runs this in the app's folder: a relative folder is taken from where pnpm was called.
const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), backup);

console.log('Restore is for a stopped site: no server may be running on this DATA_DIR.');
try {
  const restore = restoreDataDir(folder, dataDirectory());
  for (const line of restore.lines) console.log(line);
  console.log(
    'Start the site now.' +
      (restore.movedAside
        ? ` Once it runs as it should, ${restore.movedAside} can be deleted.`
        : ''),
  );
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
