import { site } from '../../../../../src/site';

// The whistleblowing page of a locale, rewritten from its address (site-core next-config): per request, never cached.
export const { page: GET } = site.handlers.whistleblowing;
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
