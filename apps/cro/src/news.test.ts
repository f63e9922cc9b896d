import { describeMarketNews } from '@medivia/site-core/testing';
import { market } from './market';

describeMarketNews(market, 'apps/cro/src/news.ts');
