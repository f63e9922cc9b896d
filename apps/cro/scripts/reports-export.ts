/**
 * Operator command: exports every stored adverse-effect report.
 *
 *   pnpm --filter @medivia/cro reports:export                     all reports as JSON on stdout, fields
 *                                                                 named after ICH E2B(R3) / VICH GL42
 *   pnpm --filter @medivia/cro reports:export --since 2026-01-01  received on or after a date
 *   pnpm --filter @medivia/cro reports:export --format e2b --out ./e2b
 *       one ICH E2B(R3) XML file per human report (<reference>.xml, an MCCI_IN200100UV01 batch for
 *       the EudraVigilance gateway) and one VICH GL42 JSON file per veterinary report
 *       (<reference>.json) in the folder; --sender-id and --receiver set the E2B identifiers. The
 *       sender is named as the desk's download names it, from the company data the back office
 *       publishes (its database is opened as launch:checklist opens it).
 *
 * Reads DATA_DIR (as the server does; default .data/ in this app) and opens the store read-only, so
 * it can run while the site is up.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_RECEIVER,
  dataDirectory,
  exportReports,
  storeDatabaseUrl,
  writeReportFiles,
  type IcsrSender,
} from '@medivia/site-core/reports';
import { market } from '../src/market';

const { values } = parseArgs({
  options: {
    since: { type: 'string' },
    format: { type: 'string', default: 'json' },
    out: { type: 'string' },
    // Default: the id the desk's download names the company by (MEDIVIACRO).
    'sender-id': { type: 'string' },
    receiver: { type: 'string', default: DEFAULT_RECEIVER },
  },
});
const dataDir = dataDirectory();
const storeFile = path.join(dataDir, 'reports.sqlite');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.format !== 'json' && values.format !== 'e2b')
  fail(`Unknown --format "${values.format}" (json or e2b).`);
if (values.format === 'e2b' && !values.out)
  fail('--format e2b writes files: give a folder with --out.');
// With a PostgreSQL DATABASE_URL the store is the one the market's instances share.
const databaseUrl = storeDatabaseUrl();
if (!databaseUrl?.startsWith('postgres') && !existsSync(storeFile))
  fail(`No report store at ${storeFile} (set DATA_DIR to the server's data folder).`);

/**
 * The sender of this market's ICSRs as the desk's download names it: the company's name as published
 * in Company data, the market's country, and its id at the receiver unless --sender-id gives another.
 */
async function sender(): Promise<IcsrSender> {
  const { readIcsrSender } = await import('@medivia/site-core/backoffice');
  const published = await readIcsrSender(() => import('../payload.config'), market);
  return values['sender-id'] ? { ...published, organisationId: values['sender-id'] } : published;
}

// Holds the process open while the back office's SQLite is read (see prepare-back-office.ts).
const keepAlive = setInterval(() => undefined, 1_000);

try {
  if (values.format === 'e2b') {
    const written = await writeReportFiles(dataDir, {
      databaseUrl,
      out: path.resolve(values.out!),
      sender: await sender(),
      receiver: values.receiver,
      since: values.since,
    });
    for (const entry of written) console.log(`${entry.reference} (${entry.kind}): ${entry.file}`);
    console.log(`${written.length} report file(s) written to ${path.resolve(values.out!)}.`);
  } else {
    process.stdout.write(
      `${JSON.stringify(await exportReports(dataDir, { since: values.since, databaseUrl }), null, 2)}\n`,
    );
  }
} catch (error) {
  fail(`Could not export the reports: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  clearInterval(keepAlive);
}
