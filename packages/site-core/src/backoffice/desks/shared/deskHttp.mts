import type { Access, PayloadRequest } from 'payload';
import type { DeskActor } from '../../../report/store/auditTypes';
import { requestAddress } from '../../../server/requestAddress.mts';

/*
 * The HTTP manners of the desks' endpoints (pharmacovigilance, HR): every answer is private (no-store), a refusal is JSON
 * with a code and a sentence, and a plain HTML form (the admin's desk view without scripts) gets
 * sent back to the page it came from instead of a JSON document.
 */

const PRIVATE = { 'cache-control': 'no-store' } as const;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE, ...headers } });

export const refusal = (status: number, error: string, message: string) =>
  json(status, { error, message });

/**
 * A file for download (the E2B XML, the VICH JSON, a CV): private, never sniffed, never shown in
 * the browser's window, named by the reference. Text gets its charset; bytes go as they are.
 */
export function download(body: string | Buffer, type: string, fileName: string): Response {
  const text = typeof body === 'string';
  return new Response(text ? body : new Uint8Array(body), {
    status: 200,
    headers: {
      ...PRIVATE,
      'content-type': text ? `${type}; charset=utf-8` : type,
      'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * 401 without a session, 403 for a role the rule excludes; undefined when the request may go on.
 * Reads only `req.user` as Payload resolved it, so whatever the sign-in demands (a second factor)
 * applies here unchanged.
 */
export function gate(req: PayloadRequest, rule: Access, refused: string): Response | undefined {
  if (!req.user) return refusal(401, 'unauthorized', 'Sign in to the back office first.');
  if (!rule({ req })) return refusal(403, 'forbidden', refused);
  return undefined;
}

/**
 * Who acts on a desk, from where: what every audit entry records. The address is the one the
 * back office's sign-in throttle counts (the connection's, or what trusted proxies vouch for).
 */
export function actorOf(req: PayloadRequest): DeskActor {
  const user = req.user as { id: number | string; email?: string | null };
  return {
    user: { id: String(user.id), email: user.email ?? '' },
    clientAddress: requestAddress(req.headers),
  };
}

export const isFormPost = (req: PayloadRequest) =>
  (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** Bodies above this are refused before they are parsed: a note is at most 4000 characters. */
const MAX_BODY_BYTES = 32 * 1024;

export class BadBody extends Error {
  constructor(
    readonly code: 'body_too_large' | 'body_not_json' | 'body_unsupported',
    message: string,
  ) {
    super(message);
  }
}

/** The body of a POST, from JSON or from a plain HTML form, as one flat object. */
export async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  const text = req.text ? await req.text() : '';
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new BadBody('body_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`);
  if (type.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  if (type.startsWith('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw new BadBody('body_not_json', 'The body is not a JSON object.');
  }
  throw new BadBody('body_unsupported', 'Send JSON or a form (application/x-www-form-urlencoded).');
}
