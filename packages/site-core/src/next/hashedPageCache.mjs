// @ts-check
// Next's incremental cache with four additions: every cached HTML page starts Next's client scripts
// after its first paint (src/next/scriptsAfterPaint.mjs), is kept as plain ASCII so that each
// answer is written fast (src/next/asciiHtml.mjs), carries the build's entity tag in place of the
// per-request hash Next would compute (src/next/pageValidator.mjs), and carries a
// Content-Security-Policy that allows exactly its own inline scripts by hash.
//
// Why here: Next inlines its hydration data (self.__next_f.push(...)) into each page, different on
// every page, so a static policy would need 'unsafe-inline'. Every page that `next start` serves from
// the cache passes through get() (prerendered pages, read from the build output) or set() (pages
// rendered on demand, such as the localized 404 of an unknown path, whose first response is built
// from the very entry handed to set()). Hashing there keeps all pages prerendered, costs one sha256
// pass per page and process, and covers any inline script that later code adds (consent defaults).
// Dynamic pages never reach the cache; the proxy gives them a nonce instead (cspProxy.ts).
//
// The cache value is Next's (IncrementalCachedAppPageValue of next/dist/server/response-cache): a value
// of another shape throws here (UnexpectedCacheValue) instead of being served without its policy, so a
// Next upgrade that changes it fails the tests (hashedPageCache.test.ts, test/next-contract).
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { asciiHtml } from './asciiHtml.mjs';
import { buildEntityTag } from './pageValidator.mjs';
import { seamFlags } from '../platform/seamFlags.mjs';
import { deferScriptsUntilPaint } from './scriptsAfterPaint.mjs';
import { documentPolicy, inlineScriptHashes, resourcePolicy } from './contentSecurityPolicy.mjs';
import { goneMarker, movedLocation, movedMarker, notFoundMarker } from '../routing/pageStatus.mjs';
import {
  currentContentRevision,
  mixedRevision,
  revisionEntityTag,
  revisionOf,
} from '../platform/contentRevision.mjs';

// The app's own copy of Next (the server runs in the app folder), so the cache shares its statics.
const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'));
/** @type {new (ctx: any) => { serverDistDir?: string, get(...args: any[]): Promise<any>, set(...args: any[]): Promise<void> }} */
const FileSystemCache = requireFromApp(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

const CSP = 'content-security-policy';
/** Next's CachedRouteKind: any other kind means its cache values have changed. */
const knownKinds = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES', 'FETCH', 'REDIRECT', 'IMAGE']);
/** Entries already given their policy: Next keeps entries in memory, so a page is hashed once. */
const stamped = new WeakSet();

/** A cache value this handler cannot prepare: Next has changed the shape it relies on. */
export class UnexpectedCacheValue extends Error {
  /** @param {string} what */
  constructor(what) {
    super(`hashedPageCache: Next's cache value changed (${what}); see src/next/README.md`);
    this.name = 'UnexpectedCacheValue';
  }
}

/** @param {unknown} headers */
const isHeaders = (headers) =>
  headers === undefined ||
  (typeof headers === 'object' && headers !== null && !Array.isArray(headers));

/**
 * Throws unless `value` has the fields this handler reads and writes, as Next 16 shapes them.
 *
 * @param {Record<string, unknown>} value
 */
function assertKnownShape(value) {
  const { kind } = value;
  if (typeof kind !== 'string' || !knownKinds.has(kind)) {
    throw new UnexpectedCacheValue(`unknown kind ${JSON.stringify(kind)}`);
  }
  if (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE') return;
  if (!isHeaders(value.headers)) throw new UnexpectedCacheValue(`${kind} headers not an object`);
  if (value.status !== undefined && typeof value.status !== 'number') {
    throw new UnexpectedCacheValue(`${kind} status not a number`);
  }
  if (kind === 'APP_PAGE' && typeof value.html !== 'string') {
    throw new UnexpectedCacheValue('APP_PAGE html not a string');
  }
}

/**
 * Prepares a cache value: pages get their scripts after paint, ASCII, their hashes and, when they
 * answer 200, the build's tag; the site's 404 page its status; route answers (feeds, JSON) the strict policy. The flags switch the
 * first two off (seamFlags.mjs).
 *
 * @param {any} value a cache value of Next's, or null for a miss
 * @param {string | null} entityTag
 * @param {{ scriptsAfterPaint: boolean, asciiPages: boolean }} [flags]
 */
export function prepareForServing(value, entityTag, flags = seamFlags()) {
  if (!value || typeof value !== 'object' || stamped.has(value)) return;
  assertKnownShape(value);
  stamped.add(value);
  if (value.kind === 'APP_PAGE') {
    // Rewritten first, so the loader's inline script and the escaped scripts are hashed as served.
    let html = value.html;
    if (flags.scriptsAfterPaint) html = deferScriptsUntilPaint(html);
    if (flags.asciiPages) html = asciiHtml(html);
    value.html = html;
    // The site's 404 renders as a page (src/routing/pageStatus.mjs); its status is set here, once.
    if (html.includes(notFoundMarker)) value.status = 404;
    else if (html.includes(goneMarker)) value.status = 410;
    // An old address of a moved page (a redirect of the back office) answers 301 to its new one.
    const location = html.includes(movedMarker) ? movedLocation(html) : null;
    if (location) value.status = 301;
    const policy = documentPolicy({ hashes: inlineScriptHashes(html) });
    // The tag names the content revision too: after a publish, a browser's copy is not confirmed.
    // A page of mixed revisions gets none: it is served once and rendered again.
    const revision = revisionOf(value);
    const tag = revision === mixedRevision ? null : revisionEntityTag(entityTag, revision);
    const validator = tag && (value.status ?? 200) === 200 ? { etag: tag } : {};
    value.headers = {
      ...value.headers,
      [CSP]: policy,
      ...validator,
      ...(location ? { location } : {}),
    };
  } else if (value.kind === 'APP_ROUTE') {
    value.headers = { ...value.headers, [CSP]: resourcePolicy };
  }
}

/** @param {any} value a cache value as prepared for serving */
const isMissingPage = (value) =>
  value?.kind === 'APP_PAGE' && (value.status === 404 || value.status === 410);

export default class HashedPageCache extends FileSystemCache {
  /** The build's folder holds BUILD_ID beside server/. The proxy's cache has no folder and serves no page. */
  entityTag = this.serverDistDir ? buildEntityTag(path.dirname(this.serverDistDir)) : null;
  flags = seamFlags();

  /**
   * @override
   * @param {any[]} args
   */
  async get(...args) {
    const entry = await super.get(...args);
    // A page or route answer of older content is a miss: Next renders it anew and set() stores it.
    const revision = revisionOf(entry?.value);
    if (revision !== null) {
      const current = await currentContentRevision();
      if (current !== null && current !== revision) return null;
    }
    prepareForServing(entry?.value, this.entityTag, this.flags);
    return entry;
  }

  /**
   * @override
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    prepareForServing(data, this.entityTag, this.flags);
    // The 404 of an address no page has, and a page that is gone (410), are rendered per request
    // and never stored: anyone can make up addresses, and each stored answer (HTML, payload and
    // segments, some 100 kB) would stay on disk until the next deploy. The build stores what it renders.
    if (!this.flags.building && isMissingPage(data)) return;
    return super.set(key, data, ctx);
  }
}
