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
const pattern = /data-content-revision="([A-Za-z0-9._-]{1,80})"/g;

/**
 * The revision of a page whose parts were rendered from different revisions. It is never current, so
 * the page is a miss on its next request and renders again. Why: the root layout (the footer) and the
 * page each carry the revision they read; a publish landing between the two reads would otherwise
 * store a page marked new with a part of the old content, served until the next publish.
 */
export const mixedRevision = 'mixed';

/**
 * Where the current revision is read and how long a read is trusted. The cache handler, the proxy and
 * the back office's hooks are separate bundles of one process: they meet on globalThis.
 *
 * @typedef {{ read: () => Promise<string | null>, trustMs: number, last?: { at: number, value: Promise<string | null> } }} Provider
 */

/** @returns {Provider | undefined} */
const provider = () => /** @type {any} */ (globalThis)[providerKey];

/**
 * Registers where the current revision is read (the app's instrumentation, on the server's start).
 * The page cache asks on every request; `trustMs` lets one read answer the requests of that long.
 *
 * @param {(() => Promise<string | null>) | null} read
 * @param {{ trustMs?: number }} [options]
 */
export function provideContentRevision(read, { trustMs = 0 } = {}) {
  /** @type {any} */ (globalThis)[providerKey] = read ? { read, trustMs } : undefined;
}

/**
 * Changes how long a read is trusted: long while every new revision is pushed to this process as it
 * is committed (PostgreSQL's notices, backoffice/instances/revisionNotices.mts), the half second
 * again when that stops. The read in hand is dropped, so the next request reads the database: a
 * revision committed while nothing was pushed is not missed.
 *
 * @param {number} trustMs
 */
export function trustContentRevisionFor(trustMs) {
  const source = provider();
  if (!source) return;
  source.trustMs = trustMs;
  source.last = undefined;
}

/**
 * The current revision, or null where no back office serves content (tests, a fixture app).
 *
 * @returns {Promise<string | null>}
 */
export async function currentContentRevision() {
  const source = provider();
  if (!source) return null;
  const now = Date.now();
  if (!source.last || now - source.last.at >= source.trustMs) {
    source.last = { at: now, value: source.read().catch(() => null) };
  }
  return source.last.value;
}

/**
 * Tells the page cache of this process of a new revision, so that its pages are rendered anew at once
 * rather than after the trusted read expires: the revision a save in this process has just written
 * (SQLite), or one whose commit PostgreSQL has just announced (revisionNotices.mts), whichever
 * instance saved it. Announcing a save before its transaction commits is safe, if slower: a page
 * rendered in between reads the old revision from the database, is marked with it, and is rendered
 * again on its next request.
 *
 * @param {string} revision
 */
export function announceContentRevision(revision) {
  const source = provider();
  if (source) source.last = { at: Date.now(), value: Promise.resolve(revision) };
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
    const revisions = new Set(Array.from(value.html.matchAll(pattern), (match) => match[1]));
    if (revisions.size > 1) return mixedRevision;
    return revisions.values().next().value ?? null;
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
