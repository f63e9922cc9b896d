// @ts-check
// The validator of prerendered pages. Next's own ETag is a hash of the whole page, computed on every
// request (FNV over 90–130 kB of text): a fifth of the server's time per page. A prerendered page
// only changes with a new build, so its build ID validates it just as well and costs nothing per
// request. The page cache handler puts this tag on every cached page (src/next/hashedPageCache.mjs);
// the proxy answers a repeat visit that sends it back with 304 (src/next/notModified.ts), before
// any routing or rendering.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Tags by build folder: the page cache asks on every request (Next builds it anew each time). */
const tagsByBuild = new Map();

/**
 * The entity tag of every prerendered page of the build in `distDir`, or null without a build; read
 * once per folder and process. Weak: a page has two representations under one tag, its HTML and the
 * payload of client navigation.
 *
 * @param {string} distDir
 * @returns {string | null}
 */
export function buildEntityTag(distDir) {
  if (!tagsByBuild.has(distDir)) tagsByBuild.set(distDir, readEntityTag(distDir));
  return tagsByBuild.get(distDir);
}

/** @param {string} distDir */
function readEntityTag(distDir) {
  try {
    const file = path.join(distDir, 'BUILD_ID');
    // A file of the running build, not a module: nothing for the bundler to trace.
    const buildId = readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim();
    return buildId ? `W/"${buildId}"` : null;
  } catch {
    return null;
  }
}

/** An entity tag without its weakness prefix: If-None-Match compares weakly (RFC 9110, 13.1.2). */
const opaque = (tag) => tag.trim().replace(/^W\//, '');

/**
 * Whether an If-None-Match header names `tag`. "*" does not count: the proxy cannot tell whether the
 * path is a page at all, and a full answer is always correct.
 *
 * @param {string | null | undefined} ifNoneMatch
 * @param {string | null} tag
 * @returns {boolean}
 */
export function matchesEntityTag(ifNoneMatch, tag) {
  if (!ifNoneMatch || !tag) return false;
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === wanted);
}
