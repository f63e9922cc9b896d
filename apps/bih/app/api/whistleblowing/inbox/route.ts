import { site } from '../../../../src/site';

// POST /api/whistleblowing/inbox: the case a receipt opens.
export const { inbox: POST } = site.handlers.whistleblowing;
export const runtime = 'nodejs';
