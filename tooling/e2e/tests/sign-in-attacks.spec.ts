import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { administrator, backOfficeApi, signInForToken } from '../support/backOffice';
import { requestFrom, type Answer } from '../support/fromAddress';
import { oneMarket } from '../support/markets';
import { kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * The sign-in as an attacker tries to get round it (issue #38), from other loopback addresses
 * (127.0.0.x) against a production build: the route spelled with a capital letter, a multipart body
 * whose type names JSON too, an unknown e-mail told apart by its time, forgot-password without end,
 * an editor's password alone, and a flood of logins that took `/healthz` down. A private app of one
 * market: the flood and the counts are the server's memory, and no other spec should share them.
 * The login is site-core's, the same in every market: one market runs it.
 */

const APP_PORT = 3500;
const MOCK_PORT = 3501;

const postJson = (localAddress: string, url: string, data: unknown) =>
  requestFrom(localAddress, url, {
    body: JSON.stringify(data),
    headers: { 'content-type': 'application/json' },
  });

/** The body: multipart, with a type that also names JSON (a check reading it as JSON fails). */
const oddType = 'multipart/form-data; boundary="b1"; charset="application/json"';
const multipartLogin = (fields: Record<string, unknown>) =>
  [
    '--b1',
    'Content-Disposition: form-data; name="_payload"',
    '',
    JSON.stringify(fields),
    '--b1--',
    '',
  ].join('\r\n');

const postOddMultipart = (localAddress: string, url: string, fields: Record<string, unknown>) =>
  requestFrom(localAddress, url, {
    body: multipartLogin(fields),
    headers: { 'content-type': oddType },
  });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const market of oneMarket('slo')) {
  test.describe(`${market.code}: the sign-in under attack`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });
    const stamp = Date.now().toString(36);
    let mock: Started | undefined;
    let app: Started | undefined;
    let dataDir = '';
    let base = '';
    let api = '';
    let adminToken = '';

    /** An editor created by the administrator for one test: its own counts and time steps. */
    async function editor(label: string) {
      const account = {
        email: `${label}-${stamp}@medivia-test.example`,
        password: `${label}-pass-${stamp}`,
      };
      const created = await fetch(`${api}/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
        body: JSON.stringify({ ...account, role: 'editor' }),
      });
      expect(created.status, await created.text()).toBe(201);
      return account;
    }

    test.beforeAll(async () => {
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-sign-in-attacks-${market.code}-`));
      mock = await startMock(e2eDir, MOCK_PORT);
      app = await startSeededApp(e2eDir, market.code, APP_PORT, dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
      });
      base = app.url;
      api = `${base}${backOfficeApi}`;
      adminToken = (await signInForToken(base, administrator)).token;
    });

    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('/users/Login with a capital L counts like /users/login: 429 after five wrong passwords, the right one too', async () => {
      const guessed = await editor('capital');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const url = `${api}/users/${attempt % 2 ? 'LOGIN' : 'Login'}`;
        statuses.push(
          (await postJson('127.0.0.2', url, { email: guessed.email, password: `wrong-${attempt}` }))
            .status,
        );
      }
      console.log(`capital L, wrong passwords from 127.0.0.2: ${statuses.join(' ')}`);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const right = await postJson('127.0.0.2', `${api}/users/Login`, guessed);
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(right.body.token).toBeUndefined();
    });

    test('a multipart login whose type also names JSON is counted; one that cannot be read is refused with 400', async () => {
      const guessed = await editor('multipart');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push(
          (
            await postOddMultipart('127.0.0.3', `${api}/users/login`, {
              email: guessed.email,
              password: `wrong-${attempt}`,
            })
          ).status,
        );
      }
      console.log(`odd multipart, wrong passwords from 127.0.0.3: ${statuses.join(' ')}`);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

      // Bodies the server cannot read: broken JSON in the form, plain text, no `_payload` at all.
      const broken = await requestFrom('127.0.0.4', `${api}/users/login`, {
        body: multipartLogin({}).replace('{}', '{"email":'),
        headers: { 'content-type': oddType },
      });
      const plain = await requestFrom('127.0.0.4', `${api}/users/login`, {
        body: `email=${guessed.email}&password=x`,
        headers: { 'content-type': 'text/plain' },
      });
      const empty = await requestFrom('127.0.0.4', `${api}/users/login`, {
        body: '--b1--\r\n',
        headers: { 'content-type': oddType },
      });
      for (const answer of [broken, plain, empty]) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.errors?.[0]?.message).toEqual(expect.any(String));
      }
    });

    test('an unknown e-mail costs the same hashing as a known one, whatever the body', async () => {
      const known = await editor('timing');
      const unknown = `nobody-${stamp}@medivia-test.example`;
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const a = await postOddMultipart('127.0.0.5', `${api}/users/login`, {
          email: known.email,
          password: `wrong-${attempt}`,
        });
        const b = await postOddMultipart('127.0.0.6', `${api}/users/login`, {
          email: unknown,
          password: `wrong-${attempt}`,
        });
        expect([a.status, b.status]).toEqual([401, 401]);
        expect(b.body).toEqual(a.body);
        times.known.push(a.ms);
        times.unknown.push(b.ms);
      }
      const knownMs = median(times.known);
      const unknownMs = median(times.unknown);
      console.log(
        `odd multipart, wrong password, median of 5: known ${knownMs.toFixed(0)} ms, unknown ${unknownMs.toFixed(0)} ms`,
      );
      // Without the dummy hashing an unknown e-mail answered in a tenth of the time (14 against
      // 138 ms); with it both pay pbkdf2's 600 000 rounds. Loosely, so a loaded machine cannot flake.
      expect(unknownMs).toBeGreaterThan(knownMs * 0.4);
    });

    test('forgot-password is limited per address and per account, however the route is spelled', async () => {
      const forgot = (from: string, email: string, route = 'forgot-password') =>
        postJson(from, `${api}/users/${route}`, { email });
      // One address, one account (known or not: the answers are the same).
      const account = `forgetful-${stamp}@medivia-test.example`;
      const sameAccount: number[] = [];
      for (const route of [
        'forgot-password',
        'Forgot-Password',
        'forgot-password',
        'FORGOT-PASSWORD',
      ])
        sameAccount.push((await forgot('127.0.0.7', account, route)).status);
      console.log(`forgot-password, one account from 127.0.0.7: ${sameAccount.join(' ')}`);
      expect(sameAccount).toEqual([200, 200, 200, 429]);

      // One address, many accounts.
      const manyAccounts: Answer[] = [];
      for (let i = 0; i < 21; i += 1)
        manyAccounts.push(await forgot('127.0.0.8', `sprayed-${i}-${stamp}@medivia-test.example`));
      console.log(
        `forgot-password, 21 accounts from 127.0.0.8: ${manyAccounts.map((a) => a.status).join(' ')}`,
      );
      expect(manyAccounts.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(manyAccounts[20]!.status).toBe(429);
      expect(Number(manyAccounts[20]!.headers['retry-after'])).toBeGreaterThan(0);

      // One account, many addresses: past its count, one more a window, then 429 from anywhere.
      const target = `target-${stamp}@medivia-test.example`;
      const spread: number[] = [];
      for (let i = 0; i < 7; i += 1)
        spread.push((await forgot(`127.0.0.${20 + i}`, target)).status);
      console.log(`forgot-password, one account from 7 addresses: ${spread.join(' ')}`);
      expect(spread).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });

    test("an editor's password alone opens no session: the second factor is set up first", async () => {
      const colleague = await editor('second-factor');
      const pending = await postJson('127.0.0.9', `${api}/users/login`, colleague);
      expect(pending.status, JSON.stringify(pending.body)).toBe(200);
      expect(pending.body).toMatchObject({ secondFactor: 'set-up' });
      expect(pending.body.user).toBeUndefined();
      const me = await requestFrom('127.0.0.9', `${api}/users/me`, {
        method: 'GET',
        headers: { authorization: `JWT ${pending.body.token as string}` },
      });
      expect(me.body.user).toBeNull();
      // The set-up, as the admin's screen does it, gives the session its account.
      const signedIn = await signInForToken(base, colleague);
      const full = await requestFrom('127.0.0.9', `${api}/users/me`, {
        method: 'GET',
        headers: { authorization: `JWT ${signedIn.token}` },
      });
      expect(full.body.user?.email).toBe(colleague.email);
    });

    test('a flood of logins from many addresses: /healthz keeps answering, the excess gets 503 at once', async () => {
      // About ten logins a second for three seconds, then twenty at once, each from one of ten
      // addresses with an unknown e-mail (each costs a full hashing): while they run, /healthz is asked
      // every 100 ms.
      const askHealthz = async () => {
        const started = performance.now();
        const response = await fetch(`${base}/healthz`);
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      };
      // Its time before the flood, to read the flood's against on a machine shared with other work.
      const quiet: number[] = [];
      for (let i = 0; i < 5; i += 1) quiet.push((await askHealthz()).ms);
      const healthz: { status: number; ms: number }[] = [];
      let flooding = true;
      const probe = (async () => {
        while (flooding) {
          healthz.push(await askHealthz());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const login = (i: number) =>
        postJson(`127.0.0.${40 + (i % 10)}`, `${api}/users/login`, {
          email: `flood-${i}-${stamp}@medivia-test.example`,
          password: 'not-anybodys-password',
        });
      const logins: Promise<Answer>[] = [];
      for (let i = 0; i < 30; i += 1) {
        logins.push(login(i));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (let i = 30; i < 50; i += 1) logins.push(login(i));
      const answers = await Promise.all(logins);
      flooding = false;
      await probe;

      const statuses = answers.map((answer) => answer.status);
      const count = (status: number) => statuses.filter((s) => s === status).length;
      const refused = answers.filter((answer) => answer.status === 503);
      const times = healthz.map((answer) => answer.ms);
      console.log(
        `flood of 50 logins: 401 ×${count(401)}, 503 ×${count(503)}, 429 ×${count(429)}; ` +
          `/healthz ×${healthz.length}: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
          `(before the flood: median ${median(quiet).toFixed(0)} ms; budget 100 ms, read here, not asserted); ` +
          `503 answered in ${refused.length ? median(refused.map((a) => a.ms)).toFixed(0) : '-'} ms (median)`,
      );
      expect(healthz.every((answer) => answer.status === 200)).toBe(true);
      expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
      // Twenty at once are more than the gate runs and queues: the rest are refused, not queued.
      expect(count(503)).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.body.errors?.[0]?.message).toEqual(expect.any(String));
      }
    });
  });
}
