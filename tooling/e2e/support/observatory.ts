/**
 * The header tests of the MDN HTTP Observatory (mdn/mdn-http-observatory, src/scorer.js and
 * src/analyzer/tests/*), for one response: each test yields a result with a score modifier, the
 * score starts at 100, bonuses count only when the total without them is at least 90, and the
 * grade follows the Observatory's table (100+ = A+, 90 = A, 85 = A-, 80 = B+, ...).
 *
 * Modifiers used here, from the Observatory's scoring table:
 *   csp-implemented-with-no-unsafe-default-src-none +10, csp-implemented-with-no-unsafe +5,
 *   csp-implemented-with-unsafe-inline-in-style-src-only 0, csp-implemented-with-unsafe-eval -10,
 *   csp-implemented-with-unsafe-inline -20, csp-implemented-with-insecure-scheme -20,
 *   csp-not-implemented -25; hsts-implemented-max-age-at-least-six-months 0,
 *   hsts-implemented-max-age-less-than-six-months -10, hsts-not-implemented -20;
 *   x-content-type-options-nosniff 0, x-content-type-options-not-implemented -5;
 *   x-frame-options-implemented-via-csp +5, x-frame-options-sameorigin-or-deny 0,
 *   x-frame-options-not-implemented -20; referrer-policy-private +5, referrer-policy-unsafe -5,
 *   referrer-policy-not-implemented 0; cookies-not-found 0.
 * Not graded here: redirection (http -> https needs a TLS host) and subresource integrity (all our
 * scripts are same-origin, which the Observatory scores 0).
 */
export interface Grade {
  score: number;
  grade: string;
  /** Every test result, e.g. 'csp-implemented-with-no-unsafe (+5)'. */
  results: string[];
  /** Results with a negative modifier: an A+ response has none. */
  failures: string[];
}

type Headers = Record<string, string>;

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function cspResult(headers: Headers): [string, number] {
  const raw = headers['content-security-policy'];
  if (!raw) return ['csp-not-implemented', -25];
  // Two policies in one header (joined by a comma) are both enforced; grade the first, flag the rest.
  if (raw.includes(',')) return ['csp-header-invalid (more than one policy)', -25];
  const csp = directives(raw);
  const defaultSrc = csp.get('default-src') ?? [];
  const scriptSrc = csp.get('script-src') ?? defaultSrc;
  const styleSrc = csp.get('style-src') ?? defaultSrc;
  const objectSrc = csp.get('object-src') ?? defaultSrc;
  const insecure = (sources: string[]) =>
    sources.some((s) => ['*', 'http:', 'https:', 'data:'].includes(s) || s.startsWith('http://'));
  const strictDynamic = scriptSrc.includes("'strict-dynamic'");
  const hasHashOrNonce = scriptSrc.some((s) => /^'(sha(256|384|512)|nonce)-/.test(s));
  if (scriptSrc.includes("'unsafe-inline'") && !(hasHashOrNonce || strictDynamic))
    return ['csp-implemented-with-unsafe-inline', -20];
  if (!scriptSrc.length || (insecure(scriptSrc) && !strictDynamic))
    return ['csp-implemented-with-unsafe-inline (open script-src)', -20];
  if (scriptSrc.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (!objectSrc.includes("'none'"))
    return ['csp-implemented-with-insecure-scheme (object-src not none)', -20];
  if (styleSrc.includes("'unsafe-inline'"))
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  if (defaultSrc.includes("'none'")) return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

function hstsResult(headers: Headers): [string, number] {
  const maxAge = /max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1];
  if (maxAge === undefined) return ['hsts-not-implemented', -20];
  return Number(maxAge) >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function frameResult(headers: Headers): [string, number] {
  const ancestors = directives(headers['content-security-policy'] ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  const xfo = (headers['x-frame-options'] ?? '').toUpperCase();
  return xfo === 'DENY' || xfo === 'SAMEORIGIN'
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-not-implemented', -20];
}

const PRIVATE_REFERRERS = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function referrerResult(headers: Headers): [string, number] {
  const policy = headers['referrer-policy']?.split(',').pop()?.trim().toLowerCase();
  if (!policy) return ['referrer-policy-not-implemented', 0];
  if (PRIVATE_REFERRERS.includes(policy)) return ['referrer-policy-private', 5];
  return policy === 'no-referrer-when-downgrade'
    ? ['referrer-policy-no-referrer-when-downgrade', 0]
    : ['referrer-policy-unsafe', -5];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Grades the headers of one response (names lower-case, as Playwright and fetch give them). */
export function gradeHeaders(headers: Headers): Grade {
  const tests: [string, number][] = [
    cspResult(headers),
    hstsResult(headers),
    headers['x-content-type-options']?.toLowerCase() === 'nosniff'
      ? ['x-content-type-options-nosniff', 0]
      : ['x-content-type-options-not-implemented', -5],
    frameResult(headers),
    referrerResult(headers),
    headers['set-cookie'] ? ['cookies-present (not graded here)', 0] : ['cookies-not-found', 0],
  ];
  const penalties = tests.reduce((sum, [, m]) => sum + Math.min(m, 0), 0);
  const bonuses = tests.reduce((sum, [, m]) => sum + Math.max(m, 0), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grade = GRADES.find(([min]) => score >= min)![1];
  return {
    score,
    grade,
    results: tests.map(([name, m]) => `${name} (${m >= 0 ? '+' : ''}${m})`),
    failures: tests.filter(([, m]) => m < 0).map(([name, m]) => `${name} (${m})`),
  };
}
