import type { NextConfig } from 'next';

export declare function withMarketRouting(
  locales: { defaultLocale: string; otherLocales: string[] },
  config?: NextConfig,
): NextConfig;
