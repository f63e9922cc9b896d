import 'server-only';

/** Contact bodies are a few kB at most (message max 4000 characters); anything bigger is not ours. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A JSON error answer: a stable machine-readable code, never a stack trace. */
export function errorResponse(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
) {
  return Response.json(
    { error, ...extra },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/**
 * Refuses requests a browser made for another site (CSRF). Browsers send Origin on every POST and
 * Sec-Fetch-Site on fetches; a request with neither is not from a browser page, so it cannot ride
 * on a visitor's session and is left to the bot check and rate limit.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  const ownHosts = [
    request.headers.get('host'),
    request.headers.get('x-forwarded-host'),
    new URL(request.url).host,
    new URL(siteUrl).host,
  ];
  return ownHosts.includes(originHost);
}

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** Reads at most `limit` bytes; null when the body is longer (a lying Content-Length included). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * The checks every JSON endpoint of the site runs before it looks at a field: same origin (403),
 * JSON content type (415), size (413) and well-formed JSON (400).
 */
export async function readJsonBody(
  request: Request,
  siteUrl: string,
  limit = MAX_BODY_BYTES,
): Promise<JsonBody> {
  if (!isSameOrigin(request, siteUrl))
    return { ok: false, response: errorResponse(403, 'cross_origin') };
  if (!isJson(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: errorResponse(415, 'unsupported_media_type', { expected: 'application/json' }),
    };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  const tooLarge = () => ({
    ok: false as const,
    response: errorResponse(413, 'body_too_large', { limit }),
  });
  if (declared > limit) return tooLarge();
  let text: string | null;
  try {
    text = await readLimited(request, limit);
  } catch {
    return { ok: false, response: errorResponse(400, 'unreadable_body') };
  }
  if (text === null) return tooLarge();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: errorResponse(400, 'invalid_json') };
  }
}
