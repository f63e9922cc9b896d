import { describeMarketNews } from '@medivia/site-core/testing';
import { market } from './market';

describeMarketNews(market, 'apps/slo/src/news.ts');
