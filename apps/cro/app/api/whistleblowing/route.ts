import { site } from '../../../src/site';

// POST /api/whistleblowing: an internal report (JSON, multipart or the scriptless form); GET a proof-of-work challenge.
export const { report: POST, challenge: GET } = site.handlers.whistleblowing;
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
