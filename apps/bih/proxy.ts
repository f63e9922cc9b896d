import { marketDescriptor } from '@medivia/markets';
import { createSiteProxy } from '@medivia/site-core/proxy';

/**
 * This market's search results get a nonce-based Content-Security-Policy; a repeat visit to a
 * prerendered page that sends back the build's ETag gets 304 Not Modified; with BACK_OFFICE=off the
 * back office answers 404.
 */
export const proxy = createSiteProxy(marketDescriptor('bih'));

// Any path with ?q= and any revalidation; the proxy itself picks this market's search paths. A first
// visit to a prerendered page never runs it. Next reads the matcher from this literal alone.
export const config = {
  matcher: [
    // The back office, so an instance with BACK_OFFICE=off answers 404 there.
    '/admin',
    '/admin/:path*',
    // Previews of drafts: rendered per request, with a nonce policy like search results.
    '/preview/:path*',
    '/:lang/preview/:path*',
    { source: '/:path*', has: [{ type: 'query', key: 'q' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'if-none-match' }] },
    // A path with a percent escape: one that does not decode answers the 404 page, not Next's 500.
    '/(.*%.*)',
  ],
};
