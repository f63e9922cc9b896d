import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { markets } from './markets';

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
/**
 * How long a code may take from being made to being checked: the login hashes the password first
 * (pbkdf2, 600 000 rounds), which on a loaded two-core machine takes seconds.
 */
const inFlightSeconds = 10;
/** A claim by another process younger than this may not have reached the server yet. */
const claimSettleMs = 2_500;
/**
 * The longest unusedCode waits for a time step before it fails. Every sign-in of the run reuses a
 * session (support/globalSetup.ts) or signs in an account of its own, so a wait means a spec spends
 * codes of one account faster than one a step: that is a regression, shown as a failure, not a
 * minute of waiting hidden in the suite's time.
 */
const defaultMaxWaitMs = 3_000;
const claimsRoot = path.join(tmpdir(), 'medivia-e2e-totp-steps');

export interface CodeOptions {
  /** Wait at most this long for a time step (see defaultMaxWaitMs); globalSetup may wait longer. */
  maxWaitMs?: number;
  /** Who the code is for, in the message when it cannot be had in time. */
  label?: string;
}

/** The shared servers of this run: their accounts keep their time steps from one run to the next. */
const isSharedServer = (baseURL: string) => markets.some((market) => market.baseURL === baseURL);

/**
 * Where the steps of an account used on `baseURL` are claimed: files `<account>-<step>`. The shared
 * servers keep their database (.data/<market>) and so the last step each account used, across runs:
 * their claims are kept across runs too, in the folder and under the names the helpers used before
 * the stored sessions, so a run of either kind sees the other's. Every other server (a spec's
 * private one) starts from a fresh copy of the database, whose accounts have used no step: their
 * claims are this run's only (E2E_RUN_ID, set by globalSetup), so a spec run again a moment later
 * does not wait for steps only the last run used.
 */
function claimsOf(baseURL: string, secret: string) {
  const account = createHash('sha256').update(`${baseURL}\n${secret}`).digest('hex').slice(0, 16);
  const run = process.env.E2E_RUN_ID;
  const dir = isSharedServer(baseURL) || !run ? claimsRoot : path.join(claimsRoot, `run-${run}`);
  return { dir, prefix: `${account}-` };
}

type Claims = ReturnType<typeof claimsOf>;

/** The steps claimed for the account, each with when and by which process; old ones are dropped. */
function claimedSteps({ dir, prefix }: Claims, current: number) {
  const steps: { step: number; at: number; pid: number }[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    const claimed = Number(name.slice(prefix.length));
    if (!Number.isInteger(claimed)) continue;
    const file = path.join(dir, name);
    // Steps the server no longer accepts tell nothing (kept a minute more, for clocks read late).
    if (claimed < current - 3) {
      rmSync(file, { force: true });
      continue;
    }
    try {
      steps.push({
        step: claimed,
        at: statSync(file).mtimeMs,
        pid: Number(readFileSync(file, 'utf8')) || 0,
      });
    } catch {
      // Dropped by another process meanwhile.
    }
  }
  return steps;
}

