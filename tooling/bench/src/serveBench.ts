// pnpm bench:serve — requests per second of `next start` on prerendered pages, side by side with the
// bare Next.js page built in the same run. Judged here: at least 0.9x the bare page (the budget in
// docs/architecture.md is now 1.0x the site-sized page below).
// One server at a time takes the load; autocannon runs in this process with 10 connections, after a
// warm-up, so both sides pay the same client cost. BENCH_SECONDS sets the length of each run.
//
// A second yardstick, the bare app's /sized page, is as large as a site page: a page of 120 kB costs
// more to send than one of 5 kB whoever built it, and the ratio to /sized is what the sites' own
// serving code (routing, the page cache handler, headers) costs on top of Next.
import autocannon from 'autocannon';
import { benchMarkets, bareDir, buildBare, ports, startServer, table, type Server } from './sites';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = 0.9;

interface Throughput {
  rps: number;
  p99: number;
  kB: number;
}

async function load(url: string, gzip: boolean): Promise<Throughput> {
  const headers = gzip ? { 'accept-encoding': 'gzip' } : {};
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up: caches, JIT
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    kB: result.throughput.average / result.requests.average / 1024,
  };
}

/** A table row: the page's figures, then its ratios to the yardsticks. */
const row = (label: string, f: Throughput, ...ratios: string[]) => [
  label,
  Math.round(f.rps),
  f.p99,
  f.kB.toFixed(1),
  ...ratios,
];
/** Requests per second of one page as a multiple of another's, as printed. */
const times = (page: Throughput, yardstick: Throughput) => (page.rps / yardstick.rps).toFixed(2);

await buildBare();
const servers: Server[] = [];
const rows: (string | number)[][] = [];
const misses: string[] = [];
try {
  const bare = await startServer(bareDir, ports.bare);
  servers.push(bare);
  for (const gzip of [false, true]) {
    const encoding = gzip ? 'gzip' : 'identity';
    const base = await load(`${bare.baseURL}/`, gzip);
    const sized = await load(`${bare.baseURL}/sized`, gzip);
    rows.push(row(`bare Next.js page (${encoding})`, base, '1.00', ''));
    rows.push(
      row(`bare Next.js page, site-sized (${encoding})`, sized, times(sized, base), '1.00'),
    );
    for (const market of benchMarkets()) {
      const server = await startServer(market.dir, ports[market.code]);
      servers.push(server);
      const { router } = market;
      const locale = router.defaultLocale;
      const article = router.pages(locale).find((page) => page.name === 'newsArticle');
      const hrefs = [
        router.href('home', locale),
        router.href('about', locale),
        ...(article ? [router.href(article.name, locale, article.params)] : []),
      ];
      for (const href of hrefs) {
        const figures = await load(`${server.baseURL}${encodeURI(href)}`, gzip);
        rows.push(
          row(
            `${market.code} ${href} (${encoding})`,
            figures,
            times(figures, base),
            times(figures, sized),
          ),
        );
        if (!gzip && figures.rps / base.rps < BUDGET)
          misses.push(`${market.code} ${href}: ${times(figures, base)}x the bare page`);
      }
      await server.stop();
      servers.pop();
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
console.log(table(['page', 'req/s', 'p99 ms', 'kB/answer', 'x bare', 'x site-sized bare'], rows));
console.log(
  `\nautocannon, 10 connections, ${seconds} s per page after 2 s warm-up. Budget: ${BUDGET}x the bare page (identity encoding; gzip rows show the cost of compressing larger pages in Node).`,
);
console.log(
  "x site-sized bare: against a bare Next.js page of about the same size (bare/app/sized), i.e. what the sites' own serving code costs beyond the bytes.",
);
if (misses.length) {
  console.log(`\nUnder budget:\n${misses.join('\n')}`);
  process.exitCode = 1;
}
