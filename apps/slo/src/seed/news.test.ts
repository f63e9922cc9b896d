import { describeMarketNews } from '@medivia/site-core/testing';
import { market } from '../market';
import { seed } from '.';

describeMarketNews({ ...market, ...seed }, 'apps/slo/src/seed/news.ts');
