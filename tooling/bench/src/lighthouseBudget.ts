// The Lighthouse budget in the test command: a sample of one market (home, a content page, an
// article), measured in rounds beside a bare Next.js page of the same version built in this run.
// Accessibility, best practices and SEO must score 100 in every run.
//
// Performance: a page passes when, in one round, it scores 98, or no more than 5 points below the bare
// page in that round; up to six rounds, ending as soon as every page has passed. Simulated throttling
// derives its timings from this machine's CPU, and on this shared 2-core kind of machine the same
// build's Total Blocking Time ranges from about 100 to 700 ms between consecutive runs (the bare page:
// 139-276 ms in one run, 111-118 ms on another day). That noise only ever adds blocking time, so one
// good run shows what the page itself costs, and the bare page measured in the same round shows how
// fast the machine was (in one run: the bare page 94-99, the site's pages 83-98, 2 to 8 points apart
// in a round). A page that costs clearly more than Next.js itself (more script, more to hydrate)
// falls further behind the bare page in every round, and fails. LIGHTHOUSE_MIN_PERFORMANCE=1 demands 100 whatever the bare
// page scores. Every run's score is printed beside the verdict.
import { header, measure, row, type LighthouseFigures } from './lighthouseRun';
import { bareDir, benchMarkets, buildBare, ports, startServer, table } from './sites';

const MAX_ROUNDS = 6;
/** How far below the bare page of the same round a page may score when the machine is slow. */
const BEHIND_BARE = 0.05;
const demanded = process.env.LIGHTHOUSE_MIN_PERFORMANCE;
const fixedMinimum = Number(demanded ?? 0.98);
const market = benchMarkets()[0]!;
const { router } = market;
const locale = router.defaultLocale;
const article = router.pages(locale).find((page) => page.name === 'newsArticle');
const sample = [
  router.href('home', locale),
  router.href('about', locale),
  ...(article ? [router.href(article.name, locale, article.params)] : []),
];

const points = (score: number) => Math.round(score * 100);
/** The performance a page must reach in a round whose bare page scored `bare`. */
const barOf = (bare: number) =>
  demanded === undefined ? Math.min(fixedMinimum, bare - BEHIND_BARE) : fixedMinimum;

interface PageRuns {
  label: string;
  url: string;
  runs: { figures: LighthouseFigures; bar: number }[];
}
const passedRun = (page: PageRuns) => page.runs.find((r) => r.figures.scores.performance >= r.bar);

await buildBare();
const bareServer = await startServer(bareDir, ports.bare);
const server = await startServer(market.dir, ports[market.code]).catch(async (error: unknown) => {
  await bareServer.stop();
  throw error;
});
const bareRuns: LighthouseFigures[] = [];
const pages: PageRuns[] = sample.map((href) => ({
  label: `${market.code} ${href}`,
  url: `${server.baseURL}${encodeURI(href)}`,
  runs: [],
}));
try {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const pending = pages.filter((page) => !passedRun(page));
    if (!pending.length) break;
    const [bare, ...figures] = await measure([
      `${bareServer.baseURL}/`,
      ...pending.map((p) => p.url),
    ]);
    bareRuns.push(bare!);
    const bar = barOf(bare!.scores.performance);
    pending.forEach((page, i) => page.runs.push({ figures: figures[i]!, bar }));
  }
} finally {
  await Promise.all([server.stop(), bareServer.stop()]);
}

const best = (runs: LighthouseFigures[]) =>
  [...runs].sort((a, b) => b.scores.performance - a.scores.performance)[0]!;
console.log(
  table(header, [
    row('bare Next.js page (best run)', best(bareRuns)),
    ...pages.map((page) =>
      row(page.label, passedRun(page)?.figures ?? best(page.runs.map((r) => r.figures))),
    ),
  ]),
);
console.log(
  '(a page passing in a round is measured no further; performance per round, page/bare:)',
);
for (const page of pages)
  console.log(
    `  ${page.label}: ${page.runs
      .map(
        (r, i) =>
          `${points(r.figures.scores.performance)}/${points(bareRuns[i]!.scores.performance)}`,
      )
      .join(', ')}`,
  );

const failures = pages.flatMap((page) => {
  const notFull = page.runs.flatMap(({ figures }) =>
    Object.entries(figures.scores)
      .filter(([category, score]) => category !== 'performance' && score < 1)
      .map(([category, score]) => `${category} ${points(score)}; ${figures.failures.join(', ')}`),
  );
  const slow = passedRun(page)
    ? []
    : [
        `performance below 98 and more than 5 points below the bare page in all ${page.runs.length} rounds; ${best(
          page.runs.map((r) => r.figures),
        ).failures.join(', ')}`,
      ];
  return [...new Set([...notFull, ...slow])].map((why) => `${page.url}: ${why}`);
});
if (failures.length) {
  console.error(`\nLighthouse budget missed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  `\n${sample.length} passed, 0 failed: Lighthouse budget (performance ${
    demanded === undefined
      ? '>= 98, or within 5 points of the bare page, in a round'
      : `>= ${points(fixedMinimum)}`
  }, others 100)`,
);
