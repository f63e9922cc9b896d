// @ts-check
// The contract between the Next seam (src/next/) and the installed Next: builds the fixture app with
// withMarketRouting, reads its prerendered page through Next's own file-system cache, serves it with
// `next start` and checks what the seam adds. A Next upgrade that changes the cache value's shape or
// its script markup fails here (and the seam throws rather than serving pages unchanged).
// Run: pnpm --filter @medivia/site-core test:contract (about a minute; port 4210, 4211).
/* global fetch -- Node 20's own, as in the browser */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { after, before, describe, it } from 'node:test';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath, URL } from 'node:url';
import { prepareForServing, UnexpectedCacheValue } from '../../src/next/hashedPageCache.mjs';
import {
  deferScriptsUntilPaint,
  UnexpectedScriptMarkup,
} from '../../src/next/scriptsAfterPaint.mjs';

const require = createRequire(import.meta.url);
const fixture = fileURLToPath(new URL('./fixture-app/', import.meta.url));
const distDir = path.join(fixture, '.next');
const nextBin = require.resolve('next/dist/bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
/** What the seam logs or throws when Next no longer matches it (Next catches a failed set()). */
const seamComplaint =
  /UnexpectedCacheValue|UnexpectedScriptMarkup|Failed to update prerender cache/;

/** sha256 of each executable inline script of a document, as a browser compares it with the policy. */
function inlineScriptHashes(/** @type {string} */ html) {
  const scripts = html.matchAll(/<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g);
  return [...scripts]
    .filter(([, attributes]) => !/type="application\/(?:ld\+)?json"/.test(attributes ?? ''))
    .map(([, , body]) =>
      createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64'),
    );
}

/** `next start` of the fixture on `port`, with extra environment; stopped by its PID. */
async function startServer(/** @type {number} */ port, extraEnv = {}) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: fixture,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => (clearTimeout(force), resolve(undefined)));
      child.kill('SIGTERM');
    });
  // Even if the test process ends abruptly, the server does not outlive it.
  process.once('exit', () => child.kill('SIGKILL'));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(origin, { method: 'HEAD' });
      return { origin, stop, output: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error(`next start did not answer on ${origin}:\n${output}`);
}

/** Next's own file-system cache over the fixture's build, without the seam's subclass. */
function nextFileSystemCache() {
  const FileSystemCache =
    require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
  return new FileSystemCache({
    fs: {
      existsSync: fs.existsSync,
      readFile: fs.promises.readFile,
      readFileSync: fs.readFileSync,
      stat: fs.promises.stat,
      writeFile: fs.promises.writeFile,
      mkdir: (/** @type {string} */ dir) => fs.promises.mkdir(dir, { recursive: true }),
    },
    serverDistDir: path.join(distDir, 'server'),
    flushToDisk: false,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

/** Next's IncrementalCacheKind and CachedRouteKind for app pages: const enums, so a cast literal. */
const APP_PAGE = /** @type {any} */ ('APP_PAGE');

/**
 * Next's own reading of the fixture's prerendered page: a fresh value on each call.
 *
 * @returns {Promise<import('next/dist/server/response-cache/types').IncrementalCachedAppPageValue>}
 */
async function readPrerenderedPage() {
  const entry = await nextFileSystemCache().get('/hr', {
    kind: APP_PAGE,
    isFallback: false,
    isRoutePPREnabled: false,
  });
  const value = entry?.value;
  if (value?.kind !== APP_PAGE) {
    throw new assert.AssertionError({ message: `no APP_PAGE value for /hr: ${value?.kind}` });
  }
  return /** @type {any} */ (value);
}

describe('the Next seam against the installed Next', () => {
  before(() => {
    fs.rmSync(distDir, { recursive: true, force: true });
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: fixture,
      env,
      encoding: 'utf8',
      timeout: 150_000,
    });
    const output = `${build.stdout}${build.stderr}`;
    assert.equal(build.status, 0, `next build failed:\n${output}`);
    assert.doesNotMatch(output, seamComplaint);
  });

  it('reads the cache value in the shape the page cache relies on, and its script markup', async () => {
    const value = await readPrerenderedPage();
    assert.equal(typeof value.html, 'string');
    assert.ok(Buffer.isBuffer(value.rscData));
    assert.equal(typeof value.headers, 'object');
    assert.ok(value.status === undefined || typeof value.status === 'number');
    assert.match(
      value.html,
      /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/,
    );
    const page = value.html;
    prepareForServing(value, 'W/"x"', { scriptsAfterPaint: true, asciiPages: true });
    assert.match(value.html, /<template data-after-paint="" data-src="\/_next\/static\/chunks\//);

    // Either change on Next's side fails loudly, shown on this very build's page:
    const altered = { ...(await readPrerenderedPage()), html: Buffer.from(page) };
    assert.throws(() => prepareForServing(altered, null), UnexpectedCacheValue);
    assert.throws(
      () => deferScriptsUntilPaint(page.replaceAll(' async=""', ' defer=""')),
      UnexpectedScriptMarkup,
    );
  });

  describe('served by next start', () => {
    /** @type {Awaited<ReturnType<typeof startServer>>} */
    let server;
    before(async () => (server = await startServer(4210)));
    after(async () => server?.stop());

    it('has placeholders for the scripts after paint, the CSP hashes of its scripts, and the build ETag', async () => {
      const response = await fetch(`${server.origin}/`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.match(
        html,
        /<template data-after-paint="" data-src="\/_next\/static\/chunks\/[^"]+\.js">/,
      );
      assert.doesNotMatch(html, /<script src="\/_next\/[^"]+" async=""/);
      assert.match(html, /&#269;uvanje/, 'the page is served as ASCII');
      assert.doesNotMatch(html, /[^\t\n\r -~]/);

      const policy = response.headers.get('content-security-policy') ?? '';
      const hashes = inlineScriptHashes(html);
      assert.ok(hashes.length >= 3, 'the fixture script, the after-paint loader and Next payload');
      for (const hash of hashes)
        assert.ok(policy.includes(`'sha256-${hash}'`), `${hash} in ${policy}`);
      assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);

      const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
      assert.equal(response.headers.get('etag'), `W/"${buildId}"`);
      const revisit = await fetch(`${server.origin}/`, {
        headers: { 'if-none-match': `W/"${buildId}"` },
      });
      assert.equal(revisit.status, 304);
      assert.doesNotMatch(server.output(), seamComplaint);
    });
  });

  describe('with SITE_SCRIPTS_AFTER_PAINT and SITE_ASCII_PAGES off', () => {
    /** @type {Awaited<ReturnType<typeof startServer>>} */
    let server;
    before(async () => {
      server = await startServer(4211, {
        SITE_SCRIPTS_AFTER_PAINT: 'off',
        SITE_ASCII_PAGES: 'off',
      });
    });
    after(async () => server?.stop());

    it("serves Next's own scripts and characters, still with their hashes", async () => {
      const response = await fetch(`${server.origin}/`);
      const html = await response.text();
      assert.doesNotMatch(html, /data-after-paint/);
      assert.match(html, /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/);
      assert.match(html, /čuvanje/);
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const hash of inlineScriptHashes(html)) assert.ok(policy.includes(`'sha256-${hash}'`));
    });
  });
});
