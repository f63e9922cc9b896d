import { backOfficeContent } from '@medivia/site-core/backoffice';
import config from '../payload.config';
import { market } from './market';

/** What the back office has published: the site's pages render from it (src/site.ts). */
export const content = backOfficeContent(config, market);
