// pnpm bench:lighthouse — Lighthouse (mobile preset) on every route of every market, one table per run.
// Expects built apps (the root script builds them first). BENCH_MARKETS, BENCH_LOCALES=all and
// BENCH_PAGES=all widen or narrow the run (see routesOf).
import { header, measure, row, worst, type LighthouseFigures } from './lighthouseRun';
import { bareDir, benchMarkets, buildBare, ports, routesOf, startServer, table } from './sites';

/**
 * The bare Next.js page of the same version, measured before and after the sites. On a small,
 * shared machine Next's own boot is near the edge of the TBT score; these two rows show where that
 * edge lay during this run, so a 99 can be read against what Next alone scores.
 */
async function measureBare(): Promise<LighthouseFigures> {
  const server = await startServer(bareDir, ports.bare);
  try {
    return (await measure([`${server.baseURL}/`]))[0]!;
  } finally {
    await server.stop();
  }
}

await buildBare();
const all: LighthouseFigures[] = [];
const rows: (string | number)[][] = [row('bare Next.js page, before', await measureBare())];
for (const market of benchMarkets()) {
  const server = await startServer(market.dir, ports[market.code]);
  try {
    const routes = routesOf(market);
    console.error(`${market.code}: ${routes.length} routes`);
    const figures = await measure(
      routes.map((r) => `${server.baseURL}${encodeURI(r.href)}`),
      (f) =>
        console.error(
          `  ${f.url} ${Object.values(f.scores)
            .map((s) => Math.round(s * 100))
            .join(' ')}${f.failures.length ? `  ${f.failures.join(', ')}` : ''}`,
        ),
    );
    figures.forEach((f, i) => rows.push(row(`${market.code} ${routes[i]!.href}`, f)));
    all.push(...figures);
  } finally {
    await server.stop();
  }
}
rows.push(row('bare Next.js page, after', await measureBare()));
rows.push(row('worst (sites)', worst(all)));
console.log(table(header, rows));
const failures = all.flatMap((f) => f.failures.map((why) => `${f.url}: ${why}`));
if (failures.length) console.log(`\nAudits under 1:\n${failures.join('\n')}`);
console.log(`\n${all.length} pages; Lighthouse 12, mobile preset, simulated throttling.`);
