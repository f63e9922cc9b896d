// @ts-check
// Plain JavaScript: the page cache handler (src/next/hashedPageCache.mjs) applies this to every cached
// HTML page before it hashes the page's inline scripts.
//
// Why: Next writes its client scripts as <script async> in <head>. They arrive while the browser is
// still styling and laying out the page, and run before the first frame is shown, so on a slow phone
// hydration delays the first paint (and Lighthouse counts all 150 kB of them in FCP and LCP). Here
// they start after the first paint instead: the page is readable sooner and becomes interactive
// about as soon as before, since the scripts are small next to the time to first paint.
//
// The rewrite relies on Next's markup of those scripts. Markup it does not know throws
// (UnexpectedScriptMarkup) instead of leaving the page as it was, so a Next upgrade that changes it
// fails the tests (scriptsAfterPaint.test.ts, hashedPageCache.test.ts, test/next-contract).

/** Next's client scripts: same-origin chunks under /_next/ written as async scripts. */
const ASYNC_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
/** Next's low-priority preload of one of them: without it, no chunk is fetched before the paint. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/[^"]+\.js)"\/>/g;

/** Any script of Next's own (src under /_next/), whatever its attributes. */
const NEXT_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*>/g;
/** The legacy-browser polyfill: never runs in a browser that loads the module chunks, so it stays. */
const NO_MODULE = /\bnoModule\b/i;

/** A page whose Next scripts are not written the way this rewrite knows. */
export class UnexpectedScriptMarkup extends Error {
  /** @param {string} what */
  constructor(what) {
    super(`scriptsAfterPaint: Next's script markup changed (${what}); see src/next/README.md`);
    this.name = 'UnexpectedScriptMarkup';
  }
}

export const deferredScriptAttribute = 'data-after-paint';

/**
 * The loader, inline at the end of <head>: once the first paint has been presented (the browser's
 * 'paint' entry) and the document is parsed (one placeholder sits at the end of <body>), it adds the
 * scripts in their order, async as Next wrote them. A hidden page never paints and an old browser
 * has no paint timing: both go on at once, and a timer makes sure nothing waits over a second.
 */
export const afterPaintLoader =
  '(function(){var d=document,started=false,done=false;' +
  'function load(){if(done)return;done=true;' +
  `d.querySelectorAll('template[${deferredScriptAttribute}]').forEach(function(t){` +
  "var s=d.createElement('script');s.src=t.getAttribute('data-src');s.async=true;d.head.appendChild(s)})}" +
  "function start(){if(started)return;started=true;if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',load);else load()}" +
  "if(d.visibilityState==='hidden'||!window.PerformanceObserver)return start();" +
  "try{new PerformanceObserver(function(l,o){o.disconnect();start()}).observe({type:'paint',buffered:true})}catch(e){return start()}" +
  'setTimeout(start,1000)})()';

/**
 * Rewrites a page's Next client scripts into inert placeholders (<template>, which runs nothing and is
 * not rendered) plus the loader. Pages without any Next script, or already rewritten, come back
 * unchanged; a page whose Next scripts are written otherwise throws UnexpectedScriptMarkup.
 *
 * @param {string} html
 * @returns {string}
 */
export function deferScriptsUntilPaint(html) {
  if (html.includes(deferredScriptAttribute)) return html;
  /** @type {string[]} */
  const sources = [];
  let rewritten = html.replace(ASYNC_SCRIPT, (_, src) => {
    sources.push(src);
    return `<template ${deferredScriptAttribute}="" data-src="${src}"></template>`;
  });
  const unknown = [...rewritten.matchAll(NEXT_SCRIPT)].find(([tag]) => !NO_MODULE.test(tag));
  if (unknown) throw new UnexpectedScriptMarkup(unknown[0]);
  if (sources.length === 0) return html;
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (tag, src) => (sources.includes(src) ? '' : tag));
  const preloaded = sources.find((src) => rewritten.includes(`href="${src}"`));
  if (preloaded) throw new UnexpectedScriptMarkup(`a preload of ${preloaded} is left`);
  const headEnd = rewritten.indexOf('</head>');
  if (headEnd === -1) throw new UnexpectedScriptMarkup('no </head>');
  return `${rewritten.slice(0, headEnd)}<script>${afterPaintLoader}</script>${rewritten.slice(headEnd)}`;
}
