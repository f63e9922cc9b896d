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
