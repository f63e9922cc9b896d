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
