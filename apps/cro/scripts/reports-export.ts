/**
 * Operator command: prints every stored adverse-effect report as JSON, with fields named after
 * their ICH E2B(R3) (human) or VICH GL42 (veterinary) data elements.
 *
 *   pnpm --filter @medivia/cro reports:export                     all reports
 *   pnpm --filter @medivia/cro reports:export --since 2026-01-01  received on or after a date
 *
 * Reads DATA_DIR (as the server does; default .data/ in this app) and opens the store read-only, so
 * it can run while the site is up.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirectory, exportReports } from '@medivia/site-core/reports';

const { values } = parseArgs({ options: { since: { type: 'string' } } });
const dataDir = dataDirectory();
const storeFile = path.join(dataDir, 'reports.sqlite');

if (!existsSync(storeFile)) {
  console.error(`No report store at ${storeFile} (set DATA_DIR to the server's data folder).`);
  process.exit(1);
}
try {
  process.stdout.write(
    `${JSON.stringify(exportReports(dataDir, { since: values.since }), null, 2)}\n`,
  );
} catch (error) {
  console.error(
    `Could not export the reports: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
