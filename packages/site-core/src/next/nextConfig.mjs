// @ts-check
// Plain JavaScript so each app's next.config.ts can import it without a TypeScript loader.
import { fileURLToPath, URL } from 'node:url';
import { searchPaths, searchResultsSegment } from '../routing/searchPaths.mjs';
import { MAX_BACK_OFFICE_BODY_BYTES } from '../backoffice/limits.mjs';
import { adminPolicy, resourcePolicy } from './contentSecurityPolicy.mjs';
import { seamFlags } from '../platform/seamFlags.mjs';
import { whistleblowingPolicy } from '../whistleblowing/pageAssets.mjs';
import { whistleblowingHref, whistleblowingPageRoute } from '../whistleblowing/paths.mjs';

/**
 * Security headers of every response. The Content-Security-Policy of HTML pages is not here: each
 * cached page gets one that allows its own inline scripts by hash (src/next/hashedPageCache.mjs),
 * and the dynamic pages one with a per-request nonce (src/next/cspProxy.ts). Source lists live
 * in src/next/contentSecurityPolicy.mjs. 'interest-cohort' is gone from Permissions-Policy:
 * Chromium reports the unknown feature as a console error.
 */
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** The back office's paths but its uploaded files (`api/{collection}/file/{name}`). */
export const adminPolicyPaths = ['/admin', '/admin/:path((?!api/[^/]+/file/).*)'];

/**
 * A draft's preview (app/[lang]/preview; the default locale's has no prefix): the one page the site's
 * own origin may frame, for the back office's live preview. Every other response keeps DENY. Its
 * Content-Security-Policy (frame-ancestors 'self') comes with its nonce (src/next/cspProxy.ts).
 */
export const previewPaths = ['/preview/:path*', '/:lang([a-z]{2})/preview/:path*'];

/** Paths that are never pages: build assets, API and mail endpoints. They may load and run nothing. */
const resourcePaths = ['/_next/:path*', '/api/:path*', '/mail/:path*'];

/**
 * A search with ?q= goes to the app's dynamic results route (the one page that reads the query); the
 * search path without a query stays the prerendered page. Before the filesystem, so the catch-all's
 * prerendered search page never answers a query.
 *
 * @param {string} defaultLocale
 * @param {string[]} otherLocales
 */
function searchRewrites(defaultLocale, otherLocales) {
  return [defaultLocale, ...otherLocales].map((locale) => ({
    source: locale === defaultLocale ? searchPaths[locale] : `/${locale}${searchPaths[locale]}`,
    has: [{ type: 'query', key: 'q' }],
    destination: `/${locale}/${searchResultsSegment}`,
  }));
}

/** Where Payload's admin screens are: the one place its theme's client hint is asked for. */
const backOfficePaths = ['/admin', '/admin/:path*'];

/**
 * Wraps Payload's `withPayload`, which asks for its admin theme's client hint (Accept-CH and
 * Critical-CH: Sec-CH-Prefers-Color-Scheme, and Vary on it) on every response of the app. The public
 * site has no use for it: Critical-CH makes Chromium send a first visit's request for a page twice
 * (again with the hint), Vary splits every cached script and picture by colour scheme, and the three
 * headers add some 200 bytes to each of the page's scripts (issue #40). They stay on the back office.
 *
 * @param {import('next').NextConfig} config the result of withPayload
 * @returns {import('next').NextConfig}
 */
export function withClientHintsInBackOffice(config) {
  const headers = config.headers;
  return {
    ...config,
    async headers() {
      const entries = (await headers?.()) ?? [];
      return entries.flatMap((entry) =>
        entry.source === '/:path*' && entry.headers.some((header) => header.key === 'Critical-CH')
          ? backOfficePaths.map((source) => ({ ...entry, source }))
          : [entry],
      );
    },
  };
}

/**
 * The whistleblowing page of each locale is the channel's own handler (whistleblowing/page.ts), per
 * request and outside the page cache: before the filesystem, so no prerendered page answers it.
 *
 * @param {string} defaultLocale
 * @param {string[]} otherLocales
 */
function whistleblowingRewrites(defaultLocale, otherLocales) {
  return [defaultLocale, ...otherLocales].map((locale) => ({
    source: whistleblowingHref(/** @type {'hr'} */ (locale), defaultLocale),
    destination: whistleblowingPageRoute(locale),
  }));
}

/**
 * Locale routing of a market site. Pages live under app/[lang]; the default locale has no prefix
 * in the address bar, so its paths are rewritten onto /<default>/... after static files are
 * checked, and a typed /<default>/... address redirects to the unprefixed one. Other locales
 * (en) are real path prefixes and need nothing.
 *
 * @param {{ defaultLocale: string, locales: readonly string[], redirects?: readonly { source: string, destination: string }[] }} market the market's descriptor (@medivia/markets), or any object with its locales and its permanent redirects
 * @param {import('next').NextConfig} config
 * @returns {import('next').NextConfig}
 */
