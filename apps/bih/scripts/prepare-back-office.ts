/**
 * Before `next build`: opens the back office's database once, so its committed migrations are applied
 * and an empty database is loaded with today's copy before the build's workers prerender pages from
 * it (several workers opening an empty database at once would each try to migrate it).
 */
import { prepareBackOffice } from '@medivia/site-core/backoffice';

process.exitCode = await prepareBackOffice(() => import('../payload.config'));
