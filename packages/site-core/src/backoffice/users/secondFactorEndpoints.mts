import type { Endpoint, PayloadRequest } from 'payload';
import { accountKey, signInThrottle } from '../api/signInThrottle.mts';
import { isKnownDevice, signInRefusal, tooManyAttempts } from '../api/signInLimits.mts';
import { requestAddress } from '../../server/requestAddress.mts';
import { qrCodeSvg } from './qrCode.mts';
import { totpUri } from './secondFactor.mts';
import { signInState, type SignInState } from './sessionGuard.mts';
import {
  beginSetUp,
  confirmSetUp,
  removeSecondFactor,
  verifySecondFactor,
} from './secondFactorStore.mts';

/**
 * The second factor's endpoints under /admin/api/users/second-factor/…: set-up and code entry for a
 * session that passed the password (which has no user yet, so these read the session themselves),
 * and an administrator's reset of a colleague's second factor. Wrong codes count in the sign-in
 * throttle like wrong passwords.
 */

const answer = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  answer(status, { errors: [{ message }], ...extra });

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Runs `work` for a session waiting for `verdict`, inside the throttle. */
async function forPendingSession(
  req: PayloadRequest,
  verdict: SignInState['verdict'],
  work: (state: SignInState, body: Record<string, unknown>) => Promise<Response | 'failed'>,
): Promise<Response> {
  const state = await signInState(req.payload, req.headers);
  if (!state || state.verdict === 'expired') {
    return refuse(401, 'Sign in with your e-mail and password first.');
  }
  if (state.verdict !== verdict) {
    return refuse(409, 'This session does not wait for that step.', { step: state.verdict });
  }
  const attempt = {
    address: requestAddress(req.headers),
    account: accountKey(state.user.email ?? String(state.user.id)),
  };
  // Counted as it starts (a burst of guesses cannot all pass the check first), per address and per
  // account: past the account's limit, codes from a browser that never signed in to it wait too.
  const started = signInThrottle.begin({
    ...attempt,
    knownDevice: isKnownDevice(req.headers, req.payload.secret, attempt.account),
  });
  const language = req.i18n?.language;
  if (!started.allowed) return tooManyAttempts(started.retryAfterSeconds, language);
  const outcome = await work(state, await bodyOf(req));
  if (outcome !== 'failed') {
    signInThrottle.succeeded(attempt, started.at);
    return outcome;
  }
  return signInRefusal(401, 'codeNotValid', language);
}

const issuer = (req: PayloadRequest) =>
  `${String(req.payload.config.admin?.meta?.titleSuffix ?? '').replace(/^\s*·\s*/, '') || 'Medivia'} back office`;

export const secondFactorEndpoints: Endpoint[] = [
  {
    // The secret to set up (the same until confirmed), as text, otpauth address and QR code.
    path: '/second-factor/set-up',
    method: 'post',
    handler: (req) =>
      forPendingSession(req, 'set-up-second-factor', async (state) => {
        const secret = await beginSetUp(req.payload, state.user);
        if (!secret) return refuse(409, 'This account has a second factor already.');
        const uri = totpUri(secret, state.user.email ?? String(state.user.id), issuer(req));
        return answer(200, { secret, uri, qrCode: await qrCodeSvg(uri) });
      }),
  },
  {
    // A code of the new secret confirms it; the ten recovery codes are shown this once.
    path: '/second-factor/confirm',
    method: 'post',
    handler: (req) =>
      forPendingSession(req, 'set-up-second-factor', async (state, body) => {
        const code = text(body.code);
        if (!code) return 'failed';
        const result = await confirmSetUp(req.payload, state.user, state.sid, code);
        if (result === 'invalid') return 'failed';
        if (result === 'not-pending') return refuse(409, 'Start the set-up first.');
        return answer(200, {
          message: 'Second factor set up.',
          recoveryCodes: result.recoveryCodes,
        });
      }),
  },
  {
    // The code of the authenticator app, or a recovery code, after the password.
    path: '/second-factor/verify',
    method: 'post',
    handler: (req) =>
      forPendingSession(req, 'enter-second-factor', async (state, body) => {
        const outcome = await verifySecondFactor(req.payload, state.user, state.sid, {
          code: text(body.code),
          recoveryCode: text(body.recoveryCode),
        });
        return outcome === 'verified' ? answer(200, { message: 'Signed in.' }) : 'failed';
      }),
  },
  {
    // An administrator takes a colleague's second factor away (a lost phone): the colleague is
    // signed out everywhere and sets up a new one at the next sign-in.
    path: '/:id/second-factor/reset',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(401, 'Sign in first.');
      if (req.user.role !== 'administrator') return refuse(403, 'Only administrators reset it.');
      const id = req.routeParams?.id;
      if (typeof id !== 'string' && typeof id !== 'number') return refuse(400, 'Which account?');
      if (String(id) === String(req.user.id)) {
        return refuse(400, 'Another administrator resets your own second factor.');
      }
      const colleague = await req.payload.db.findOne<
        { id: number | string } & Record<string, unknown>
      >({
        collection: 'users',
        where: { id: { equals: id } },
        req,
      });
      if (!colleague) return refuse(404, 'No such account.');
      await removeSecondFactor(req.payload, colleague.id as number | string);
      await req.payload.db.updateOne({
        collection: 'users',
        id: colleague.id as number | string,
        data: { ...colleague, sessions: [] },
        req,
        returning: false,
      });
      return answer(200, { message: 'Second factor reset; the account sets up a new one.' });
    },
  },
];
