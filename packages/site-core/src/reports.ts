/**
 * Entry `@medivia/site-core/reports`: the adverse-effect report store outside Next, for operator
 * commands (an app's `reports:export`) and tests that inspect what a running site stored. Plain
 * Node can load it: no `server-only`, no mailer.
 */
import { getEnv } from './env';

export { ReportStore, REPORT_STORE_FILE } from './report/store/reportStore';
export { exportReports, type ExportOptions } from './report/export/exportReports';

/** The folder of the store, as the server resolves it (DATA_DIR, else .data/ in the app). */
export function dataDirectory(): string {
  return getEnv().DATA_DIR;
}
