import { describeMarketNews } from '@medivia/site-core/testing';
import { market } from '../market';
import { seed } from '.';

describeMarketNews({ ...market, ...seed }, 'apps/cro/src/seed/news.ts');
