/*
 * Checks on the raw request before the body is trusted: method-independent, with a clear JSON error
 * for each refusal. Bad input is always a 4xx, never a stack trace.
 */

/** A full report is a few kilobytes; 64 KB leaves room for long descriptions and stops abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

export type Refusal = { status: number; body: Record<string, unknown> };

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * Same-origin only: a browser always sends Origin on a POST, so a page elsewhere cannot make a
 * visitor's browser file reports. Clients that send neither header (curl, the operator) are not
 * browsers and cannot be used for cross-site request forgery.
 */
export function checkOrigin(request: Request): Refusal | undefined {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return { status: 403, body: { error: 'cross_origin' } };
  }
  const origin = request.headers.get('origin');
  if (!origin) return undefined;
  const host =
    request.headers.get('x-forwarded-host') ??
    request.headers.get('host') ??
    new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return { status: 403, body: { error: 'cross_origin' } };
  }
  return originHost === host ? undefined : { status: 403, body: { error: 'cross_origin' } };
}

export function checkContentType(request: Request): Refusal | undefined {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json'
    ? undefined
    : { status: 415, body: { error: 'unsupported_media_type', expected: 'application/json' } };
}

/**
 * Reads a body up to `limitBytes`, without trusting Content-Length alone (it may be absent or lie):
 * stops reading and answers 'tooLarge' as soon as the limit is passed.
 */
export async function readBodyWithin(
  request: Request,
  limitBytes: number,
): Promise<Buffer | 'tooLarge'> {
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes) return 'tooLarge';
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return 'tooLarge';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body up to MAX_BODY_BYTES; no body at all is invalid JSON. */
export async function readJson(request: Request): Promise<{ value: unknown } | Refusal> {
  const body = await readBodyWithin(request, MAX_BODY_BYTES);
  if (body === 'tooLarge') {
    return { status: 413, body: { error: 'payload_too_large', limitBytes: MAX_BODY_BYTES } };
  }
  try {
    return { value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { status: 400, body: { error: 'invalid_json' } };
  }
}

/** Idempotency keys are client-made UUIDs or similar: short, plain characters. */
export function readIdempotencyKey(request: Request): { key?: string } | Refusal {
  const key = request.headers.get('idempotency-key');
  if (key === null) return {};
  return /^[A-Za-z0-9_.:-]{8,128}$/.test(key)
    ? { key }
    : { status: 400, body: { error: 'invalid_idempotency_key' } };
}
