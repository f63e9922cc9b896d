import { openingParamSource, openingParamTranslator } from '../careers/openings';
import { newsParamSource, newsParamTranslator } from '../content/news';
import type { MarketConfig } from '../market/types';
import { createRouter, type Router } from './router';

/** The router of a market, with its articles, news filters and job openings as parametrised pages. */
export function createMarketRouter(market: MarketConfig): Router {
  const news = newsParamTranslator(market.news);
  const openings = openingParamTranslator(market);
  return createRouter(
    market,
    { ...newsParamSource(market.news), ...openingParamSource(market) },
    (name, from, slug, to) => news(name, from, slug, to) ?? openings(name, from, slug, to),
  );
}
