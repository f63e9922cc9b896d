/**
 * Before `next build`: opens the back office's database once, so its committed migrations are applied
 * and an empty database is loaded with today's copy before the build's workers prerender pages from
 * it (several workers opening an empty database at once would each try to migrate it).
 */

// A watchdog from the first line: a load that never settles fails the build in two minutes (a normal run
// takes seconds) instead of holding it. Such stalls were Lexical's Node entry points, which choose their
// build with a top-level await that Node 20 sometimes never settles when several of them load at once
// (exit 13, or a hang); the `production` condition in package.json's scripts loads the builds directly.
const watchdog = setTimeout(() => {
  console.error('[back office] preparing the database did not finish in 2 minutes; giving up');
  process.exit(75);
}, 120_000);
try {
  const { prepareBackOffice } = await import('@medivia/site-core/backoffice');
  process.exitCode = await prepareBackOffice(() => import('../payload.config'));
} finally {
  clearTimeout(watchdog);
}
