import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium, headless, as in the browser tests; one instance serves every run. */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseFigures {
  url: string;
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time in ms, Cumulative Layout Shift unitless. */
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript transferred (compressed, as served), bytes. */
  jsBytes: number;
  /** Elements of the page (Lighthouse's dom-size) and main-thread tasks over 50 ms (long-tasks). */
  elements: number;
  longTasks: number;
  /** Failed audits of the categories that scored under 1, for the report. */
  failures: string[];
}

type Audit = {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      score?: number;
      node?: { selector?: string; snippet?: string };
      /** Lighthouse's root causes of a shift: a web font, unsized media, an injected iframe. */
      subItems?: { items?: { cause?: string; extra?: { value?: string } }[] };
    }[];
  };
};

/**
 * What moved, for a run with layout shift: the elements of the layout-shifts audit with their share.
 * A shift that happens in one run of many cannot be reproduced later; this is its only record.
 */
function shiftedElements(audits: Record<string, Audit>): string {
  const items = audits['layout-shifts']?.details?.items ?? [];
  return items
    .map((item) => {
      const causes = (item.subItems?.items ?? []).map(
        ({ cause, extra }) => `${cause}${extra?.value ? ` ${extra.value}` : ''}`,
      );
      const element = item.node?.selector ?? item.node?.snippet ?? '?';
      return `${element} ${item.score?.toFixed(3)}${causes.length ? ` (${causes.join(', ')})` : ''}`;
    })
    .join('; ');
}

/** A LayoutShift event of Chromium's trace: rects are [x, y, width, height] in CSS pixels. */
type TraceEvent = {
  name: string;
  ts: number;
  args?: {
    data?: {
      score?: number;
      impacted_nodes?: { old_rect?: number[]; new_rect?: number[] }[];
    };
  };
};

/**
 * How it moved: each shift of the trace with its time after navigation and the rectangles of the
 * nodes it moved, before and after. Lighthouse names no root cause for the cookie banner's rare
 * shift, so whether the banner grew, shrank or moved as a whole is the clue this leaves.
 */
export function shiftGeometry(traceEvents: TraceEvent[]): string {
  const start = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const rect = (r?: number[]) => (r ? `${r[0]},${r[1]} ${r[2]}x${r[3]}` : '?');
  return traceEvents
    .filter((e) => e.name === 'LayoutShift' && (e.args?.data?.score ?? 0) > 0)
    .map((e) => {
      const nodes = (e.args?.data?.impacted_nodes ?? []).map(
        (n) => `${rect(n.old_rect)} -> ${rect(n.new_rect)}`,
      );
      return `at ${Math.round((e.ts - start) / 1000)} ms ${e.args?.data?.score?.toFixed(3)}: ${nodes.join(', ')}`;
    })
    .join('; ');
}

/** Runs that fail to record at all, not the page's fault, and are worth one more try. */
const RETRIES = 2;

/**
 * One Lighthouse run of a page. Chromium now and then fails to record the trace of a load
 * (NO_NAVSTART, NO_FCP on a busy machine): such a run measured nothing, so it is repeated rather than
 * ending a benchmark of a hundred pages. A page that fails every time is still reported.
 */
