/**
 * How the back office's API says no: a JSON body with a machine-readable `error` code, a sentence for
 * people, and the same sentence in Payload's own `errors` list, which the admin shows in its toasts.
 * Never cached, never a stack trace.
 */
export function refusal(
  status: number,
  error: string,
  message: string,
  details: Record<string, unknown> = {},
): Response {
  return Response.json(
    { error, message, ...details, errors: [{ message, extensions: { code: error } }] },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Payload's own 404 answer (`{ errors: [{ message: 'Not Found' }] }`), for an address the site finds
 * names nothing where Payload would have failed with a 500: the admin reads it as Payload's.
 */
export function payloadNotFound(): Response {
  return Response.json(
    { errors: [{ message: 'Not Found' }] },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}
