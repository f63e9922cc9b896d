import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '../env';
import { contentSecurityProxy } from './cspProxy';
import { buildEntityTag, matchesEntityTag } from './pageValidator.mjs';

/**
 * The tag the page cache puts on this build's pages (the server runs in the app folder). `next dev`
 * serves no tagged page, and the BUILD_ID it would find is that of an earlier production build,
 * whose copies it must not confirm.
 */
function buildTag(): string | null {
  const { NODE_ENV, NEXT_DIST_DIR } = getEnv();
  if (NODE_ENV !== 'production') return null;
  return buildEntityTag(path.join(/* turbopackIgnore: true */ process.cwd(), NEXT_DIST_DIR));
}

/**
 * A repeat visit to a prerendered page answered with 304 Not Modified when the browser (or a cache
 * in between) sends back this build's tag, before the page is read or rendered. Only GET and HEAD;
 * any other request is left to the page or endpoint.
 */
export function notModified(request: NextRequest): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const tag = buildTag();
  if (!tag || !matchesEntityTag(request.headers.get('if-none-match'), tag)) return null;
  return new NextResponse(null, { status: 304, headers: { etag: tag } });
}

/**
 * The proxy of a market site. Each app's proxy.ts runs it for two kinds of request only (its
 * matcher must be a literal, so it lives there): a search with ?q=, the one page rendered per request,
 * which gets a nonce-based Content-Security-Policy; and a request that carries If-None-Match.
 */
export function siteProxy(request: NextRequest): NextResponse {
  return (
    notModified(request) ??
    (request.nextUrl.searchParams.has('q') ? contentSecurityProxy(request) : NextResponse.next())
  );
}
