// pnpm bench:size — the gzip size of the JavaScript each route loads, beside a bare Next.js page of
// the same version built in this run. Budget (docs/architecture.md): within 15 kB of the bare page on
// every page, form pages included since issue #40 (their forms are rendered on the server and their
// code, @medivia/ui/EnhanceOnInteraction, comes on the visitor's first interaction), and no form code or
// message catalogue on any page on arrival. Exits 1 when a page misses it.
import { launch, pageScripts } from './pageScripts';
import { benchMarkets, buildBare, bareDir, ports, routesOf, startServer, table } from './sites';

const BUDGET_KB = 15;
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

await buildBare();
const browser = await launch();
const rows: (string | number)[][] = [];
const misses: string[] = [];
try {
  const bareServer = await startServer(bareDir, ports.bare);
  const bare = await pageScripts(browser, `${bareServer.baseURL}/`).finally(() =>
    bareServer.stop(),
  );
  rows.push(['bare Next.js page', kB(bare.gzipBytes), bare.count, '1.00', '0.0', '']);
  for (const market of benchMarkets()) {
    const server = await startServer(market.dir, ports[market.code]);
    try {
      for (const route of routesOf(market)) {
        const js = await pageScripts(browser, `${server.baseURL}${encodeURI(route.href)}`);
        const over = (js.gzipBytes - bare.gzipBytes) / 1024;
        const label = `${market.code} ${route.href}`;
        const row = [
          label,
          kB(js.gzipBytes),
          js.count,
          (js.gzipBytes / bare.gzipBytes).toFixed(2),
          over.toFixed(1),
          [...js.forbidden, ...js.backOffice].join(', '),
        ];
        rows.push(row);
        if (over > BUDGET_KB) misses.push(`${label}: ${over.toFixed(1)} kB over the bare page`);
        if (js.forbidden.length) misses.push(`${label}: ships ${js.forbidden.join(', ')}`);
        if (js.backOffice.length) misses.push(`${label}: ships ${js.backOffice.join(', ')}`);
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
const pages = rows.slice(1);
const worst = pages.reduce((a, b) => (Number(b[1]) > Number(a[1]) ? b : a), pages[0]!);
rows.push([`worst page: ${worst[0]}`, worst[1]!, worst[2]!, worst[3]!, worst[4]!, '']);
console.log(table(['route', 'JS kB gzip', 'scripts', 'x bare', '+kB', 'forbidden code'], rows));
console.log(
  `\nBudget: bare + ${BUDGET_KB} kB on every page, form pages included; no form code or catalogue on arrival on any page.`,
);
if (misses.length) {
  console.log(`\nOver budget:\n${misses.join('\n')}`);
  process.exitCode = 1;
}
