export type MarketLocale = 'hr' | 'sl' | 'bs' | 'en';

/** What next.config, the proxy and the MarketConfig of one market have in common. */
export interface MarketDescriptor {
  /** Market code, 2–5 lowercase letters. */
  market: string;
  appName: string;
  /** Canonical origin of the site, no trailing slash. */
  siteUrl: string;
  /** IANA time zone of the market's dates. */
  timeZone: string;
  /** The locale without a path prefix; also the first of `locales`. */
  defaultLocale: MarketLocale;
  locales: readonly [MarketLocale, ...MarketLocale[]];
  /** The market's country, named in each locale that shows the group's links. */
  country: Readonly<Record<MarketLocale, string>>;
  /** Old or alternative addresses that move permanently (308) to a page of the site; paths as sent (percent-encoded). */
  redirects?: readonly PermanentRedirect[];
}

export interface PermanentRedirect {
  source: string;
  destination: string;
}

export interface GroupSite {
  market: string;
  name: string;
  url: string;
  country: Readonly<Record<MarketLocale, string>>;
}

export declare const markets: readonly MarketDescriptor[];
export declare function marketDescriptor(code: string): MarketDescriptor;
export declare function groupSites(): GroupSite[];
