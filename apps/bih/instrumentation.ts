/**
 * Runs once when the Next server starts: starts the adverse-effect report relay, so mails of reports
 * stored before a crash or restart go out even if no new report arrives. A no-op where the market has
 * the feature off.
 */
export async function register() {
  // NEXT_RUNTIME is replaced at build time, which drops this branch (SQLite, the mailer) from an edge
  // bundle; it therefore cannot be read through env.ts.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ market }, { startReportRelay }] = await Promise.all([
      import('./src/market'),
      import('@medivia/site-core'),
    ]);
    startReportRelay(market);
  }
}
