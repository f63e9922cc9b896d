import { site } from '../../../src/site';

// POST checks a token ({ response } -> { success }); GET tells the form the runtime site key.
export const { verifyRecaptcha: POST, botCheckConfig: GET } = site.handlers;
export const dynamic = 'force-dynamic';