export function withMarketRouting({ defaultLocale, locales, redirects = [] }, config = {}) {
  const otherLocales = locales.filter((locale) => locale !== defaultLocale);
  const { distDir, standalone, development } = seamFlags();
  const reserved = [...otherLocales, defaultLocale, '_next', 'api', 'mail', 'admin', 'assets'].join(
    '|',
  );
  return {
    ...config,
    transpilePackages: ['@medivia/ui', '@medivia/site-core', ...(config.transpilePackages ?? [])],
    serverExternalPackages: ['better-sqlite3', ...(config.serverExternalPackages ?? [])],
    poweredByHeader: false,
    // Next would hash each page anew on every request for its ETag; the page cache gives prerendered
    // pages the build's tag instead, and the proxy answers it with 304 (src/next/pageValidator.mjs).
    generateEtags: false,
    // A second build beside the regular one (the secrets check of tooling/bench builds with fake keys).
    ...(distDir ? { distDir } : {}),
    // A self-contained server per market for deployment (docs/deployment.md); `pnpm start` and the
    // tests keep the regular build.
    ...(standalone ? { output: 'standalone' } : {}),
    // Stamps each cached page with the hashes of its inline scripts (see securityHeaders).
    cacheHandler: fileURLToPath(new URL('./hashedPageCache.mjs', import.meta.url)),
    reactStrictMode: true,
    // The proxy runs for /admin (BACK_OFFICE=off); it passes a body on whole only up to this size, which
    // must hold the media library's largest upload, or Payload gets a cut form (backoffice/limits.mjs).
    experimental: {
      ...config.experimental,
      proxyClientMaxBodySize: MAX_BACK_OFFICE_BODY_BYTES,
      // A production build writes no Turbopack cache for the next build (about 30 s and 300 MB per
      // app, and CI's fresh clone never reads it) and no source maps (a third of the compile; the
      // server logs an error's name, never its stack): docs/benchmarks.md, "The build". `next dev`
      // keeps both.
      turbopackFileSystemCacheForBuild: false,
      turbopackSourceMaps: development,
    },
    // Types are checked once per package by `pnpm typecheck` (turbo), not again inside every app build.
    typescript: { ignoreBuildErrors: true },
    async headers() {
      return [
        { source: '/:path*', headers: securityHeaders },
        // After the one above: of two entries that set a header, the later wins.
        ...previewPaths.map((source) => ({
          source,
          headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
        })),
        ...resourcePaths.map((source) => ({
          source,
          headers: [{ key: 'Content-Security-Policy', value: resourcePolicy }],
        })),
        // The whistleblowing channel's pages and answers: no referrer ever leaves them, and their own
        // policy (their inline style and proof-of-work script by hash; forms to this site only).
        ...[
          ...[defaultLocale, ...otherLocales].map((locale) =>
            whistleblowingHref(/** @type {'hr'} */ (locale), defaultLocale),
          ),
          '/api/whistleblowing/:path*',
          '/api/whistleblowing',
        ].map((source) => ({
          source,
          headers: [
            { key: 'Referrer-Policy', value: 'no-referrer' },
            { key: 'Content-Security-Policy', value: whistleblowingPolicy },
          ],
        })),
        // The back office: never indexed, and no referrer leaves it.
        ...['/admin', '/admin/:path*'].map((source) => ({
          source,
          headers: [
            { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
            { key: 'Referrer-Policy', value: 'same-origin' },
          ],
        })),
        // Its screens and API get a policy of their own; its uploaded files (Payload's file route,
        // /admin/api/{collection}/file/{name}) do not: a header set here wins over the route's, and
        // the route gives them the sandbox an SVG needs (backoffice/api/uploadedFiles.mts).
        ...adminPolicyPaths.map((source) => ({
          source,
          headers: [{ key: 'Content-Security-Policy', value: adminPolicy({ development }) }],
        })),
      ];
    },
    async redirects() {
      return [
        { source: `/${defaultLocale}`, destination: '/', permanent: true },
        { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
        ...redirects.map(({ source, destination }) => ({ source, destination, permanent: true })),
      ];
    },
    async rewrites() {
      return {
        beforeFiles: [
          ...searchRewrites(defaultLocale, otherLocales),
          ...whistleblowingRewrites(defaultLocale, otherLocales),
        ],
        afterFiles: [
          { source: '/', destination: `/${defaultLocale}` },
          {
            source: `/:first((?!(?:${reserved})(?:/|$))[^/]+)/:rest*`,
            destination: `/${defaultLocale}/:first/:rest*`,
          },
        ],
      };
    },
  };
}
