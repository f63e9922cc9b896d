import { createSite } from '@medivia/site-core';
import { content } from './content';
import { market } from './market';

export const site = createSite(market, { content });
