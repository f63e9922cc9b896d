/**
 * Entry `@medivia/site-core/reports`: the store of adverse-effect reports and job applications outside
 * Next, for operator commands (an app's `reports:export`, as JSON or as E2B(R3) XML files,
 * `applications:purge`, `data:backup`, `data:restore`) and tests that inspect what a running site
 * stored. Plain Node can load it: no `server-only`, no mailer.
 */
import { getEnv } from './env';
import { ReportStore } from './report/store/reportStore';

export { ReportStore, REPORT_STORE_FILE } from './report/store/reportStore';
export { exportReports, type ExportOptions } from './report/export/exportReports';
export {
  writeReportFiles,
  type ReportFilesOptions,
  type WrittenReportFile,
} from './report/export/reportFiles';
export {
  DEFAULT_RECEIVER,
  icsrXml,
  safetyReportId,
  type IcsrOptions,
  type IcsrSender,
} from './report/export/e2b';
export {
  backupDataDir,
  restoreDataDir,
  BACK_OFFICE_DB_FILE,
  BACKUP_MANIFEST_FILE,
  MEDIA_FOLDER,
  type BackupManifest,
  type DataBackup,
  type DataRestore,
} from './report/store/dataBackup';

/** The folder of the store, as the server resolves it (DATA_DIR, else .data/ in the app). */
export function dataDirectory(): string {
  return getEnv().DATA_DIR;
}

/** DATABASE_URL as the server reads it: with `postgres://`, the store every instance shares. */
export function storeDatabaseUrl(): string | undefined {
  return getEnv().DATABASE_URL;
}

/** The operator's CLI, as the audit trail names it when it purges applications. */
const operatorCli = {
  user: { id: 'operator-cli', email: 'applications:purge (operator CLI)' },
  clientAddress: 'local',
};

/**
 * Removes the job applications kept past their retention date (the privacy notice's "until the
 * selection ends and six months after"), with their CVs, HR's notes and mails, leaving an audit
 * line for each; returns their references. The site also runs this daily (hr/retentionPurge.mts).
 */
export async function purgeApplications(
  dataDir: string,
  now = new Date(),
  databaseUrl = getEnv().DATABASE_URL,
): Promise<string[]> {
  const store = await ReportStore.connect({ dataDir, databaseUrl });
  try {
    return await store.purgeApplications(now, { ...operatorCli, now });
  } finally {
    await store.close();
  }
}
