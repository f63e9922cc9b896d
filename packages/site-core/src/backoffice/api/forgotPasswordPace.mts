/**
 * POST /admin/api/users/forgot-password answers no sooner than a fixed time after it arrived, for a
 * known address and an unknown one alike. Payload already answers both with the same words; the work
 * differs (a known address gets a token saved and a mail handed to the mailer, which does not wait for
 * SendGrid: backoffice/email), and without a floor the time would tell which addresses have accounts.
 * The floor sits well above that work on this hardware (measured in tests/staff-accounts.spec.ts).
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;

/** An ApiMiddleware (index.mts), spelled out here: importing its type from the index would be a cycle. */
type Middleware = (
  request: Request,
  context: { api: 'rest' | 'graphql'; path: readonly string[] },
  next: (request: Request) => Promise<Response>,
) => Promise<Response>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function forgotPasswordPace(floorMs = FORGOT_PASSWORD_ANSWER_MS): Middleware {
  return async (request, context, next) => {
    const isForgotPassword =
      context.api === 'rest' &&
      request.method === 'POST' &&
      context.path.length === 2 &&
      context.path[1] === 'forgot-password';
    if (!isForgotPassword) return next(request);
    const started = performance.now();
    const answer = await next(request);
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
    return answer;
  };
}
