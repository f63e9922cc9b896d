import { refusal } from './refusal.mts';
import type { ApiMiddleware } from './types.mts';

/**
 * Cross-site request forgery: a page on another site must not make a signed-in editor's browser
 * create, change or delete anything. Browsers name the page's origin on every POST, PATCH, PUT and
 * DELETE (`Origin`; older ones at least `Referer`), so a state-changing request that names a foreign
 * origin is refused before Payload reads its session cookie. REST and GraphQL alike: a GraphQL query
 * travels as a POST too. A request with neither header is not a browser's (a script with its own
 * token, a server-to-server client) and carries no session a visitor did not hand over.
 *
 * The site's own origin is SERVER_URL's (Payload's `serverURL`, exact scheme, host and port); without
 * it, the host the request was sent to (`X-Forwarded-Host` from the reverse proxy, else `Host`),
 * compared by host as Next compares its server actions, so a proxy that terminates TLS without saying
 * so does not lock staff out.
 */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says the request comes from: `Origin`, else `Referer`'s; null when neither. */
export function claimedOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin !== null) return origin;
  const referer = headers.get('referer');
  if (referer === null) return null;
  try {
    return new URL(referer).origin;
  } catch {
    // An unreadable Referer is not this site's.
    return 'null';
  }
}

/** Whether `claimed` is the site's own origin (see above). */
export function isSiteOrigin(claimed: string, request: Request, serverURL: string): boolean {
  let from: URL;
  try {
    from = new URL(claimed);
  } catch {
    // `Origin: null` (a sandboxed frame, a file) and anything unreadable.
    return false;
  }
  if (serverURL) return from.origin === new URL(serverURL).origin;
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || request.headers.get('host') || new URL(request.url).host;
  return from.host === host.toLowerCase();
}

export const sameOriginWrites: ApiMiddleware = async (request, context, next) => {
  if (!stateChanging.has(request.method.toUpperCase())) return next(request);
  const claimed = claimedOrigin(request.headers);
  if (claimed === null) return next(request);
  const { serverURL } = await context.config;
  if (isSiteOrigin(claimed, request, serverURL ?? '')) return next(request);
  return refusal(
    403,
    'cross_origin',
    'The back office accepts changes only from its own pages; this request came from another site.',
  );
};