async function run(url: string, port: number) {
  for (let attempt = 0; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = runner;
    if (!lhr.runtimeError) return { lhr, traceEvents: artifacts.Trace.traceEvents as TraceEvent[] };
    if (attempt >= RETRIES)
      throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    console.warn(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}

/**
 * Lighthouse 12 with its default configuration: the mobile preset (Moto G Power emulation) and
 * simulated throttling (slow 4G, 4x CPU slowdown), so figures do not depend on this machine's network.
 */
export async function measure(
  urls: string[],
  onResult?: (figures: LighthouseFigures) => void,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results: LighthouseFigures[] = [];
  try {
    for (const url of urls) {
      const { lhr, traceEvents } = await run(url, chrome.port);
      const audits = lhr.audits as Record<string, Audit>;
      const scores = Object.fromEntries(
        categories.map((c) => [c, lhr.categories[c]?.score ?? 0]),
      ) as Record<Category, number>;
      const failures = categories
        .filter((c) => scores[c] < 1)
        .flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id} (${audits[ref.id]?.score})`),
        );
      if ((audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.001)
        failures.push(
          `layout shift: ${shiftedElements(audits) || 'no element recorded'} [${shiftGeometry(traceEvents)}]`,
        );
      const scripts = audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      );
      const figures: LighthouseFigures = {
        url,
        scores,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        jsBytes: scripts?.transferSize ?? 0,
        elements: audits['dom-size']?.numericValue ?? NaN,
        longTasks: audits['long-tasks']?.details?.items?.length ?? 0,
        failures,
      };
      results.push(figures);
      onResult?.(figures);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const score = (s: number) => String(Math.round(s * 100));

/** A table row: scores as Lighthouse shows them (0-100), times in ms, JS in kB. */
export function row(
  label: string,
  f: Omit<LighthouseFigures, 'url' | 'failures' | 'elements' | 'longTasks'>,
): (string | number)[] {
  return [
    label,
    ...categories.map((c) => score(f.scores[c])),
    Math.round(f.lcp),
    Math.round(f.tbt),
    f.cls.toFixed(3),
    (f.jsBytes / 1024).toFixed(1),
  ];
}

export const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS kB'];

/** The worst figure of each column over all rows: lowest scores, highest times, shift and JS. */
export function worst(
  all: LighthouseFigures[],
): Omit<LighthouseFigures, 'url' | 'failures' | 'elements' | 'longTasks'> {
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.min(...all.map((f) => f.scores[c]))]),
    ) as Record<Category, number>,
    lcp: Math.max(...all.map((f) => f.lcp)),
    tbt: Math.max(...all.map((f) => f.tbt)),
    cls: Math.max(...all.map((f) => f.cls)),
    jsBytes: Math.max(...all.map((f) => f.jsBytes)),
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The budgets of issue #40, against the bare page measured in the same run. */
export const againstBare = { tbtRatio: 1.2, lcpRatio: 1.5, jsExtraKb: 15 } as const;

export const ratioHeader = [
  'page',
  'TBT ms',
  'TBT / bare',
  'LCP ms',
  'LCP / bare',
  'JS kB',
  'JS - bare kB',
  'elements',
  'long tasks',
  'within',
];

/**
 * One row per page: the median of its rounds, and its ratios to the median of every measurement of
 * the bare page in the same run (before and after the sites, in each round). On a shared machine the
 * load moves both alike, so the ratio is what one run can compare. `within` names a budget missed.
 */
export function ratioRows(
  bare: LighthouseFigures[],
  pages: { label: string; figures: LighthouseFigures[] }[],
): (string | number)[][] {
  const of = (figures: LighthouseFigures[]) => ({
    tbt: median(figures.map((f) => f.tbt)),
    lcp: median(figures.map((f) => f.lcp)),
    js: median(figures.map((f) => f.jsBytes)) / 1024,
    elements: median(figures.map((f) => f.elements)),
    longTasks: median(figures.map((f) => f.longTasks)),
  });
  const base = of(bare);
  const line = (label: string, m: ReturnType<typeof of>, check: boolean) => {
    const tbtRatio = m.tbt / base.tbt;
    const lcpRatio = m.lcp / base.lcp;
    const extra = m.js - base.js;
    const missed = [
      tbtRatio > againstBare.tbtRatio && 'TBT',
      lcpRatio > againstBare.lcpRatio && 'LCP',
      extra > againstBare.jsExtraKb && 'JS',
    ].filter(Boolean);
    return [
      label,
      Math.round(m.tbt),
      tbtRatio.toFixed(2),
      Math.round(m.lcp),
      lcpRatio.toFixed(2),
      m.js.toFixed(1),
      `${extra >= 0 ? '+' : ''}${extra.toFixed(1)}`,
      Math.round(m.elements),
      m.longTasks,
      check ? (missed.length ? `no: ${missed.join(', ')}` : 'yes') : '',
    ];
  };
  return [
    line(`bare Next.js page (${bare.length} runs)`, base, false),
    ...pages.map(({ label, figures }) => line(label, of(figures), true)),
  ];
}
