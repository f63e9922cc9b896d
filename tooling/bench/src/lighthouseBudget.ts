// The Lighthouse budget in the test command: a sample of one market (home, a content page, an
// article), each category must score 100. Performance may score 98: simulated throttling still
// derives its timings from this machine's CPU, and two cores shared with other test tasks make
// it vary between runs (LIGHTHOUSE_MIN_PERFORMANCE=1 demands 100). Each page is measured three
// times and judged by its best run. That noise is one-sided: other work on a shared machine only
// ever adds blocking time, never removes any, so the best run is the closest to what the page itself
// costs. A heavier page (more script, more to hydrate) is slower in every run, the best one included,
// so a regression still fails. The three scores are printed beside the verdict.
import { header, measure, row } from './lighthouseRun';
import { benchMarkets, ports, startServer, table } from './sites';

const minPerformance = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 0.98);
const market = benchMarkets()[0]!;
const { router } = market;
const locale = router.defaultLocale;
const article = router.pages(locale).find((page) => page.name === 'newsArticle');
const sample = [
  router.href('home', locale),
  router.href('about', locale),
  ...(article ? [router.href(article.name, locale, article.params)] : []),
];

const server = await startServer(market.dir, ports[market.code]);
let failures: string[] = [];
try {
  const urls = sample.map((href) => `${server.baseURL}${encodeURI(href)}`);
  const runs = [await measure(urls), await measure(urls), await measure(urls)];
  const ofPage = urls.map((_, i) =>
    runs.map((run) => run[i]!).sort((a, b) => b.scores.performance - a.scores.performance),
  );
  const figures = ofPage.map((measured) => measured[0]!);
  console.log(
    table(
      header,
      figures.map((f, i) => row(`${market.code} ${sample[i]}`, f)),
    ),
  );
  console.log('(best of three runs per page; performance of each run, best first:)');
  ofPage.forEach((measured, i) =>
    console.log(
      `  ${sample[i]}: ${measured.map((f) => Math.round(f.scores.performance * 100)).join(', ')}`,
    ),
  );
  failures = figures.flatMap((f) => {
    const low = Object.entries(f.scores).filter(
      ([category, score]) => score < (category === 'performance' ? minPerformance : 1),
    );
    return low.length
      ? [
          `${f.url}: ${low.map(([c, s]) => `${c} ${Math.round(s * 100)}`).join(', ')}; ${f.failures.join(', ')}`,
        ]
      : [];
  });
} finally {
  await server.stop();
}
if (failures.length) {
  console.error(`\nLighthouse budget missed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  `\n${sample.length} passed, 0 failed: Lighthouse budget (performance >= ${minPerformance * 100}, others 100)`,
);