/** Claims `candidate` for this process: only one process can create its file. */
function claim({ dir, prefix }: Claims, candidate: number): boolean {
  try {
    writeFileSync(path.join(dir, `${prefix}${candidate}`), String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false; // claimed by another sign-in
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TOTP code of `secret` that no sign-in on `baseURL` has used, of a step the server accepts now
 * and later than every step used before: the server accepts the step before, at and after the
 * current one (clock drift), each once, and refuses a step no later than the last it accepted for
 * the account. So an account can sign in up to three times at once, then once a step. The tests run
 * in two worker processes; each step is claimed by creating a file only one process can create.
 *
 * A code of the step after one another process claimed a moment ago is handed out a moment later,
 * so the other sign-in, with the earlier step, reaches the server first.
 *
 * When every step the server accepts now is used, the next comes with the next step: rather than
 * wait for it (up to 30 s), this fails past `maxWaitMs` (3 s unless told), naming the account.
 */
export async function unusedCode(
  baseURL: string,
  secret: string,
  options: CodeOptions = {},
): Promise<string> {
  const { maxWaitMs = defaultMaxWaitMs, label = baseURL } = options;
  const claims = claimsOf(baseURL, secret);
  mkdirSync(claims.dir, { recursive: true });
  for (;;) {
    const nowMs = Date.now();
    const current = Math.floor(nowMs / 1000 / step);
    const intoStep = nowMs / 1000 - current * step;
    // The step before the current one only while it stays accepted until the code is checked.
    const lowest = intoStep + inFlightSeconds < step ? current - 1 : current;
    const used = claimedSteps(claims, current);
    const last = used.reduce((latest, { step: claimed }) => Math.max(latest, claimed), -Infinity);
    const candidate = Math.max(lowest, last + 1);
    if (candidate <= current + 1) {
      if (!claim(claims, candidate)) continue; // another process took it first: look again
      const other = used.find(({ step: claimed, pid }) => claimed === last && pid !== process.pid);
      const settle = other ? other.at + claimSettleMs - Date.now() : 0;
      if (settle > 0) await sleep(settle);
      return generate({ secret, epoch: candidate * step });
    }
    // The steps up to `last` are used: the next one is accepted once `last` is the current step.
    const waitMs = last * step * 1000 - nowMs + 250;
    const message = `no unused TOTP step for ${label}: steps up to ${last} are used and the next is accepted in ${Math.ceil(waitMs / 1000)} s`;
    if (waitMs > maxWaitMs) {
      throw new Error(
        `${message}. A spec signs this account in more than once a step: reuse its session (signIn, signInBrowser, the stored sessions of support/globalSetup.ts) or give the test an account of its own.`,
      );
    }
    console.warn(`unusedCode: ${message}; waiting.`);
    await sleep(waitMs);
  }
}

/**
 * The second factors the helpers below set up, per server and account. Every staff role needs one
 * (editors too): a colleague a spec creates sets it up at its first sign-in (signInThrough), and
 * every later sign-in gives a code of it, in whichever worker process it happens. The secret is
 * kept beside the account's time-step claims (claimsOf: this run's for a private server, across
 * runs for a shared one, whose database keeps the account), so the other worker knows it too.
 */
const setUpSecrets = new Map<string, string>();
const accountKey = (baseURL: string, email: string) => `${baseURL}\n${email}`;

function secretFile(baseURL: string, email: string) {
  const { dir } = claimsOf(baseURL, email);
  const name = createHash('sha256').update(accountKey(baseURL, email)).digest('hex').slice(0, 16);
  return path.join(dir, `secret-${name}`);
}

function rememberSecret(baseURL: string, email: string, secret: string) {
  setUpSecrets.set(accountKey(baseURL, email), secret);
  const file = secretFile(baseURL, email);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret);
}

function recalledSecret(baseURL: string, email: string): string | undefined {
  const key = accountKey(baseURL, email);
  if (!setUpSecrets.has(key)) {
    try {
      setUpSecrets.set(key, readFileSync(secretFile(baseURL, email), 'utf8').trim());
    } catch {
      return undefined; // not set up by any helper of this run
    }
  }
  return setUpSecrets.get(key);
}

/** The account's TOTP secret: the one it was given, or the one a helper set up. */
const secretOf = (baseURL: string, credentials: Credentials) =>
  credentials.totpSecret ?? recalledSecret(baseURL, credentials.email);

/**
 * The login request's body: the password and, for an account with a second factor, a fresh code.
 * Each call spends a time step of the account; for the administrator on the shared servers, use
 * the session stored for the run instead (signIn, signInBrowser, sessionStateFile): a spec that
 * signs it in again fails in unusedCode rather than wait for a step.
 */
export async function loginBody(
  baseURL: string,
  credentials: Credentials,
  options: CodeOptions = {},
) {
  const { email, password } = credentials;
  const secret = secretOf(baseURL, credentials);
  return secret
    ? {
        email,
        password,
        code: await unusedCode(baseURL, secret, { label: `${email} on ${baseURL}`, ...options }),
      }
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

/** The claims of a token Payload signed (read, not verified: the server checks it). */
export const tokenClaims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    id: number;
    email?: string;
    iat?: number;
    exp?: number;
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
  options: CodeOptions = {},
): Promise<{ token: string; id: number; setUp: boolean }> {
  const api = `${baseURL}${backOfficeApi}`;
  const login = await post(`${api}/users/login`, await loginBody(baseURL, credentials, options));
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
      { code: await unusedCode(baseURL, secret, { label: credentials.email, ...options }) },
      header,
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    rememberSecret(baseURL, credentials.email, secret);
  }
  // A pending sign-in's answer names no user; the token (Payload's JWT) does.
  return { token, id: user?.id ?? tokenClaims(token).id, setUp: secondFactor === 'set-up' };
}

// --- Sessions signed in once per run ------------------------------------------------------------

/**
 * The accounts whose sessions support/globalSetup.ts signs in once per run on each shared server
 * (the market servers of playwright.config.ts), by the role the specs know them by. Only the
 * administrator: every other account a spec signs in is one it created, with an address of its own.
 *
 * The stored session is shared by every spec of the run, so no spec may end it: a test that signs
 * out, changes the password, revokes sessions or resets a second factor does so on an account of its
 * own (sign-in.spec.ts and staff-accounts.spec.ts do).
 */
export const sharedAccounts = { administrator } as const satisfies Record<string, Credentials>;
export type SharedRole = keyof typeof sharedAccounts;

/** The run's stored sessions: beside the shared servers' databases, out of git (.data/). */
export const sessionsDir = path.resolve(__dirname, '..', '.data', 'sessions');

const marketOf = (baseURL: string) => markets.find((market) => market.baseURL === baseURL);

/** The role of `credentials` when it is a shared account and `baseURL` a shared server. */
function sharedAccountOn(baseURL: string, credentials: Credentials): SharedRole | undefined {
  if (!marketOf(baseURL)) return undefined;
  return (Object.keys(sharedAccounts) as SharedRole[]).find(
    (role) => sharedAccounts[role].email === credentials.email,
  );
}

/**
 * The storage-state file holding `role`'s session on `baseURL` (a shared server): the payload-token
 * cookie, and the English the specs read the admin in (playwright.config.ts). For
 * `test.use({ storageState: sessionStateFile(market.baseURL) })` or `browser.newContext(...)`.
 */
export function sessionStateFile(baseURL: string, role: SharedRole = 'administrator'): string {
  const market = marketOf(baseURL);
  if (!market) throw new Error(`${baseURL} is no shared server: its sessions are not stored`);
  return path.join(sessionsDir, `${market.code}-${role}.json`);
}

/** A Playwright storage state with `token` as the back office's session on `baseURL`. */
export function sessionState(baseURL: string, token: string) {
  const { hostname } = new URL(baseURL);
  const { exp } = tokenClaims(token);
  const cookie = {
    domain: hostname,
    path: '/',
    expires: exp ?? -1,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return {
    cookies: [
      { ...cookie, name: 'payload-lng', value: 'en', httpOnly: false, expires: -1 },
      // As Payload sets it on sign-in (users/index.mts: SameSite=Strict, HttpOnly).
      {
        ...cookie,
        name: 'payload-token',
        value: token,
        httpOnly: true,
        sameSite: 'Strict' as const,
      },
    ],
    origins: [],
  };
}

/** The token in a stored session file, when there is one. */
export function storedToken(file: string): string | undefined {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      cookies?: { name: string; value: string }[];
    };
    return state.cookies?.find((cookie) => cookie.name === 'payload-token')?.value;
  } catch {
    return undefined;
  }
}

