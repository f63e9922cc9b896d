/**
 * One writer of tooling/e2e/tests/back-office-sqlite.spec.ts (run there, not by operators):
 * `concurrent-saves.ts <name> <saves>` opens this market's back office on the DATA_DIR it is given and
 * saves that many news categories at once, as a burst of editors' saves would; prints how many were
 * answered, the errors of the others and how many categories the database then holds, as JSON.
 */

// Holds the process open: the SQLite driver's work keeps no handle of its own (see prepare-back-office.ts).
const keepAlive = setInterval(() => undefined, 1_000);
const { getPayload } = await import('payload');
const { default: config } = await import('../payload.config');
const payload = await getPayload({ config });
const [writer = 'w', count = '50'] = process.argv.slice(2);
const saves = Number(count);
const results = await Promise.allSettled(
  Array.from({ length: saves }, (_, i) =>
    payload.create({
      collection: 'news-categories',
      locale: 'en',
      data: { name: `${writer} ${i}`, slug: `${writer}-${i}`, _status: 'published' } as never,
      overrideAccess: true,
    }),
  ),
);
const failed = results.flatMap((result) =>
  result.status === 'rejected' ? [String((result.reason as Error)?.message ?? result.reason)] : [],
);
const { totalDocs: total } = await payload.count({
  collection: 'news-categories',
  overrideAccess: true,
});
console.log(JSON.stringify({ writer, answered: saves - failed.length, failed, total }));
await payload.destroy();
clearInterval(keepAlive);
process.exit(0);
