import { describeMarketNews } from '@medivia/site-core/testing/marketNewsSuite';
import { market } from './market';

describeMarketNews(market, 'apps/slo/src/news.ts');
