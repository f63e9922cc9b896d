/**
 * Operator command: removes job applications kept past their retention date (until the selection
 * ends and six months after, as the privacy policy says), with their CVs and mails. Run it daily,
 * e.g. from cron; it prints the references it removed.
 *
 *   pnpm --filter @medivia/<market> applications:purge
 *
 * Reads DATA_DIR as the server does (default .data/ in this app); safe while the site is up.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory, purgeApplications } from '@medivia/site-core/reports';

const dataDir = dataDirectory();
if (!existsSync(path.join(dataDir, 'reports.sqlite'))) {
  console.log(`No applications stored under ${dataDir}: nothing to remove.`);
  process.exit(0);
}
try {
  const removed = purgeApplications(dataDir);
  console.log(
    removed.length
      ? `Removed ${removed.length} application(s) past their retention date: ${removed.join(', ')}`
      : 'No application is past its retention date.',
  );
} catch (error) {
  console.error(
    `Could not remove old applications: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
