import { createHash } from 'node:crypto';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';

/**
 * The first administrator the test servers create on first start (ADMIN_EMAIL, ADMIN_PASSWORD), with
 * the second factor an operator provisions (ADMIN_TOTP_SECRET, base32): its codes are made here.
 */
export const administrator = {
  email: 'admin@medivia-test.example',
  password: 'test-only-staff-password-7f3a',
  totpSecret: 'KRSXG5DPNZWHSLLBMRWWS3RNORXXI4BN',
};

/** The back office's REST API: under /admin, so it never shadows the site's own /api. */
export const backOfficeApi = '/admin/api';

export interface Credentials {
  email: string;
  password: string;
  /** The account's TOTP secret, when it has a second factor. */
  totpSecret?: string;
}

const step = 30;
/** How long a code of a later step waits, so an earlier step claimed before it is used first. */
const laterStepPause = 2_000;
const claims = path.join(tmpdir(), 'medivia-e2e-totp-steps');

/**
 * A TOTP code of `secret` that no sign-in on `baseURL` has used yet: the server accepts each code
 * once (and the step before or after the current one), and the tests sign in from two worker
 * processes, so each time step is claimed by creating a file only one process can create. When the
 * current and the next step are both used, this waits for the next step.
 *
 * The server also refuses a step no later than the last one it accepted for the account. A code of
 * a later step than the current one therefore waits a moment before it is handed out: a sign-in
 * that claimed an earlier step a moment before, in the other worker, reaches the server first.
 */
export async function unusedCode(baseURL: string, secret: string): Promise<string> {
  mkdirSync(claims, { recursive: true });
  const account = createHash('sha256').update(`${baseURL}\n${secret}`).digest('hex').slice(0, 16);
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / step);
    // The next step only while the current one has more than 5 s to run, so the code is not too early.
    const candidates = now % step < step - 5 ? [current, current + 1] : [current + 1];
    const claimed = candidates.find((candidate) => {
      try {
        closeSync(openSync(path.join(claims, `${account}-${candidate}`), 'wx'));
        return true;
      } catch {
        return false; // used by another sign-in
      }
    });
    if (claimed !== undefined) {
      if (claimed > current) await new Promise((resolve) => setTimeout(resolve, laterStepPause));
      return generate({ secret, epoch: claimed * step });
    }
    await new Promise((resolve) => setTimeout(resolve, ((current + 1) * step - now) * 1000 + 200));
  }
}

/**
 * The second factors the helpers below set up, per server and account: a colleague whose role needs
 * one (administrator, pharmacovigilance, HR) sets it up at the first sign-in, and every later
 * sign-in of the run gives a code of it.
 */
const setUpSecrets = new Map<string, string>();
const accountKey = (baseURL: string, email: string) => `${baseURL}\n${email}`;

/** The account's TOTP secret: the one it was given, or the one a helper set up this run. */
const secretOf = (baseURL: string, credentials: Credentials) =>
  credentials.totpSecret ?? setUpSecrets.get(accountKey(baseURL, credentials.email));

/** The login request's body: the password and, for an account with a second factor, a fresh code. */
export async function loginBody(baseURL: string, credentials: Credentials) {
  const { email, password } = credentials;
  const secret = secretOf(baseURL, credentials);
  return secret
    ? { email, password, code: await unusedCode(baseURL, secret) }
    : { email, password };
}

/** A POST of JSON, by a Playwright request context or by fetch: its status and parsed body. */
type PostJson = (
  url: string,
  data: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; text: string }>;

const postWith =
  (request: APIRequestContext): PostJson =>
  async (url, data, headers) => {
    const response = await request.post(url, { data, headers });
    return { status: response.status(), text: await response.text() };
  };

const postWithFetch: PostJson = async (url, data, headers = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });
  return { status: response.status, text: await response.text() };
};

/**
 * Signs in through the REST API: the password (with a code when the account has a second factor
 * known here) and, when the server answers that the role needs a second factor not yet set up,
 * its set-up as the admin's screen does it (the key, then a code of it). The session's token and
 * the account's id.
 */
async function signInThrough(
  post: PostJson,
  baseURL: string,
  credentials: Credentials,
): Promise<{ token: string; id: number }> {
  const api = `${baseURL}${backOfficeApi}`;
  const login = await post(`${api}/users/login`, await loginBody(baseURL, credentials));
  expect(login.status, login.text).toBe(200);
  const { token, secondFactor, user } = JSON.parse(login.text) as {
    token: string;
    secondFactor?: 'set-up' | 'code';
    user?: { id: number };
  };
  expect(secondFactor, `${credentials.email} has a second factor no helper knows`).not.toBe('code');
  const header = { Authorization: `JWT ${token}` };
  if (secondFactor === 'set-up') {
    const setUp = await post(`${api}/users/second-factor/set-up`, {}, header);
    expect(setUp.status, setUp.text).toBe(200);
    const { secret } = JSON.parse(setUp.text) as { secret: string };
    const confirmed = await post(
      `${api}/users/second-factor/confirm`,
      { code: await unusedCode(baseURL, secret) },
      header,
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    setUpSecrets.set(accountKey(baseURL, credentials.email), secret);
  }
  // A pending sign-in's answer names no user; the token (Payload's JWT) does.
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    id: number;
  };
  return { token, id: user?.id ?? claims.id };
}

/**
 * Signs in with fetch (no Playwright context, no cookie kept): the session's token and the
 * account's id. Sets up the second factor a role needs at its first sign-in, as `signIn` does.
 */
export const signInForToken = (baseURL: string, credentials: Credentials) =>
  signInThrough(postWithFetch, baseURL, credentials);

// One session per server and account in each worker: a code is good once, so signing in again for
// every test would wait for new time steps.
const sessions = new Map<string, Record<string, string>>();

/**
 * Signs in through the REST API and returns the header that authenticates later calls. An account
 * whose role needs a second factor it has not set up sets one up here (HR, pharmacovigilance).
 */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  credentials: Credentials = administrator,
): Promise<Record<string, string>> {
  const key = `${baseURL}\n${credentials.email}`;
  const cached = sessions.get(key);
  if (cached) {
    // Still this server's session (a private server on the same port may have been restarted)?
    const me = await request.get(`${baseURL}${backOfficeApi}/users/me`, { headers: cached });
    const { user } = (await me.json().catch(() => ({}))) as { user?: { email?: string } };
    if (user?.email === credentials.email) return cached;
  }
  const { token } = await signInThrough(postWith(request), baseURL, credentials);
  const header = { Authorization: `JWT ${token}` };
  sessions.set(key, header);
  return header;
}

/**
 * Signs in a colleague whose role needs a second factor and who has none yet, setting one up through
 * the API as the admin's set-up screen does (the key, then a code of it); returns the session's header.
 */
export async function signInSettingUpSecondFactor(
  request: APIRequestContext,
  baseURL: string,
  credentials: Credentials,
): Promise<Record<string, string>> {
  expect(secretOf(baseURL, credentials), `${credentials.email} has its second factor`).toBe(
    undefined,
  );
  const { token } = await signInThrough(postWith(request), baseURL, credentials);
  expect(secretOf(baseURL, credentials), 'the server asked for a set-up').toBeDefined();
  const header = { Authorization: `JWT ${token}` };
  sessions.set(`${baseURL}\n${credentials.email}`, header);
  return header;
}
