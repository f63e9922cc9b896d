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
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { asciiHtml } from './asciiHtml.mjs';
import { buildEntityTag } from './pageValidator.mjs';
import { deferScriptsUntilPaint } from './scriptsAfterPaint.mjs';
import { documentPolicy, inlineScriptHashes, resourcePolicy } from './contentSecurityPolicy.mjs';

// The app's own copy of Next (the server runs in the app folder), so the cache shares its statics.
const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'));
const FileSystemCache = requireFromApp(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

const CSP = 'content-security-policy';
/** Entries already given their policy: Next keeps entries in memory, so a page is hashed once. */
const stamped = new WeakSet();

/**
 * Prepares a cache value: pages get their scripts after paint, ASCII, their hashes and, when they
 * answer 200, the build's tag; route answers (feeds, JSON) the strict policy.
 */
function prepareForServing(value, entityTag) {
  if (!value || typeof value !== 'object' || stamped.has(value)) return;
  stamped.add(value);
  if (value.kind === 'APP_PAGE' && typeof value.html === 'string') {
    // Rewritten first, so the loader's inline script and the escaped scripts are hashed as served.
    value.html = asciiHtml(deferScriptsUntilPaint(value.html));
    const policy = documentPolicy({ hashes: inlineScriptHashes(value.html) });
    const validator = entityTag && (value.status ?? 200) === 200 ? { etag: entityTag } : {};
    value.headers = { ...value.headers, [CSP]: policy, ...validator };
  } else if (value.kind === 'APP_ROUTE') {
    value.headers = { ...value.headers, [CSP]: resourcePolicy };
  }
}

export default class HashedPageCache extends FileSystemCache {
  /** The build's folder holds BUILD_ID beside server/. The proxy's cache has no folder and serves no page. */
  entityTag = this.serverDistDir ? buildEntityTag(path.dirname(this.serverDistDir)) : null;

  async get(...args) {
    const entry = await super.get(...args);
    prepareForServing(entry?.value, this.entityTag);
    return entry;
  }

  async set(key, data, ctx) {
    prepareForServing(data, this.entityTag);
    return super.set(key, data, ctx);
  }
}
