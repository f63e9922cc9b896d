// pnpm bench:lighthouse — Lighthouse (mobile preset) on every route of every market, one table per run.
// Expects built apps (the root script builds them first). BENCH_MARKETS, BENCH_LOCALES=all and
// BENCH_PAGES=all widen or narrow the run (see routesOf).
import { header, measure, row, worst, type LighthouseFigures } from './lighthouseRun';
import { benchMarkets, ports, routesOf, startServer, table } from './sites';

const all: LighthouseFigures[] = [];
const rows: (string | number)[][] = [];
for (const market of benchMarkets()) {
  const server = await startServer(market.dir, ports[market.code]);
  try {
    const routes = routesOf(market);
    console.error(`${market.code}: ${routes.length} routes`);
    const figures = await measure(
      routes.map((r) => `${server.baseURL}${encodeURI(r.href)}`),
      (f) => console.error(`  ${f.url} ${Object.values(f.scores).map((s) => Math.round(s * 100)).join(' ')}${f.failures.length ? `  ${f.failures.join(', ')}` : ''}`),
    );
    figures.forEach((f, i) => rows.push(row(`${market.code} ${routes[i]!.href}`, f)));
    all.push(...figures);
  } finally {
    await server.stop();
  }
}
rows.push(row('worst', worst(all)));
console.log(table(header, rows));
const failures = all.flatMap((f) => f.failures.map((why) => `${f.url}: ${why}`));
if (failures.length) console.log(`\nAudits under 1:\n${failures.join('\n')}`);
console.log(`\n${all.length} pages; Lighthouse 12, mobile preset, simulated throttling.`);
