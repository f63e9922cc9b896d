import { site } from '../../../src/site';

// POST /api/reports: an adverse-effect report (404 where the market has the feature off).
export const POST = site.handlers.reports;
export const runtime = 'nodejs';
