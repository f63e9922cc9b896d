import { openingParamSource, openingParamTranslator } from '../schema/openings';
import { newsParamSource, newsParamTranslator } from '../schema/news';
import { brandPageParamSource, brandPageParamTranslator } from '../schema/brandPages';
import type { Market } from '../market/types';
import { createRouter, type Router } from './router';

/**
 * The router of a market, with its articles, news filters, job openings and back-office brand
 * pages as parametrised pages.
 */
export function createMarketRouter(market: Market): Router {
  const news = newsParamTranslator(market.news);
  const openings = openingParamTranslator(market);
  const brands = brandPageParamTranslator(market);
  return createRouter(
    market,
    {
      ...newsParamSource(market.news),
      ...openingParamSource(market),
      ...brandPageParamSource(market),
    },
    (name, from, slug, to) =>
      news(name, from, slug, to) ?? openings(name, from, slug, to) ?? brands(name, from, slug, to),
  );
}
