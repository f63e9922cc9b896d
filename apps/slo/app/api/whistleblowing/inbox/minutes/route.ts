import { site } from '../../../../../src/site';

// POST /api/whistleblowing/inbox/minutes: the reporter agrees to the minutes of a call or meeting.
export const { agreeToMinutes: POST } = site.handlers.whistleblowing;
export const runtime = 'nodejs';
