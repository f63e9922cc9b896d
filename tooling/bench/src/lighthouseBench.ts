// pnpm bench:lighthouse — Lighthouse (mobile preset) on every route of every market, one table per
// round. Expects built apps (the root script builds them first). BENCH_MARKETS, BENCH_LOCALES=all and
// BENCH_PAGES=all|forms widen or narrow the run (see routesOf); BENCH_ROUNDS=3 measures everything
// three times, the bare page in every round; BENCH_PORT_BASE moves the servers' ports (see ports).
import {
  header,
  measure,
  ratioHeader,
  ratioRows,
  row,
  worst,
  type LighthouseFigures,
} from './lighthouseRun';
import {
  bareDir,
  benchMarkets,
  buildBare,
  ports,
  routesOf,
  startServer,
  table,
  type Server,
} from './sites';

const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10)
  throw new Error(`BENCH_ROUNDS must be a whole number from 1 to 10, not ${rounds}`);

/**
 * The bare Next.js page of the same version, measured before and after the sites in each round. On a
 * small, shared machine Next's own boot is near the edge of the TBT score; these two rows show where
 * that edge lay during the round, so a 99 can be read against what Next alone scores.
 */
async function measureBare(server: Server): Promise<LighthouseFigures> {
  return (await measure([`${server.baseURL}/`]))[0]!;
}

const progress = (f: LighthouseFigures) =>
  console.error(
    `  ${f.url} ${Object.values(f.scores)
      .map((s) => Math.round(s * 100))
      .join(
        ' ',
      )} TBT ${Math.round(f.tbt)} ms${f.failures.length ? `  ${f.failures.join(', ')}` : ''}`,
  );

await buildBare();
const bareServer = await startServer(bareDir, ports.bare);
const servers: { market: ReturnType<typeof benchMarkets>[number]; server: Server }[] = [];
const all: LighthouseFigures[] = [];
const bareRuns: LighthouseFigures[] = [];
/** Each page's runs over the rounds, in the order measured. */
const byPage = new Map<string, LighthouseFigures[]>();
try {
  for (const market of benchMarkets())
    servers.push({ market, server: await startServer(market.dir, ports[market.code]) });
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.error(`round ${round} of ${rounds}`);
    const before = await measureBare(bareServer);
    bareRuns.push(before);
    const rows: (string | number)[][] = [row('bare Next.js page, before', before)];
    const ofRound: LighthouseFigures[] = [];
    for (const { market, server } of servers) {
      const routes = routesOf(market);
      console.error(`${market.code}: ${routes.length} routes`);
      const figures = await measure(
        routes.map((r) => `${server.baseURL}${encodeURI(r.href)}`),
        progress,
      );
      figures.forEach((f, i) => {
        const label = `${market.code} ${routes[i]!.href}`;
        rows.push(row(label, f));
        byPage.set(label, [...(byPage.get(label) ?? []), f]);
      });
      ofRound.push(...figures);
    }
    const after = await measureBare(bareServer);
    bareRuns.push(after);
    rows.push(row('bare Next.js page, after', after));
    rows.push(row('worst (sites)', worst(ofRound)));
    all.push(...ofRound);
    if (rounds > 1) console.log(`\nRound ${round} of ${rounds}`);
    console.log(table(header, rows));
  }
} finally {
  await Promise.all([bareServer.stop(), ...servers.map(({ server }) => server.stop())]);
}
console.log(
  `\nMedians of ${rounds} round(s) against the bare page of the same run (budgets: TBT at most 1.2x, LCP 1.5x, JS bare + 15 kB)`,
);
console.log(
  table(
    ratioHeader,
    ratioRows(
      bareRuns,
      [...byPage].map(([label, figures]) => ({ label, figures })),
    ),
  ),
);
const failures = all.flatMap((f) => f.failures.map((why) => `${f.url}: ${why}`));
if (failures.length) console.log(`\nAudits under 1:\n${failures.join('\n')}`);
console.log(
  `\n${all.length / rounds} pages${rounds > 1 ? `, ${rounds} rounds` : ''}; Lighthouse 12, mobile preset, simulated throttling.`,
);
