import { NextResponse, type NextRequest } from 'next/server';
import { headScripts } from '../layout/headScripts';
import { documentPolicy, inlineScriptHashes } from './contentSecurityPolicy.mjs';

/** The layout's own inline scripts carry no nonce, so they are allowed by hash, as on cached pages. */
const layoutScriptHashes = inlineScriptHashes(
  headScripts.map(({ text }) => `<script>${text}</script>`).join(''),
);

/**
 * The Content-Security-Policy of a page rendered per request (search results, a draft's preview): such
 * a page never reaches the page cache that hashes inline scripts, so it gets a fresh nonce instead.
 * Next reads the nonce from the request's policy header and puts it on every script it renders.
 *
 * A draft's preview (`framedBySameOrigin`) may be framed by the site's own origin, where the back
 * office's live preview shows it; its X-Frame-Options, which says the same to older browsers, is
 * set with every response's security headers (next/nextConfig.mjs, previewPaths).
 *
 * Each app's proxy.ts reaches this (through createSiteProxy) with a matcher of its dynamic pages, so
 * prerendered pages are served without running any proxy code, unless a repeat visit revalidates them.
 */
export function contentSecurityProxy(
  request: NextRequest,
  { framedBySameOrigin = false }: { framedBySameOrigin?: boolean } = {},
): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = documentPolicy({ nonce, hashes: layoutScriptHashes, framedBySameOrigin });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
