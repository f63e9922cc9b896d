import { createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Payload, SanitizedConfig } from 'payload';
import { requiresSecondFactor } from '../users/secondFactor.mts';
import { secondFactorState, verifySecondFactor } from '../users/secondFactorStore.mts';
import type { ApiMiddleware } from './types.mts';
import { requestAddress } from '../../server/requestAddress.mts';
import { accountKey, signInThrottle, type SignInThrottle } from './signInThrottle.mts';

/**
 * POST /admin/api/users/login behind the sign-in throttle (signInThrottle.mts), with the second
 * factor after the password:
 *
 * - a refused attempt answers 429 with Retry-After and the same words for every e-mail, known or
 *   not; Payload's own lockout is off (it locked real accounts only, for anybody who typed five
 *   wrong passwords, and said so);
 * - an unknown e-mail costs the same password hashing as a known one, so the time of the answer
 *   does not tell them apart;
 * - the right password of an account with a second factor (or whose role needs one) opens a
 *   session that can do nothing yet (sessionGuard.mts): the answer names the step left (`code` or
 *   `set-up`) instead of the user. An API client may send `code` (or `recoveryCode`) with the
 *   password and get a full session in one request.
 *
 * GraphQL's `loginUsers` is refused: one way in, behind these rules.
 */

export const knownDeviceCookie = 'medivia-known-device';
const knownDeviceMaxAgeSeconds = 180 * 24 * 60 * 60;

const pbkdf2Async = promisify(pbkdf2);

type StoredUser = { id: number | string; sessions?: { id?: string }[] } & Record<string, unknown>;

/** Payload's password hashing (pbkdf2-sha256, 600 000 rounds, 32 bytes) on a password that fits nothing. */
export async function hashLikeAPassword(password: string): Promise<void> {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256');
}

const json = (status: number, body: unknown, headers?: HeadersInit) => {
  const response = Response.json(body, { status, headers });
  response.headers.set('cache-control', 'no-store');
  return response;
};

export const tooManyAttempts = (retryAfterSeconds: number) =>
  json(
    429,
    { errors: [{ message: 'Too many failed sign-ins: signing in is locked here for a while.' }] },
    { 'retry-after': String(retryAfterSeconds) },
  );

interface LoginForm {
  email?: string;
  password?: string;
  code?: string;
  recoveryCode?: string;
}

/** The login form as JSON, or as the admin sends it (multipart with a `_payload` JSON field). */
async function loginForm(request: Request): Promise<LoginForm> {
  const type = request.headers.get('content-type') ?? '';
  try {
    const raw: unknown = type.includes('application/json')
      ? await request.clone().json()
      : type.includes('form')
        ? JSON.parse(String((await request.clone().formData()).get('_payload') ?? '{}'))
        : {};
    if (!raw || typeof raw !== 'object') return {};
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
  } catch {
    return {};
  }
}

const deviceToken = (secret: string, account: string) =>
  createHmac('sha256', secret).update(`known device\0${account}`).digest('base64url');

function isKnownDevice(request: Request, secret: string, account: string): boolean {
  const cookie = (request.headers.get('cookie') ?? '')
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

function copyHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return headers;
}

/** Ends session `sid` of the account (a right password with a wrong code) and drops its cookie. */
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

async function secureCookies(config: SanitizedConfig) {
  return Boolean(config.collections.find((c) => c.slug === 'users')?.auth?.cookies?.secure);
}

export function createSignInLimits(throttle: SignInThrottle = signInThrottle): ApiMiddleware {
  return async (request, context, next) => {
    if (context.api === 'graphql') {
      const text = await request.clone().text();
      if (/\bloginUsers\b/.test(text)) {
        return json(400, {
          errors: [{ message: 'Sign in through POST /admin/api/users/login.' }],
        });
      }
      return next(request);
    }
    if (request.method !== 'POST' || context.path.join('/') !== 'users/login') return next(request);

    const form = await loginForm(request);
    if (!form.email || !form.password) return next(request);
    const config = await context.config;
    // Loaded here, not at the top: the seam's list is tested as data, without Payload's runtime.
    const { getPayload } = await import('payload');
    const payload = await getPayload({ config });
    const attempt = { address: requestAddress(request.headers), account: accountKey(form.email) };

    const decision = throttle.check({
      ...attempt,
      knownDevice: isKnownDevice(request, payload.secret, attempt.account),
    });
    if (!decision.allowed) return tooManyAttempts(decision.retryAfterSeconds);

    const known = await payload.db.findOne({
      collection: 'users',
      where: { email: { equals: attempt.account } },
    });
    if (!known) await hashLikeAPassword(form.password);

    const response = await next(request);
    if (response.status === 401) throttle.failed(attempt);
    if (response.status !== 200) return response;

    const body = (await response.clone().json()) as {
      user?: { id: number | string; role?: unknown };
      token?: string;
      exp?: number;
    };
    const user = body.user;
    const sid = sessionIdOf(body.token);
    const headers = copyHeaders(response);
    const signedIn = () => {
      throttle.succeeded(attempt);
      return secureCookies(config).then((secure) => {
        headers.append(
          'set-cookie',
          `${knownDeviceCookie}=${deviceToken(payload.secret, attempt.account)}; Path=${config.routes.api}/users; Max-Age=${knownDeviceMaxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
        );
        return new Response(JSON.stringify(body), { status: 200, headers });
      });
    };
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
      throttle.failed(attempt);
      await revokeSession(payload, user.id, sid);
      return json(401, { errors: [{ message: 'The code is not valid (or was used already).' }] });
    }

    return new Response(
      JSON.stringify({
        message: state.active
          ? 'Enter the code of your authenticator app.'
          : 'Set up a second factor before you go on.',
        secondFactor: state.active ? 'code' : 'set-up',
        token: body.token,
        exp: body.exp,
      }),
      { status: 200, headers },
    );
  };
}

export const signInLimits: ApiMiddleware = createSignInLimits();
