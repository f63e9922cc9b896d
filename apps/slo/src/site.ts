import { createSite } from '@medivia/site-core';
import { market } from './market';

export const site = createSite(market);
