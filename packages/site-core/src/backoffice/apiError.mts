import type { CollectionAfterErrorHook } from 'payload';

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

/**
 * A refusal the admin shows on the field at `path` (it marks the field with the message) as well as
 * in its toast; the API's answer carries both. Hooks run on drafts too, where field validation does
 * not, so a field's problem is said when staff save a draft, not first when they publish.
 */
export async function fieldError(path: string, message: string): Promise<Error> {
  const { APIError } = await import('payload');
  const error = new APIError(message, 400, { errors: [{ path, message }] }, true);
  error.name = 'APIError';
  return error;
}

/**
 * Puts the fields of a `fieldError` back into the API's answer: Payload formats an error's `data` only
 * for its own error class, which the bundled copy a hook throws is not (see `apiError`), so the answer
 * would carry the message alone and the admin could not mark the field.
 */
export const keepFieldErrors: CollectionAfterErrorHook = ({ error }) => {
  const { data, status, message } = error as Error & {
    data?: { errors?: unknown[] };
    status?: number;
  };
  if (!Array.isArray(data?.errors) || !status || status >= 500) return undefined;
  return { response: { errors: [{ name: 'ValidationError', message, data }] }, status };
};
