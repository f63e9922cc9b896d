/**
 * An error Payload answers with its own message and status (a refusal with its reason, e.g. 400),
 * from a hook or an endpoint. Payload answers an error's message only when it has a name, which the
 * bundled class loses, so the name is set again. Payload is loaded here, not at the top: the modules
 * that refuse are tested as data, without Payload's runtime.
 */
export async function apiError(message: string, status = 400): Promise<Error> {
  const { APIError } = await import('payload');
  const error = new APIError(message, status, undefined, true);
  error.name = 'APIError';
  return error;
}
