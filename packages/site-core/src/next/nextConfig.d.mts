import type { NextConfig } from 'next';

export declare function withMarketRouting(
  /** The market's descriptor (`@medivia/markets`), or any object with its locales and permanent redirects. */
  market: {
    defaultLocale: string;
    locales: readonly string[];
    redirects?: readonly { source: string; destination: string }[];
  },
  config?: NextConfig,
): NextConfig;
