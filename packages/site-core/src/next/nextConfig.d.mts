import type { NextConfig } from 'next';

export declare function withMarketRouting(
  /** The market's descriptor (`@medivia/markets`), or any object with its locales. */
  market: { defaultLocale: string; locales: readonly string[] },
  config?: NextConfig,
): NextConfig;
