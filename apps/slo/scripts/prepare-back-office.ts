/**
 * Before `next build`: opens the back office's database once, so its committed migrations are applied
 * and an empty database is loaded with today's copy before the build's workers prerender pages from
 * it (several workers opening an empty database at once would each try to migrate it).
 */

// Holds the process open from the first line: the SQLite driver's work keeps no handle of its own, and
// Node would otherwise end a script mid-query with exit 13 (an unsettled top-level await).
const keepAlive = setInterval(() => undefined, 1_000);
try {
  const { prepareBackOffice } = await import('@medivia/site-core/backoffice');
  process.exitCode = await prepareBackOffice(() => import('../payload.config'));
} finally {
  clearInterval(keepAlive);
}
