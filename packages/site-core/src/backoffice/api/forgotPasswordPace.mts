import type { CollectionBeforeOperationHook } from 'payload';
import { requestAddress } from '../../server/requestAddress.mts';
import {
  accountKey,
  createSignInThrottle,
  type SignInLimits,
  type SignInThrottle,
} from './signInThrottle.mts';
import { signInWord } from './signInWords.mts';

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
      // Payload finds its endpoints by path case-insensitively: so does the pace.
      context.path[1]?.toLowerCase() === 'forgot-password';
    if (!isForgotPassword) return next(request);
    const started = performance.now();
    const answer = await next(request);
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
    return answer;
  };
}

/**
 * Forgot-password and reset-password limited per client address and per account, inside Payload's
 * operations (`beforeOperation` of the users collection), so no spelling of the route skips them:
 * every request counts as it starts (a mail or a hashing each), forgot and reset apart. Forgot-password counts the e-mail
 * as typed, known or not, so a refusal says nothing of which accounts exist; reset-password counts
 * the account whose token it names (tokens that name none count together, so guessing them stops
 * without holding up anybody's real reset). Past a limit: 429 with Retry-After.
 */
export const accountRecoveryLimits: SignInLimits = {
  windowMs: 15 * 60 * 1000,
  perAddressAndAccount: 3,
  perAddress: 20,
  perAccount: 5,
  // Past the account's count, one more a window from anywhere.
  guardedIntervalMs: 15 * 60 * 1000,
};

// Forgot-password and reset-password count apart (one does not use up the other), each once per
// process (kept on globalThis: Next may bundle the routes' modules apart).
const shared = globalThis as { [key: symbol]: SignInThrottle | undefined };
export const forgotPasswordThrottle: SignInThrottle = (shared[
  Symbol.for('medivia.forgotPasswordThrottle')
] ??= createSignInThrottle(accountRecoveryLimits));
export const resetPasswordThrottle: SignInThrottle = (shared[
  Symbol.for('medivia.resetPasswordThrottle')
] ??= createSignInThrottle(accountRecoveryLimits));

const noAccount = '(a token of no account)';

export function limitAccountRecovery(
  throttles: Record<'forgotPassword' | 'resetPassword', SignInThrottle> = {
    forgotPassword: forgotPasswordThrottle,
    resetPassword: resetPasswordThrottle,
  },
): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'forgotPassword' && operation !== 'resetPassword') return args;
    const data = (args as { data?: Record<string, unknown> }).data ?? {};
    let account = noAccount;
    if (operation === 'forgotPassword') {
      if (typeof data.email === 'string') account = accountKey(data.email);
    } else if (typeof data.token === 'string' && data.token) {
      const owner = await req.payload.db.findOne<{ id: number | string; email?: string }>({
        collection: 'users',
        where: { resetPasswordToken: { equals: data.token } },
        req,
      });
      if (owner?.email) account = accountKey(owner.email);
    }
    const decision = throttles[operation].begin({
      address: requestAddress(req.headers),
      account,
      knownDevice: false,
    });
    if (decision.allowed) return args;
    req.responseHeaders ??= new Headers();
    req.responseHeaders.set('retry-after', String(decision.retryAfterSeconds));
    req.responseHeaders.set('cache-control', 'no-store');
    const { APIError } = await import('payload');
    throw new APIError(signInWord('tooManyResets', req.i18n?.language), 429, undefined, true);
  };
}
