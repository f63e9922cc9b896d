import { describeMarketNews } from '@medivia/site-core/testing';
import { market } from '../market';
import { seed } from '.';

describeMarketNews({ ...market, ...seed }, 'apps/bih/src/seed/news.ts');
