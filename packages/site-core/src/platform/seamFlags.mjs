// @ts-check
// The switches of the Next seam, read in this one place: plain JavaScript, because the page cache
// handler (hashedPageCache.mjs) and next.config load it in Node without the TypeScript env module.
// Each is on unless its variable says `off` (or `0`, `false`); any other value fails at once.
// Set them for `next build` and `next start` alike: the build prerenders the pages through the
// same cache handler and layout.
import process from 'node:process';

/**
 * @typedef {object} SeamFlags
 * @property {boolean} scriptsAfterPaint SITE_SCRIPTS_AFTER_PAINT: Next's client scripts start after the first paint (scriptsAfterPaint.mjs).
 * @property {boolean} earlyClicks SITE_EARLY_CLICKS: a click before hydration is kept and replayed (earlyClicks.ts).
 * @property {boolean} asciiPages SITE_ASCII_PAGES: cached pages are held as plain ASCII (asciiHtml.mjs).
 * @property {string | undefined} distDir NEXT_DIST_DIR: a second build folder beside .next.
 * @property {boolean} standalone NEXT_OUTPUT=standalone: a self-contained server per market (docs/deployment.md).
 * @property {boolean} development NODE_ENV=development: `next dev`.
 * @property {boolean} building NEXT_PHASE=phase-production-build, which Next sets while `next build` runs.
 */

const ON = new Set(['', 'on', '1', 'true']);
const OFF = new Set(['off', '0', 'false']);

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @returns {boolean}
 */
function flag(env, name) {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (ON.has(value)) return true;
  if (OFF.has(value)) return false;
  throw new Error(`${name} must be on or off, not ${JSON.stringify(env[name])}`);
}

/**
 * @param {Record<string, string | undefined>} [env] the process environment unless a test gives one
 * @returns {SeamFlags}
 */
export function seamFlags(
  // The one process.env read of the seam's plain-JS modules; site-core's env.ts is TypeScript, which
  // Node cannot load for the cache handler or next.config.
  // eslint-disable-next-line no-restricted-properties
  env = process.env,
) {
  return {
    scriptsAfterPaint: flag(env, 'SITE_SCRIPTS_AFTER_PAINT'),
    earlyClicks: flag(env, 'SITE_EARLY_CLICKS'),
    asciiPages: flag(env, 'SITE_ASCII_PAGES'),
    distDir: env.NEXT_DIST_DIR || undefined,
    standalone: env.NEXT_OUTPUT === 'standalone',
    // `next dev` evaluates its modules with eval(); production never does.
    development: env.NODE_ENV === 'development',
    building: env.NEXT_PHASE === 'phase-production-build',
  };
}
