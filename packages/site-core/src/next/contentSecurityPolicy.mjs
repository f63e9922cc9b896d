// @ts-check
// Plain JavaScript: next-config.mjs, the page cache handler and the proxy of the dynamic pages all
// build their Content-Security-Policy from these lists, so a new third party is added in one place.
import { createHash } from 'node:crypto';

/**
 * Third-party origins per directive. reCAPTCHA loads when a form opens; Google Analytics only after
 * the visitor's consent. Keep every external source here.
 */
export const thirdPartySources = {
  script: [
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://www.googletagmanager.com',
  ],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/**
 * The policy of an HTML document whose inline scripts are allowed one by one: by their sha256 hashes
 * (prerendered and cached pages) or by a per-request nonce (dynamic pages). Never 'unsafe-inline' or
 * 'unsafe-eval' for scripts. Styles keep 'unsafe-inline' for style attributes (market theme,
 * Next's route announcer), which the Observatory scores as neutral. No page may be framed, but a
 * draft's preview by the site's own origin (`framedBySameOrigin`): the back office's live preview
 * shows it beside the document's form (backoffice/livePreview).
 *
 * @param {{ hashes?: string[], nonce?: string, framedBySameOrigin?: boolean }} allowed
 * @returns {string}
 */
export function documentPolicy({ hashes = [], nonce, framedBySameOrigin = false } = {}) {
  const inline = [
    ...hashes.map((hash) => `'sha256-${hash}'`),
    ...(nonce ? [`'nonce-${nonce}'`] : []),
  ];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline, ...thirdPartySources.script].join(' '),
    ['frame-src', ...thirdPartySources.frame].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...thirdPartySources.img].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...thirdPartySources.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBySameOrigin ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** Responses that are not documents (JSON, scripts, styles, feeds) may load and run nothing at all. */
export const resourcePolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The back office's own policy (/admin): Payload's admin is a Next app whose inline hydration scripts
 * differ on every request and carry no nonce, so scripts are 'self' plus inline; everything else is this
 * site only (no gravatar, no CDN, no analytics), and no other site may frame it or receive its forms.
 *
 * @param {{ development?: boolean }} [options] `next dev` needs eval
 */
export function adminPolicy({ development = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

// Classic inline scripts: a <script> without src whose type is absent or a JavaScript type. Data blocks
// (application/ld+json, application/json) never run, so they need no hash.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/**
 * The base64 sha256 hashes of every executable inline script of an HTML document, in order, without
 * duplicates: exactly what a browser compares against 'sha256-...' sources.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}
