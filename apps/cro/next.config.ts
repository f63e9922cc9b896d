import type { NextConfig } from 'next';

const config: NextConfig = {
  transpilePackages: ['@medivia/ui', '@medivia/site-core'],
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default config;
