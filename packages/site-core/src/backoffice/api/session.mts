import type { ApiRequestContext } from './types.mts';

/**
 * Whether a request is a signed-in member of staff, asked of Payload's own strategies (a session
 * cookie or a `JWT` header, its signature, its account and session), so a forged or expired token
 * counts as anonymous here exactly as it does in Payload's handler. Without permissions: a check
 * in front of the API only needs to know who is asking. Remembered per request, for every check
 * that asks.
 */
const answers = new WeakMap<Request, Promise<boolean>>();

export function isSignedIn(request: Request, context: ApiRequestContext): Promise<boolean> {
  let answer = answers.get(request);
  if (!answer) {
    answer = signedIn(request, context);
    answers.set(request, answer);
  }
  return answer;
}

async function signedIn(request: Request, context: ApiRequestContext): Promise<boolean> {
  // Loaded here, not at the top: the seam's list is tested as data, without Payload's runtime.
  const { executeAuthStrategies, getPayload } = await import('payload');
  const payload = await getPayload({ config: context.config });
  const { user } = await executeAuthStrategies({
    headers: request.headers,
    payload,
    canSetHeaders: false,
  });
  return Boolean(user);
}
