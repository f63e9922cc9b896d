import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CollectionBeforeOperationHook,
  Endpoint,
  Payload,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload';
import { requiresSecondFactor } from '../users/secondFactor.mts';
import { secondFactorState, verifySecondFactor } from '../users/secondFactorStore.mts';
import { requestLanguage } from '../staffLanguage/refusals.mts';
import type { ApiMiddleware } from './types.mts';
import { requestAddress } from '../../server/requestAddress.mts';
import { hashingGate, hashLikeAPassword, type HashingGate } from './signInHashing.mts';
import { accountKey, signInThrottle, type SignInThrottle } from './signInThrottle.mts';
import { signInWord, type SignInWord } from './signInWords.mts';

/**
 * The login itself (`POST /admin/api/users/login`), as the users collection's own endpoint in place
 * of Payload's: Payload finds an endpoint by its path case-insensitively and reads any `multipart/`
 * body, so limits in front of the route could be walked round (`/users/Login`, a multipart body the
 * check could not read). Here the body is read as Payload reads it, once, and every login counts:
 *
 * - a body that cannot be read (not JSON, not the admin's multipart form, broken JSON) is refused
 *   with 400 before anything is hashed;
 * - the sign-in throttle (signInThrottle.mts) counts the attempt as it starts, and answers 429 with
 *   Retry-After and the same words for every e-mail, known or not; Payload's own lockout is off (it
 *   locked real accounts only, for anybody who typed five wrong passwords, and said so);
 * - the hashing runs inside the hashing gate (signInHashing.mts): 503 when too many wait;
 * - an unknown e-mail costs the same password hashing as a known one, so time tells nothing;
 * - the right password of an account with a second factor (every staff role needs one) opens a
 *   session that can do nothing yet (sessionGuard.mts): the answer names the step left (`code` or
 *   `set-up`) instead of the user. An API client may send `code` (or `recoveryCode`) with the
 *   password and get a full session in one request.
 *
 * Payload's login operation refuses to run unless this endpoint started it (`loginThroughSignInOnly`),
 * so GraphQL's `loginUsers` or any other way to the operation gets no session past these rules.
 */

export const knownDeviceCookie = 'medivia-known-device';
const knownDeviceMaxAgeSeconds = 180 * 24 * 60 * 60;

/**
 * Marks a request whose login operation this endpoint started (`req.context`, which no client can
 * write). A string key: Payload's Local API copies a request's context by its string keys and takes
 * one with none as empty, so a symbol would be lost on the way to `payload.login`.
 */
const startedHere = 'mediviaSignInStartedHere';

type StoredUser = { id: number | string; sessions?: { id?: string }[] } & Record<string, unknown>;

const json = (status: number, body: unknown, headers?: HeadersInit) => {
  const response = Response.json(body, { status, headers });
  response.headers.set('cache-control', 'no-store');
  return response;
};

/** A refusal of the sign-in: Payload's `errors` list (the admin's toasts) and a machine-readable code. */
export const signInRefusal = (
  status: number,
  word: SignInWord,
  language: string | undefined,
  headers?: HeadersInit,
) => {
  const message = signInWord(word, language);
  return json(status, { error: word, message, errors: [{ message }] }, headers);
};

export const tooManyAttempts = (retryAfterSeconds: number, language?: string) =>
  signInRefusal(429, 'tooManyAttempts', language, { 'retry-after': String(retryAfterSeconds) });

interface LoginForm {
  email?: string;
  password?: string;
  code?: string;
  recoveryCode?: string;
}

/**
 * The login form as Payload reads it (its own parser: JSON, or the admin's multipart with a
 * `_payload` JSON field), or undefined when the body cannot be read that way.
 */
