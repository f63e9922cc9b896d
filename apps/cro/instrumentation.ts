/**
 * Runs once when the Next server starts: starts the relay, so mails of reports and applications
 * stored before a crash or restart go out even if nothing new arrives, and the back office's content
 * revisions.
 */
export async function register() {
  // NEXT_RUNTIME is replaced at build time, which drops this branch (SQLite, the mailer) from an edge
  // bundle; it therefore cannot be read through env.ts.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The start script checked the configuration before `next start` (scripts/preflight.ts); a
    // start without it (a standalone server.js) is checked here, and a refused one ends with exit
    // code 1 and one line naming the problem (Next would log an error thrown here and serve 500s).
    const { requireStartupSettings } = await import('@medivia/site-core/startup');
    await requireStartupSettings();
    // Before the first request: each request carries its connection's address, which the back
    // office's sign-in limits count (X-Forwarded-For is the client's to write when no proxy is in front).
    const { stampConnectionAddresses } = await import('@medivia/site-core/backoffice/api');
    stampConnectionAddresses();
    const [{ startReportRelay }, { content }, { serveContentRevisions }] = await Promise.all([
      import('@medivia/site-core'),
      import('./src/content'),
      import('@medivia/site-core/backoffice'),
    ]);
    startReportRelay();
    // Opens the back office's database (migrations, the seed on first start, scheduled publishing)
    // and tells the page cache which content revision is current.
    await serveContentRevisions(content);
  }
}
