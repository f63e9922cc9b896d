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

/** The paths of a draft's preview: framed by the site's own origin only (live preview). */
export declare const previewPaths: readonly string[];

/** Payload's client hint for its admin theme on the back office's paths only (withPayload puts it on all). */
export declare function withClientHintsInBackOffice(config: NextConfig): NextConfig;
