import { NextResponse, type NextRequest } from 'next/server';
import { consentDefaultsScript } from '../consent/consentMode';
import { webFontBootScript } from '../runtime/webFont';
import { documentPolicy, inlineScriptHashes } from './contentSecurityPolicy.mjs';

/**
 * Inline scripts the layout renders itself: Next puts its nonce only on its own scripts, so these
 * are allowed by hash, as on cached pages.
 */
const layoutScriptHashes = inlineScriptHashes(
  `<script>${consentDefaultsScript}</script><script>${webFontBootScript}</script>`,
);

/**
 * The Content-Security-Policy of a page rendered per request (search results): such a page never
 * reaches the page cache that hashes inline scripts, so it gets a fresh nonce instead. Next reads the
 * nonce from the request's policy header and puts it on every script it renders.
 *
 * Each app's proxy.ts calls this with a matcher of its dynamic pages only, so prerendered pages are
 * served without running any proxy code.
 */
export function contentSecurityProxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = documentPolicy({ nonce, hashes: layoutScriptHashes });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
