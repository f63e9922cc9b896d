/**
 * Before `next build`: opens the back office's database once, so its committed migrations are applied
 * and an empty database is loaded with today's copy before the build's workers prerender pages from
 * it (several workers opening an empty database at once would each try to migrate it).
 */

// A watchdog from the first line. On Node 20, loading this TypeScript through tsx's loader has been seen
// to stall now and then (under turbo's three parallel builds) before the database was even opened:
// once ending the process with exit 13 (an unsettled top-level await), once hanging. The timer keeps
// the process open meanwhile, and gives up after two minutes (a normal run takes seconds) with exit
// 75, so the build script's second attempt runs; migrating and seeding are safe to repeat.
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
