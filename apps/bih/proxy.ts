import type { NextRequest } from 'next/server';
import { contentSecurityProxy } from '@medivia/site-core/security/cspProxy';

/** Pages rendered per request (search results) get a nonce-based Content-Security-Policy. */
export function proxy(request: NextRequest) {
  return contentSecurityProxy(request);
}

// Only the dynamic pages: a search path with ?q= (next-config rewrites it to the results route).
// Prerendered pages never run the proxy. The matcher must be a literal for Next to read it.
export const config = {
  matcher: [
    { source: '/pretraga', has: [{ type: 'query', key: 'q' }] },
    { source: '/iskanje', has: [{ type: 'query', key: 'q' }] },
    { source: '/en/search', has: [{ type: 'query', key: 'q' }] },
  ],
};
