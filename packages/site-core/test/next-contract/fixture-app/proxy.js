// The market apps' proxy, for its 304 answer to this build's ETag.
import { createSiteProxy } from '@medivia/site-core/proxy';

export const proxy = createSiteProxy({ defaultLocale: 'hr', locales: ['hr', 'en'] });

export const config = {
  matcher: [{ source: '/:path*', has: [{ type: 'header', key: 'if-none-match' }] }],
};
