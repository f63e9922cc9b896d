import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Market,
  type Locale,
  createMarketRouter,
  isClosedOpeningPage,
  type Router,
} from '@medivia/site-core/model';
import { market as cro } from '@medivia/cro/src/market';
import { market as slo } from '@medivia/slo/src/market';
import { market as bih } from '@medivia/bih/src/market';
import { seed as croSeed } from '@medivia/cro/src/seed';
import { seed as sloSeed } from '@medivia/slo/src/seed';
import { seed as bihSeed } from '@medivia/bih/src/seed';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const bareDir = fileURLToPath(new URL('../bare/', import.meta.url));

/**
 * Ports of the benchmark servers: the bare page and one per market, from BENCH_PORT_BASE (3400 by
 * default, so 3400-3430), which lets several checkouts on one machine benchmark at once.
 */
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3400);
if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65_000)
  throw new Error(`BENCH_PORT_BASE must be a port number from 1024 to 65000, not ${portBase}`);
export const ports = {
  bare: portBase,
  cro: portBase + 10,
  slo: portBase + 20,
  bih: portBase + 30,
} as const;
export type MarketCode = 'cro' | 'slo' | 'bih';

export interface BenchMarket {
  code: MarketCode;
  /** The market's settings with the content its fresh database is seeded with (what the pages show). */
  config: Market;
  router: Router;
  dir: string;
  baseURL: string;
}

const all: BenchMarket[] = (
  [
    ['cro', { ...cro, ...croSeed }],
    ['slo', { ...slo, ...sloSeed }],
    ['bih', { ...bih, ...bihSeed }],
  ] as const
).map(([code, config]) => ({
  code,
  config,
  router: createMarketRouter(config),
  dir: path.join(repoRoot, 'apps', code),
  baseURL: `http://127.0.0.1:${ports[code]}`,
}));

/** BENCH_MARKETS=cro,slo narrows a run; every market by default. */
export function benchMarkets(): BenchMarket[] {
  const only = process.env.BENCH_MARKETS?.split(',');
  return all.filter((m) => !only || only.includes(m.code));
}

export interface RouteUnderTest {
  market: MarketCode;
  locale: Locale;
  route: string;
  href: string;
}

/** BENCH_PAGES=forms: the pages with a form of their own, the slowest to become interactive. */
const FORM_OPENINGS = 2;

/**
 * The contact page, the first two open job openings and the report page, where the market has them,
 * and one content page to compare them with.
 */
function formPages(market: BenchMarket, locale: Locale) {
  const pages = market.router.pages(locale);
  const openings = pages
    .filter(
      (page) => page.name === 'jobOpening' && !isClosedOpeningPage(market.config, page, locale),
    )
    .slice(0, FORM_OPENINGS);
  return [
    ...pages.filter((page) => page.name === 'contact'),
    ...openings,
    ...pages.filter((page) => page.name === 'report'),
    // A content page without a form, for the forms to be read against: the first news article.
    ...pages.filter((page) => page.name === 'newsArticle').slice(0, 1),
  ];
}

/**
 * The pages of a market to measure: one page per route of the route table (the first article of
 * the article route, and so on) in the default locale; BENCH_LOCALES=all adds every locale,
 * BENCH_PAGES=all measures every concrete page instead of one per route, and BENCH_PAGES=forms only
 * the pages with a form (formPages).
 */
export function routesOf(market: BenchMarket): RouteUnderTest[] {
  const { router } = market;
  const locales = process.env.BENCH_LOCALES === 'all' ? router.locales : [router.defaultLocale];
  return locales.flatMap((locale) => {
    const seen = new Set<string>();
    const pages =
      process.env.BENCH_PAGES === 'forms'
        ? formPages(market, locale)
        : router
            .pages(locale)
            .filter(
              (page) =>
                process.env.BENCH_PAGES === 'all' || (!seen.has(page.name) && seen.add(page.name)),
            );
    return pages.map((page) => ({
      market: market.code,
      locale,
      route: page.name,
      href: router.href(page.name, locale, page.params),
    }));
  });
}

export interface Server {
  baseURL: string;
  stop(): Promise<void>;
}

/** `next start` of a built app on a port of its own, as production runs it; resolves once it answers. */
export async function startServer(
  dir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const nextBin = createRequire(path.join(dir, 'package.json')).resolve('next/dist/bin/next');
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(
      `Port ${port} is taken: stop the server on it first, or the figures would be another server's`,
    );
  const child: ChildProcess = spawn(
    process.execPath,
    // The apps' own start script's keep-alive (apps/*/package.json): longer than a pooled connection's
    // idle time (nginx keeps upstream ones 60 s), so a reused connection never meets the server closing it.
    [nextBin, 'start', '--keepAliveTimeout', '65000', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        // Production refuses to start without its public origin: here, the address the bench asks.
        SERVER_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`next start in ${dir} exited with ${child.exitCode}`);
    const ok = await fetch(`${baseURL}/`).then(
      () => true,
      () => false,
    );
    if (ok) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start in ${dir} did not answer on ${baseURL} within 60 s`);
}

/** Builds the bare Next.js page (tooling/bench/bare) with the Next of this package: the baseline of the run. */
export async function buildBare(): Promise<void> {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  await run(process.execPath, [nextBin, 'build', bareDir], path.dirname(bareDir));
}

export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** A fixed-width text table: the benchmarks print these, and the README quotes them. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}
