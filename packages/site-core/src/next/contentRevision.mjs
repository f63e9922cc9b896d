// @ts-check
// The back office's content revision, as the page cache (hashedPageCache.mjs) and the proxy's 304
// (notModified.ts) see it. Plain JavaScript: the cache handler is loaded by path, without TypeScript.
//
// Why: pages are prerendered and served from Next's cache with their CSP hashes. When staff publish,
// every page that shows the change (the article, lists, home teasers, menus, sitemap, feeds, search
// index) must be rendered anew. Each page and route answer carries the revision of the content it was
// rendered from; the cache hands out only those of the current revision and treats any other as a miss,
// which Next renders and stores again. The revision lives in the database, so a publish made by
// another process or host (a jobs runner, an internal editing instance) is seen as well, which
// revalidatePath, bound to the Next process that calls it, would not.

import { contentRevisionHeader } from '../routing/pageStatus.mjs';

const providerKey = Symbol.for('medivia.contentRevision');
const pattern = /data-content-revision="([A-Za-z0-9._-]{1,80})"/;

/**
 * Registers where the current revision is read (the app's instrumentation, on the server's start).
 * The cache handler and the proxy are separate bundles of one process: they meet on globalThis.
 *
 * @param {(() => Promise<string | null>) | null} read
 */
export function provideContentRevision(read) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[providerKey] = read ?? undefined;
}

/**
 * The current revision, or null where no back office serves content (tests, a fixture app).
 *
 * @returns {Promise<string | null>}
 */
export async function currentContentRevision() {
  const read = /** @type {Record<symbol, unknown>} */ (globalThis)[providerKey];
  return typeof read === 'function' ? read() : null;
}

/**
 * The revision a cache value was rendered from, or null for one that does not depend on content.
 *
 * @param {any} value a cache value of Next's
 * @returns {string | null}
 */
export function revisionOf(value) {
  if (!value || typeof value !== 'object') return null;
  if (value.kind === 'APP_PAGE' && typeof value.html === 'string') {
    return pattern.exec(value.html)?.[1] ?? null;
  }
  if (value.kind === 'APP_ROUTE' && value.headers && typeof value.headers === 'object') {
    const header = value.headers[contentRevisionHeader];
    return typeof header === 'string' ? header : null;
  }
  return null;
}

/**
 * The entity tag of a page of this build and content revision.
 *
 * @param {string | null} buildTag W/"<BUILD_ID>"
 * @param {string | null} revision
 * @returns {string | null}
 */
export function revisionEntityTag(buildTag, revision) {
  if (!buildTag || !revision) return buildTag;
  return buildTag.replace(/"$/, `.${revision}"`);
}
