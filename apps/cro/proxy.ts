import type { NextRequest } from 'next/server';
import { siteProxy } from '@medivia/site-core/proxy';

/**
 * Pages rendered per request (search results) get a nonce-based Content-Security-Policy; a repeat
 * visit to a prerendered page that sends back the build's ETag gets 304 Not Modified.
 */
export function proxy(request: NextRequest) {
  return siteProxy(request);
}

// Only the dynamic pages (a search path with ?q=, which next-config rewrites to the results route)
// and revalidations. A first visit to a prerendered page never runs the proxy. The matcher must be
// a literal for Next to read it.
export const config = {
  matcher: [
    { source: '/pretraga', has: [{ type: 'query', key: 'q' }] },
    { source: '/iskanje', has: [{ type: 'query', key: 'q' }] },
    { source: '/en/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'if-none-match' }] },
  ],
};
