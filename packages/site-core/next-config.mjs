// Plain JavaScript so each app's next.config.ts can import it without a TypeScript loader.

/**
 * Locale routing of a market site. Pages live under app/[lang]; the default locale has no prefix
 * in the address bar, so its paths are rewritten onto /<default>/... after static files are
 * checked, and a typed /<default>/... address redirects to the unprefixed one. Other locales
 * (en) are real path prefixes and need nothing.
 *
 * @param {{ defaultLocale: string, otherLocales: string[] }} locales
 * @param {import('next').NextConfig} config
 * @returns {import('next').NextConfig}
 */
/**
 * Security headers of every response. Next inlines its hydration scripts into prerendered pages,
 * so scripts still need 'unsafe-inline' until build-time hashes replace it (see the closing note of
 * the quality issue); everything else is locked down.
 */
const securityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

export function withMarketRouting({ defaultLocale, otherLocales }, config = {}) {
  const reserved = [...otherLocales, defaultLocale, '_next', 'api', 'mail'].join('|');
  return {
    ...config,
    transpilePackages: ['@medivia/ui', '@medivia/site-core', ...(config.transpilePackages ?? [])],
    serverExternalPackages: ['better-sqlite3', ...(config.serverExternalPackages ?? [])],
    poweredByHeader: false,
    reactStrictMode: true,
    // Types are checked once per package by `pnpm typecheck` (turbo), not again inside every app build.
    typescript: { ignoreBuildErrors: true },
    async headers() {
      return [{ source: '/:path*', headers: securityHeaders }];
    },
    async redirects() {
      return [
        { source: `/${defaultLocale}`, destination: '/', permanent: true },
        { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
      ];
    },
    async rewrites() {
      return {
        afterFiles: [
          { source: '/', destination: `/${defaultLocale}` },
          { source: `/:first((?!(?:${reserved})(?:/|$))[^/]+)/:rest*`, destination: `/${defaultLocale}/:first/:rest*` },
        ],
      };
    },
  };
}
