import {
  type Locale,
  type Market,
  type ResolvedRoute,
  type Router,
  createMarketRouter,
  isClosedOpeningPage,
} from '@medivia/site-core/model';
import { market as cro } from '@medivia/cro/src/market';
import { market as slo } from '@medivia/slo/src/market';
import { market as bih } from '@medivia/bih/src/market';
import { seed as croSeed } from '@medivia/cro/src/seed';
import { seed as sloSeed } from '@medivia/slo/src/seed';
import { seed as bihSeed } from '@medivia/bih/src/seed';

/**
 * Ports of the test servers: the apps' own ports plus 100, so a running dev site does not collide.
 * E2E_PORT_OFFSET shifts them all, so two checkouts on one machine can run their suites at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const testPorts = { cro: 3100 + offset, slo: 3130 + offset, bih: 3160 + offset } as const;
export const mockPort = 4010 + offset;
export const mockUrl = `http://127.0.0.1:${mockPort}`;

export interface MarketUnderTest {
  code: keyof typeof testPorts;
  /**
   * The market's settings with the content its test database is seeded with: what the pages show
   * until a spec publishes something else.
   */
  config: Market;
  router: Router;
  baseURL: string;
}

function underTest(code: keyof typeof testPorts, config: Market): MarketUnderTest {
  const router = createMarketRouter(config);
  return { code, config, router, baseURL: `http://127.0.0.1:${testPorts[code]}` };
}

/** E2E_MARKETS=slo,bih narrows a local run to some markets; CI runs all of them. */
const only = process.env.E2E_MARKETS?.split(',');
/** Each market's settings with its seed (apps/<market>/src/seed), as a freshly seeded site shows them. */
export const seededMarkets = {
  cro: { ...cro, ...croSeed },
  slo: { ...slo, ...sloSeed },
  bih: { ...bih, ...bihSeed },
} satisfies Record<MarketUnderTest['code'], Market>;

export const markets: MarketUnderTest[] = [
  underTest('cro', seededMarkets.cro),
  underTest('slo', seededMarkets.slo),
  underTest('bih', seededMarkets.bih),
].filter((m) => !only || only.includes(m.code));
export const marketByCode = Object.fromEntries(markets.map((m) => [m.code, m])) as Record<
  MarketUnderTest['code'],
  MarketUnderTest
>;

/**
 * The market that a behaviour the same in every market runs on: back-office mechanics, roles,
 * publishing, consent, form enhancement and the like are one code path in site-core, so repeating
 * them per market tripled their time without testing anything new. Use it in place of `markets`:
 * `for (const market of oneMarket('slo')) test.describe(...)`.
 *
 * Each spec names its market so that cro, slo and bih carry about equal shares of the suite's time
 * (tooling/e2e/README.md lists them). What differs per market (routes, copy, locales, the seed, the
 * desks a market has, its time zone, its navigation) keeps looping over `markets`.
 *
 * E2E_MARKETS is honoured: the named market when it is selected, or else the first selected one, so
 * a local run of one market (E2E_MARKETS=bih) still covers every behaviour. Empty only when no
 * market is selected at all.
 */
export function oneMarket(code: MarketUnderTest['code']): MarketUnderTest[] {
  const chosen = markets.find((market) => market.code === code) ?? markets[0];
  return chosen ? [chosen] : [];
}

/**
 * A closed job opening keeps its page for old links and answers 410 (gone); every other page of the
 * router answers 200. Closed openings are not in the sitemap.
 */
export const isClosedOpening = (market: MarketUnderTest, route: ResolvedRoute, locale: Locale) =>
  isClosedOpeningPage(market.config, route, locale);

/** The status a page of the router answers: 410 for a closed opening, 200 otherwise. */
export const expectedStatus = (market: MarketUnderTest, route: ResolvedRoute, locale: Locale) =>
  isClosedOpening(market, route, locale) ? 410 : 200;
