/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HashedPageCache, { prepareForServing, UnexpectedCacheValue } from './hashedPageCache.mjs';
import { resourcePolicy } from './contentSecurityPolicy.mjs';
import { UnexpectedScriptMarkup } from './scriptsAfterPaint.mjs';
import { mixedRevision, provideContentRevision, revisionOf } from '../platform/contentRevision.mjs';

/** A prerendered page as Next 16 writes it: chunks in <head> and <body>, inline payload, Croatian text. */
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script id="consent-mode-defaults">window.dataLayer=[]</script></head>' +
  '<body><h1>Lijekovi – čuvanje</h1><script>self.__next_f.push([1,"č"])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>';

const allOn = { scriptsAfterPaint: true, asciiPages: true };
const tag = 'W/"build-1"';

/** Next's IncrementalCachedAppPageValue (next/dist/server/response-cache/types.d.ts). */
const appPage = (html = page, status: number | undefined = 200) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string>,
  postponed: undefined,
  status,
  segmentData: undefined,
});

/** What a browser compares with the policy: the sha256 of each classic inline script as served. */
function servedScriptHashes(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) =>
    createHash('sha256').update(body!, 'utf8').digest('base64'),
  );
}

describe('prepareForServing', () => {
  it('serves a page with its scripts after paint, as ASCII, its inline-script hashes and the build tag', () => {
    const value = appPage();
    prepareForServing(value, tag, allOn);
    expect(value.html).toContain(
      '<template data-after-paint="" data-src="/_next/static/chunks/main.js"></template>',
    );
    expect(value.html).not.toMatch(/[^\t\n -~]/);
    expect(value.html).toContain('&#269;uvanje');
    const policy = value.headers['content-security-policy']!;
    const hashes = servedScriptHashes(value.html);
    expect(hashes).toHaveLength(3); // consent defaults, the after-paint loader, Next's payload
    for (const hash of hashes) expect(policy).toContain(`'sha256-${hash}'`);
    expect(value.headers).toMatchObject({ etag: tag, 'x-next-cache-tags': '_N_T_/layout' });
  });

  it('gives no build tag to a page that does not answer 200, and route answers the strict policy', () => {
    const notFound = appPage(page, 404);
    prepareForServing(notFound, tag, allOn);
    expect(notFound.headers).not.toHaveProperty('etag');
    const feed = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {}, status: 200 };
    prepareForServing(feed, tag, allOn);
    expect(feed.headers).toEqual({ 'content-security-policy': resourcePolicy });
  });

  it("answers the site's 404 page 404, without the build tag, and leaves a page that only carries it in its payload 200", () => {
    const notFoundPage = page.replace('<h1>', '<section data-page-status="404"><h1>');
    const rendered = appPage(notFoundPage, 200);
    prepareForServing(rendered, tag, allOn);
    expect(rendered.status).toBe(404);
    expect(rendered.headers).not.toHaveProperty('etag');
    // Every page's payload holds the not-found boundary's markup as escaped JSON.
    const withBoundary = appPage(
      page.replace('"č"', String.raw`"{\"data-page-status\":\"404\"}"`),
      200,
    );
    prepareForServing(withBoundary, tag, allOn);
    expect(withBoundary.status).toBe(200);
    expect(withBoundary.headers).toMatchObject({ etag: tag });
  });

  it('answers a page marked gone (a closed job opening) 410, without the build tag', () => {
    const gone = appPage(page.replace('<h1>', '<section data-page-status="410"><h1>'), 200);
    prepareForServing(gone, tag, allOn);
    expect(gone.status).toBe(410);
    expect(gone.headers).not.toHaveProperty('etag');
  });

  it('answers an old address of a moved page 301 with its new address as Location, without the build tag', () => {
    const moved = appPage(
      page.replace(
        '<h1>',
        '<section data-page-status="301" data-moved-to="/novosti-i-dogadanja/novi-članak?a=1&amp;b=2"><h1>',
      ),
      200,
    );
    prepareForServing(moved, tag, allOn);
    expect(moved.status).toBe(301);
    // ASCII: the page is served as plain ASCII, the header percent-encodes what is not.
    expect(moved.headers).toMatchObject({
      location: '/novosti-i-dogadanja/novi-%C4%8Dlanak?a=1&b=2',
    });
    expect(moved.headers).not.toHaveProperty('etag');
  });

  it('leaves the scripts and the characters as they are when their flags are off', () => {
    const value = appPage();
    prepareForServing(value, tag, { scriptsAfterPaint: false, asciiPages: false });
    expect(value.html).toBe(page);
    for (const hash of servedScriptHashes(page)) {
      expect(value.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  // The contract with Next: a value of another shape, or script markup of another form, throws.
  it.each([
    ['html as a buffer', { ...appPage(), html: Buffer.from(page) }],
    ['a renamed kind', { ...appPage(), kind: 'APP_PAGE_V2' }],
    ['headers as a list', { ...appPage(), headers: [['etag', 'x']] }],
    ['status as text', { ...appPage(), status: '200' }],
  ])('fails on an altered cache value shape: %s', (_, value) => {
    expect(() => prepareForServing(value, tag, allOn)).toThrow(UnexpectedCacheValue);
  });

  it.each([
    ['defer for async', page.replaceAll('async=""', 'defer=""')],
    ['a module script', page.replace('async=""', 'type="module" async=""')],
    ['a changed preload', page.replace('fetchPriority="low" ', '')],
  ])('fails on altered script markup: %s', (_, html) => {
    expect(() => prepareForServing(appPage(html), tag, allOn)).toThrow(UnexpectedScriptMarkup);
  });
});

/** The page cache over a build folder, as Next 16 constructs its file-system cache. */
const cacheOf = (distDir: string, flushToDisk = false) =>
  new HashedPageCache({
    fs: {
      existsSync: fs.existsSync,
      readFile: fs.promises.readFile,
      stat: fs.promises.stat,
      writeFile: fs.promises.writeFile,
      mkdir: (dir: string) => fs.promises.mkdir(dir, { recursive: true }),
    },
    serverDistDir: path.join(distDir, 'server'),
    flushToDisk,
    revalidatedTags: [],
  });

describe('HashedPageCache, reading a build through Next 16 file-system cache', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashed-page-cache-'));
  const appDir = path.join(distDir, 'server', 'app');
  // Written before the cache is made: it reads BUILD_ID once, when constructed.
  fs.mkdirSync(appDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-7\n');
  fs.writeFileSync(path.join(appDir, 'o-nama.html'), page);
  fs.writeFileSync(path.join(appDir, 'o-nama.rsc'), '0:{}');
  fs.writeFileSync(path.join(appDir, 'o-nama.meta'), JSON.stringify({ status: 200, headers: {} }));
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  const cache = cacheOf(distDir);

  it('serves a prerendered page with its policy, the build tag and placeholders', async () => {
    const entry = await cache.get('/o-nama', { kind: 'APP_PAGE', isFallback: false });
    expect(entry.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
    expect(Buffer.isBuffer(entry.value.rscData)).toBe(true);
    expect(entry.value.html).toContain('<template data-after-paint=""');
    expect(entry.value.headers.etag).toBe('W/"build-7"');
    for (const hash of servedScriptHashes(entry.value.html)) {
      expect(entry.value.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });
});

describe('HashedPageCache storing what Next renders on request', () => {
  const notFoundPage = page.replace('<h1>', '<section data-page-status="404"><h1>');
  const gonePage = page.replace('<h1>', '<section data-page-status="410"><h1>');

  /** A cache over an empty build folder, as `next start` (or, building, `next build`) makes it. */
  function emptyCache(building: boolean) {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashed-page-cache-set-'));
    fs.mkdirSync(path.join(distDir, 'server', 'app'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-9\n');
    // Writing to disk as the server does; nothing is kept in memory (no maxMemoryCacheSize).
    const cache = cacheOf(distDir, true);
    cache.flags = { ...cache.flags, building };
    const stored = (key: string) =>
      cache.get(key, { kind: 'APP_PAGE', isFallback: false }).then((entry) => entry?.value);
    const store = (key: string, html: string) =>
      cache.set(key, appPage(html), { isRoutePPREnabled: false, isFallback: false });
    return { distDir, stored, store };
  }

  it('keeps a page that answers 200, and never the 404 of a made-up address or a gone page', async () => {
    const { distDir, stored, store } = emptyCache(false);
    await store('/kontakt', page);
    await store('/ova-stranica-ne-postoji-1', notFoundPage);
    await store('/karijere/zatvoreni-natjecaj', gonePage);
    expect(await stored('/kontakt')).toMatchObject({ kind: 'APP_PAGE', status: 200 });
    expect(await stored('/ova-stranica-ne-postoji-1')).toBeUndefined();
    expect(await stored('/karijere/zatvoreni-natjecaj')).toBeUndefined();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps what the build renders, its 404 page included', async () => {
    const { distDir, stored, store } = emptyCache(true);
    await store('/_not-found', notFoundPage);
    expect(await stored('/_not-found')).toMatchObject({ kind: 'APP_PAGE', status: 404 });
    fs.rmSync(distDir, { recursive: true, force: true });
  });
});

describe('HashedPageCache and the content revision', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashed-page-cache-revision-'));
  const appDir = path.join(distDir, 'server', 'app');
  fs.mkdirSync(appDir, { recursive: true });
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-8\n');
  const newsPage = page.replace('<h1>', '<main id="main" data-content-revision="seed-1"><h1>');
  // Rendered while staff published: the page read the new revision, the root layout's footer the old.
  const mixedPage = newsPage
    .replace('seed-1', 'seed-2')
    .replace('</body>', '<footer data-content-revision="seed-1"></footer></body>');
  for (const [name, html] of [
    ['novosti', newsPage],
    ['o-nama', page],
    ['kontakt', mixedPage],
  ] as const) {
    fs.writeFileSync(path.join(appDir, `${name}.html`), html);
    fs.writeFileSync(path.join(appDir, `${name}.rsc`), '0:{}');
    fs.writeFileSync(
      path.join(appDir, `${name}.meta`),
      JSON.stringify({ status: 200, headers: {} }),
    );
  }
  let current: string | null = 'seed-1';
  provideContentRevision(async () => current);
  afterAll(() => {
    provideContentRevision(null);
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  const cache = cacheOf(distDir);
  const get = (key: string) => cache.get(key, { kind: 'APP_PAGE', isFallback: false });

  it('serves a page of the current revision, tagged with the build and the revision', async () => {
    const entry = await get('/novosti');
    expect(entry.value.headers.etag).toBe('W/"build-8.seed-1"');
  });

  it('treats a page whose parts were rendered from different revisions as a miss, under any revision', async () => {
    expect(revisionOf({ kind: 'APP_PAGE', html: mixedPage })).toBe(mixedRevision);
    expect(await get('/kontakt')).toBeNull();
    current = 'seed-2';
    expect(await get('/kontakt')).toBeNull();
    current = 'seed-1';
  });

  it('gives a page of mixed revisions no validator when Next stores it after rendering', () => {
    const value = { kind: 'APP_PAGE', html: mixedPage, headers: {}, status: 200 };
    prepareForServing(value, 'W/"build-8"');
    expect(value.headers).not.toHaveProperty('etag');
  });

  it('treats a page of an older revision as a miss, so Next renders it anew; content-free pages stay', async () => {
    current = 'r2';
    expect(await get('/novosti')).toBeNull();
    expect((await get('/o-nama')).value.headers.etag).toBe('W/"build-8"');
  });

  it('serves pages as they are when the revision cannot be read', async () => {
    current = null;
    expect((await get('/novosti')).value.kind).toBe('APP_PAGE');
  });

  it('compares route answers by their header', () => {
    expect(
      revisionOf({
        kind: 'APP_ROUTE',
        body: Buffer.from(''),
        headers: { 'x-content-revision': 'r9' },
      }),
    ).toBe('r9');
    expect(revisionOf({ kind: 'APP_ROUTE', body: Buffer.from(''), headers: {} })).toBeNull();
  });
});
