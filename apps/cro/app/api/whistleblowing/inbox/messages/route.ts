import { site } from '../../../../../src/site';

// POST /api/whistleblowing/inbox/messages: the reporter's follow-up, with files.
export const { followUp: POST } = site.handlers.whistleblowing;
export const runtime = 'nodejs';