async function loginForm(req: PayloadRequest): Promise<LoginForm | undefined> {
  const [type = ''] = (req.headers.get('content-type') ?? '').split(';', 1);
  if (type !== 'application/json' && !type.includes('multipart/')) return undefined;
  try {
    // Loaded here, not at the top: the collection that lists this endpoint is tested as data.
    const { addDataAndFileToRequest } = await import('payload');
    await addDataAndFileToRequest(req);
  } catch {
    return undefined;
  }
  const raw: unknown = req.data;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const pick = (key: string) => {
    const value = (raw as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    email: pick('email'),
    password: pick('password'),
    code: pick('code'),
    recoveryCode: pick('recoveryCode'),
  };
}

const deviceToken = (secret: string, account: string) =>
  createHmac('sha256', secret).update(`known device\0${account}`).digest('base64url');

export function isKnownDevice(headers: Headers, secret: string, account: string): boolean {
  const cookie = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${knownDeviceCookie}=`));
  const value = Buffer.from(cookie?.slice(knownDeviceCookie.length + 1) ?? '');
  const expected = Buffer.from(deviceToken(secret, account));
  return value.length === expected.length && timingSafeEqual(value, expected);
}

/** The session id Payload signed into a token it has just issued (read, not verified: it is ours). */
function sessionIdOf(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims.sid === 'string' ? claims.sid : undefined;
  } catch {
    return undefined;
  }
}

/** Ends session `sid` of the account (a right password with a wrong code). */
async function revokeSession(payload: Payload, userId: number | string, sid: string) {
  const user = await payload.db.findOne<StoredUser>({
    collection: 'users',
    where: { id: { equals: userId } },
  });
  if (!user) return;
  const sessions = Array.isArray(user.sessions) ? user.sessions : [];
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { ...user, sessions: sessions.filter((session) => session?.id !== sid) },
    returning: false,
  });
}

const sessionCookie = async (
  collection: SanitizedCollectionConfig,
  req: PayloadRequest,
  token: string,
) => {
  const { generatePayloadCookie } = await import('payload/shared');
  return generatePayloadCookie({
    collectionAuthConfig: collection.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token,
  });
};

type LoginResult = { user?: { id: number | string; role?: unknown }; token?: string; exp?: number };

/** Runs Payload's login operation for `form`, inside the hashing gate (undefined: the gate is full). */
async function hashedLogin(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  form: { email: string; password: string },
  gate: HashingGate,
): Promise<LoginResult | undefined> {
  const turn = await gate.enter();
  if (!turn) return undefined;
  try {
    const known = await req.payload.db.findOne({
      collection: collection.slug,
      where: { email: { equals: accountKey(form.email) } },
      req,
    });
    if (!known) await hashLikeAPassword(form.password);
    const { loginOperation } = await import('payload');
    const depth = Number(req.searchParams.get('depth'));
    (req.context as Record<string, unknown>)[startedHere] = true;
    return (await loginOperation({
      collection: req.payload.collections[collection.slug as 'users'],
      data: { email: form.email, password: form.password },
      depth: Number.isInteger(depth) && req.searchParams.has('depth') ? depth : undefined,
      req,
    } as never)) as LoginResult;
  } finally {
    turn();
  }
}

export function createSignInEndpoint(
  throttle: SignInThrottle = signInThrottle,
  gate: HashingGate = hashingGate,
): Endpoint {
  return {
    path: '/login',
    method: 'post',
    handler: async (req) => {
      const language = req.i18n?.language;
      const form = await loginForm(req);
      if (!form) return signInRefusal(400, 'unreadable', language);
      const users = req.payload.collections.users!;
      const collection = users.config;
      const { email, password } = form;
      if (!email || !password || !email.trim() || !password.trim()) {
        // Payload's own field errors (400), before any hashing or counting.
        const { loginOperation } = await import('payload');
        (req.context as Record<string, unknown>)[startedHere] = true;
        await loginOperation({
          collection: users,
          data: { email: email ?? '', password: password ?? '' },
          req,
        } as never);
        return signInRefusal(400, 'unreadable', language);
      }

      const payload = req.payload;
      const attempt = { address: requestAddress(req.headers), account: accountKey(email) };
      const started = throttle.begin({
        ...attempt,
        knownDevice: isKnownDevice(req.headers, payload.secret, attempt.account),
      });
      if (!started.allowed) return tooManyAttempts(started.retryAfterSeconds, language);
      const at = started.at!;

      // A wrong password throws (401) and stays counted.
      const result = await hashedLogin(req, collection, { email, password }, gate);
      if (!result) {
        throttle.forgive(attempt, at);
        return signInRefusal(503, 'busy', language, { 'retry-after': '1' });
      }

      const { user, token, exp } = result;
      const headers = new Headers();
      if (typeof token === 'string') {
        headers.append('set-cookie', await sessionCookie(collection, req, token));
      }
      const signedIn = () => {
        throttle.succeeded(attempt, at);
        headers.append(
          'set-cookie',
          `${knownDeviceCookie}=${deviceToken(payload.secret, attempt.account)}; Path=${payload.config.routes.api}/users; Max-Age=${knownDeviceMaxAgeSeconds}; HttpOnly; SameSite=Strict${collection.auth?.cookies?.secure ? '; Secure' : ''}`,
        );
        return json(200, { message: req.t('authentication:passed'), ...result }, headers);
      };
      const sid = sessionIdOf(token);
      if (!user || !sid) return signedIn();

      const state = await secondFactorState(payload, user.id);
      if (!state.active && !requiresSecondFactor(user.role)) return signedIn();

      if (state.active && (form.code || form.recoveryCode)) {
        const account = await payload.db.findOne<StoredUser>({
          collection: 'users',
          where: { id: { equals: user.id } },
        });
        const outcome = await verifySecondFactor(
          payload,
          { id: user.id, sessions: account?.sessions },
          sid,
          { code: form.code, recoveryCode: form.recoveryCode },
        );
        if (outcome === 'verified') return signedIn();
        // The code failed: the attempt stays counted, and the session it opened is ended.
        await revokeSession(payload, user.id, sid);
        return signInRefusal(401, 'codeNotValid', language);
      }

      // The password was right: not a failure, not a sign-in yet.
      throttle.forgive(attempt, at);
      return json(
        200,
        {
          message: signInWord(state.active ? 'enterCode' : 'setUpFirst', language),
          secondFactor: state.active ? 'code' : 'set-up',
          token,
          exp,
        },
        headers,
      );
    },
  };
}

/** The users collection's login endpoint (listed before Payload's own, so it is the one found). */
export const signInEndpoint: Endpoint = createSignInEndpoint();

/**
 * Lets Payload's login operation run in this request without the endpoint above: the first-user
 * screen (`/users/first-register`, open only while no account exists) creates the first account and
 * signs it in with `payload.login` on the same request. Its session still sets up a second factor
 * before it can do anything (sessionGuard.mts).
 */
export function allowLoginOfFirstAccount(req: PayloadRequest): void {
  (req.context as Record<string, unknown>)[startedHere] = true;
}

/**
 * Payload's login operation runs only when the endpoint above started it: GraphQL's `loginUsers`,
 * or any other way to the operation, would skip the limits and the second factor.
 */
export const loginThroughSignInOnly: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login') return args;
  if ((req.context as Record<string, unknown>)[startedHere]) return args;
  const { APIError } = await import('payload');
  throw new APIError(signInWord('onlyThroughLogin', req.i18n?.language), 403, undefined, true);
};

/** GraphQL's `loginUsers` refused before Payload reads it (the operation refuses it too). */
export const signInLimits: ApiMiddleware = async (request, context, next) => {
  if (context.api !== 'graphql') return next(request);
  const text = await request.clone().text();
  if (/\bloginUsers\b/.test(text)) {
    return signInRefusal(400, 'onlyThroughLogin', requestLanguage(request.headers));
  }
  return next(request);
};