/** Whether `token` is a live session of `email` on `baseURL` (the server's own answer). */
export async function isLiveSession(baseURL: string, token: string, email: string) {
  const me = await fetch(`${baseURL}${backOfficeApi}/users/me`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const { user } = (await me.json().catch(() => ({}))) as { user?: { email?: string } | null };
  return me.status === 200 && user?.email === email;
}

/**
 * Signs `role` in on a shared server for support/globalSetup.ts, with a wait for a time step allowed
 * (once per run, before any spec): the session's token.
 */
export async function signInShared(baseURL: string, role: SharedRole): Promise<string> {
  const { token } = await signInThrough(postWithFetch, baseURL, sharedAccounts[role], {
    maxWaitMs: 40_000,
  });
  return token;
}

// Stored sessions as read by this worker, checked with the server once.
const storedSessions = new Map<string, Promise<string | undefined>>();

/**
 * The token of the session globalSetup stored for `credentials` on `baseURL`, when it is a shared
 * account on a shared server and the session is live; otherwise undefined (sign in as before).
 */
function sharedToken(baseURL: string, credentials: Credentials): Promise<string | undefined> {
  const role = sharedAccountOn(baseURL, credentials);
  if (!role) return Promise.resolve(undefined);
  const file = sessionStateFile(baseURL, role);
  let token = storedSessions.get(file);
  if (!token) {
    token = (async () => {
      const stored = storedToken(file);
      if (stored && (await isLiveSession(baseURL, stored, credentials.email))) return stored;
      console.warn(
        `${file}: no live stored session (did support/globalSetup.ts run?); signing in instead.`,
      );
      return undefined;
    })();
    storedSessions.set(file, token);
  }
  return token;
}

/**
 * Signs in with fetch (no Playwright context, no cookie kept): the session's token and the
 * account's id. The administrator on a shared server gets the run's stored session. Sets up the
 * second factor a role needs at its first sign-in, as `signIn` does.
 */
export async function signInForToken(
  baseURL: string,
  credentials: Credentials,
): Promise<{ token: string; id: number }> {
  const shared = await sharedToken(baseURL, credentials);
  if (shared) return { token: shared, id: tokenClaims(shared).id };
  const { token, id } = await signInThrough(postWithFetch, baseURL, credentials);
  return { token, id };
}

// One session per server and account in each worker, for the accounts whose session is not stored:
// a code is good once, so signing in again for every test would spend a time step each time.
const sessions = new Map<string, Record<string, string>>();

/**
 * Signs in through the REST API and returns the header that authenticates later calls: for the
 * administrator on a shared server, the run's stored session (support/globalSetup.ts). An account
 * without a second factor sets one up here (every staff role needs one: editors, HR, pharmacovigilance).
 */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  credentials: Credentials = administrator,
): Promise<Record<string, string>> {
  const shared = await sharedToken(baseURL, credentials);
  if (shared) return { Authorization: `JWT ${shared}` };
  const key = accountKey(baseURL, credentials.email);
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
 * Signs a browser in to the back office: the session `signIn` gives (for the administrator on a
 * shared server the run's stored one, so no code is spent) as the payload-token cookie Payload sets
 * at sign-in. For a page or a whole context; returns the session's header for API calls.
 */
export async function signInBrowser(
  target: Page | BrowserContext,
  baseURL: string,
  credentials: Credentials = administrator,
): Promise<Record<string, string>> {
  const context = 'goto' in target ? target.context() : target;
  const header = await signIn(context.request, baseURL, credentials);
  const token = header.Authorization!.replace(/^JWT /, '');
  await context.addCookies([
    { name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' },
  ]);
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
  // A secret remembered from an earlier try of the spec (a server since started anew) is sent and
  // ignored: the server asks for the set-up all the same.
  const { token, setUp } = await signInThrough(postWith(request), baseURL, credentials);
  expect(setUp, 'the server asked for a set-up').toBe(true);
  const header = { Authorization: `JWT ${token}` };
  sessions.set(accountKey(baseURL, credentials.email), header);
  return header;
}
