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
const claims = path.join(tmpdir(), 'medivia-e2e-totp-steps');

/**
 * A TOTP code of `secret` that no sign-in on `baseURL` has used yet: the server accepts each code
 * once (and the step before or after the current one), and the tests sign in from two worker
 * processes, so each time step is claimed by creating a file only one process can create. When the
 * current and the next step are both used, this waits for the next step.
 */
export async function unusedCode(baseURL: string, secret: string): Promise<string> {
  mkdirSync(claims, { recursive: true });
  const account = createHash('sha256').update(`${baseURL}\n${secret}`).digest('hex').slice(0, 16);
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / step);
    // The next step only while the current one has more than 5 s to run, so the code is not too early.
    const candidates = now % step < step - 5 ? [current, current + 1] : [current + 1];
    for (const candidate of candidates) {
      try {
        closeSync(openSync(path.join(claims, `${account}-${candidate}`), 'wx'));
        return generate({ secret, epoch: candidate * step });
      } catch {
        // used by another sign-in
      }
    }
    await new Promise((resolve) => setTimeout(resolve, ((current + 1) * step - now) * 1000 + 200));
  }
}

/** The login request's body: the password and, for an account with a second factor, a fresh code. */
export async function loginBody(baseURL: string, credentials: Credentials) {
  const { email, password, totpSecret } = credentials;
  return totpSecret
    ? { email, password, code: await unusedCode(baseURL, totpSecret) }
    : { email, password };
}

// One session per server and account in each worker: a code is good once, so signing in again for
// every test would wait for new time steps.
const sessions = new Map<string, Record<string, string>>();

/** Signs in through the REST API and returns the header that authenticates later calls. */
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
  const response = await request.post(`${baseURL}${backOfficeApi}/users/login`, {
    data: await loginBody(baseURL, credentials),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
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
  const api = `${baseURL}${backOfficeApi}`;
  const login = await request.post(`${api}/users/login`, {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token, secondFactor } = (await login.json()) as { token: string; secondFactor?: string };
  const header = { Authorization: `JWT ${token}` };
  expect(secondFactor).toBe('set-up');
  const setUp = await request.post(`${api}/users/second-factor/set-up`, { headers: header });
  expect(setUp.status(), await setUp.text()).toBe(200);
  const { secret } = (await setUp.json()) as { secret: string };
  const confirmed = await request.post(`${api}/users/second-factor/confirm`, {
    headers: header,
    data: { code: await unusedCode(baseURL, secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return header;
}
