import { site } from '../../../src/site';

// GET tells the consent island this deployment's analytics measurement id (null: no analytics tag).
export const { analyticsSettings: GET } = site.handlers;
export const dynamic = 'force-dynamic';
