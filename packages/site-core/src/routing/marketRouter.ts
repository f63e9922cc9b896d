import { newsParamSource, newsParamTranslator } from '../content/news';
import type { MarketConfig } from '../market/types';
import { createRouter, type Router } from './router';

/** The router of a market, with its articles and news filters as parametrised pages. */
export function createMarketRouter(market: MarketConfig): Router {
  return createRouter(market, newsParamSource(market.news), newsParamTranslator(market.news));
}
