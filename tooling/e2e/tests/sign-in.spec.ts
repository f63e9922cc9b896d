import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { administrator, backOfficeApi, signIn, unusedCode } from '../support/backOffice';
import { postJsonFrom as postFrom, type Answer } from '../support/fromAddress';
import { markets } from '../support/markets';

/*
 * Signing in to the back office as a stranger would try to abuse it and as staff do it: failed
 * logins slow the address they come from (429) without locking the account for anybody else, known
 * and unknown e-mails are answered alike, and administrators pass a second factor that they set up
 * in the admin before anything else answers them. Requests come from chosen loopback addresses
 * (127.0.0.2, …) so the server sees different clients; each carries a forged X-Forwarded-For that
 * must not change how it is counted.
 */

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signInThroughAdmin(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /login|log in|sign in/i }).click();
}

for (const market of markets) {
  test.describe(`${market.code}: signing in to the back office`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const base = market.baseURL;
    const login = `${base}${backOfficeApi}/users/login`;
    const secondFactorApi = `${base}${backOfficeApi}/users/second-factor`;
    const stamp = `${market.code}-${Date.now().toString(36)}`;
    // An administrator created without a second factor, who sets one up here.
    const colleague = {
      email: `admin2-${stamp}@medivia-test.example`,
      password: 'second-admin-password-9k2',
      id: 0,
      totpSecret: '',
      recoveryCodes: [] as string[],
    };

    /**
     * An administrator created for one test, with the second factor set up through the API as the
     * admin's screen does it (the key, then a code of it): an account of its own has time steps of
     * its own, so the test's codes are fresh without waiting for a step.
     */
    async function colleagueWithSecondFactor(request: APIRequestContext, label: string) {
      const account = {
        email: `${label}-${stamp}@medivia-test.example`,
        password: 'own-admin-password-4h8w',
        totpSecret: '',
      };
      const created = await request.post(`${base}${backOfficeApi}/users`, {
        headers: await signIn(request, base),
        data: { email: account.email, password: account.password, role: 'administrator' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const pending = await postFrom('127.0.0.10', login, {
        email: account.email,
        password: account.password,
      });
      expect(pending.body).toMatchObject({ secondFactor: 'set-up' });
      const session = { Authorization: `JWT ${pending.body.token as string}` };
      const setUp = await postFrom('127.0.0.10', `${secondFactorApi}/set-up`, {}, session);
      expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
      account.totpSecret = setUp.body.secret as string;
      const confirmed = await postFrom(
        '127.0.0.10',
        `${secondFactorApi}/confirm`,
        { code: await unusedCode(base, account.totpSecret) },
        session,
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      return account;
    }

    test('twenty wrong passwords from one address get 429 past the limit; the account still signs in from another', async ({
      request,
    }) => {
      // An administrator of its own (password and second factor): the run's administrator has a
      // stored session every spec uses, and its time steps are not this test's to spend.
      const guessed = await colleagueWithSecondFactor(request, 'guessed');
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        answers.push(
          await postFrom(
            '127.0.0.2',
            login,
            { email: guessed.email, password: `wrong-password-${attempt}` },
            // Forged hops: a client talking to the server directly writes what it likes here.
            {
              'x-forwarded-for': `10.20.30.${attempt}`,
              'x-medivia-connection-address': '10.9.9.9',
            },
          ),
        );
      }
      const statuses = answers.map((answer) => answer.status);
      console.log(
        `${market.code}: statuses of 20 wrong passwords from 127.0.0.2: ${statuses.join(' ')}`,
      );
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(15).fill(429));
      expect(Number(answers[19]!.headers['retry-after'])).toBeGreaterThan(0);
      // The right password from the same address is refused too: that address waits.
      const same = await postFrom('127.0.0.2', login, {
        email: guessed.email,
        password: guessed.password,
      });
      expect(same.status).toBe(429);

      const elsewhere = await postFrom('127.0.0.3', login, {
        email: guessed.email,
        password: guessed.password,
        code: await unusedCode(base, guessed.totpSecret),
      });
      expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
      expect(elsewhere.body.user.email).toBe(guessed.email);
    });

    test('a known and an unknown e-mail get the same answers at every step, in about the same time', async ({
      request,
    }) => {
      const staff = await signIn(request, base);
      const editor = {
        email: `timing-${stamp}@medivia-test.example`,
        password: 'editor-pass-5678',
      };
      const created = await request.post(`${base}${backOfficeApi}/users`, {
        headers: staff,
        data: { ...editor, role: 'editor' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const unknown = `nobody-${stamp}@medivia-test.example`;

      const known: Answer[] = [];
      const stranger: Answer[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        known.push(
          await postFrom('127.0.0.4', login, { email: editor.email, password: 'wrong-1' }),
        );
        stranger.push(await postFrom('127.0.0.5', login, { email: unknown, password: 'wrong-1' }));
      }
      for (let attempt = 0; attempt < 6; attempt += 1) {
        expect(stranger[attempt]!.status).toBe(known[attempt]!.status);
        expect(stranger[attempt]!.body).toEqual(known[attempt]!.body);
      }
      expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
      // "Locked" is never said of one and not the other: the refusal is the same words.
      expect(JSON.stringify(known[5]!.body)).toBe(JSON.stringify(stranger[5]!.body));

      const knownMs = median(known.slice(0, 5).map((answer) => answer.ms));
      const unknownMs = median(stranger.slice(0, 5).map((answer) => answer.ms));
      console.log(
        `${market.code}: wrong password, median of 5: known e-mail ${knownMs.toFixed(0)} ms, unknown ${unknownMs.toFixed(0)} ms`,
      );
      // Both hash the password (pbkdf2, 600 000 rounds): no short answer gives an unknown e-mail away.
      expect(unknownMs).toBeGreaterThan(knownMs * 0.5);
      expect(knownMs).toBeGreaterThan(unknownMs * 0.5);
    });

    test('GraphQL has no way to sign in past these rules', async ({ request }) => {
      const response = await request.post(`${base}${backOfficeApi}/graphql`, {
        data: {
          query: `mutation { loginUsers(email: "${administrator.email}", password: "x") { token } }`,
        },
      });
      expect(response.status()).toBe(400);
    });

    test('an administrator without a second factor sets one up in the admin before the admin or the API answers it', async ({
      page,
      request,
    }) => {
      const staff = await signIn(request, base);
      const created = await request.post(`${base}${backOfficeApi}/users`, {
        headers: staff,
        data: { email: colleague.email, password: colleague.password, role: 'administrator' },
      });
      expect(created.status(), await created.text()).toBe(201);
      colleague.id = ((await created.json()) as { doc: { id: number } }).doc.id;

      // The password alone: a session that can do nothing yet.
      const pending = await postFrom('127.0.0.6', login, {
        email: colleague.email,
        password: colleague.password,
      });
      expect(pending.status).toBe(200);
      expect(pending.body).toMatchObject({ secondFactor: 'set-up' });
      expect(pending.body.user).toBeUndefined();
      const pendingHeader = { Authorization: `JWT ${pending.body.token as string}` };
      const users = await request.get(`${base}${backOfficeApi}/users`, { headers: pendingHeader });
      expect([401, 403]).toContain(users.status());
      const me = await request.get(`${base}${backOfficeApi}/users/me`, { headers: pendingHeader });
      expect(((await me.json()) as { user: unknown }).user).toBeNull();

      // In the admin: the password leads to the set-up, and nothing else opens before it.
      await signInThroughAdmin(page, base, colleague.email, colleague.password);
      await expect(page).toHaveURL(/\/admin\/second-factor/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      colleague.totpSecret = (await page.getByTestId('second-factor-secret').textContent())!.trim();
      expect(colleague.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.goto(`${base}/admin/collections/users`);
      await expect(page).toHaveURL(/\/admin\/second-factor/, { timeout: 30_000 });

      await page.getByLabel('Code shown by the app').fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /not valid/ })).toBeVisible();
      await page
        .getByLabel('Code shown by the app')
        .fill(await unusedCode(base, colleague.totpSecret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      const codes = page.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      colleague.recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
      await page.getByRole('link', { name: 'Continue to the back office' }).click();
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
      await page.goto(`${base}/admin/collections/users`);
      await expect(page.getByText(colleague.email).first()).toBeVisible();

      // The API too, with the password and a code.
      const full = await postFrom('127.0.0.6', login, {
        email: colleague.email,
        password: colleague.password,
        code: await unusedCode(base, colleague.totpSecret),
      });
      expect(full.status, JSON.stringify(full.body)).toBe(200);
      const listed = await request.get(`${base}${backOfficeApi}/users`, {
        headers: { Authorization: `JWT ${full.body.token as string}` },
      });
      expect(listed.status()).toBe(200);
    });

    test('a code is accepted once', async ({ request }) => {
      // An administrator of its own, with a second factor set up through the API: the colleague
      // above has spent two steps already, and a third would have to wait for the next step (the
      // server accepts a step later than the last it accepted, one step either side of now).
      const own = await colleagueWithSecondFactor(request, 'once');
      const code = await unusedCode(base, own.totpSecret);
      const credentials = { email: own.email, password: own.password, code };
      expect((await postFrom('127.0.0.7', login, credentials)).status).toBe(200);
      const replayed = await postFrom('127.0.0.7', login, credentials);
      expect(replayed.status).toBe(401);
      expect(replayed.body.token).toBeUndefined();
    });

    test('a recovery code signs in once', async () => {
      const credentials = {
        email: colleague.email,
        password: colleague.password,
        recoveryCode: colleague.recoveryCodes[0]!,
      };
      const first = await postFrom('127.0.0.8', login, credentials);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.user.email).toBe(colleague.email);
      expect((await postFrom('127.0.0.8', login, credentials)).status).toBe(401);
    });

    test("an administrator resets a colleague's second factor: signed out, set up anew at the next sign-in", async ({
      request,
    }) => {
      // Signed in with a recovery code (one the test before left), a session past the second factor
      // as a code's is, without spending a third time step of the colleague's.
      const before = await postFrom('127.0.0.9', login, {
        email: colleague.email,
        password: colleague.password,
        recoveryCode: colleague.recoveryCodes[1]!,
      });
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect(before.body.user.email).toBe(colleague.email);
      const colleagueSession = { Authorization: `JWT ${before.body.token as string}` };

      // Not by the colleague itself, who has no say over another account.
      const bySelf = await request.post(
        `${base}${backOfficeApi}/users/${colleague.id}/second-factor/reset`,
        { headers: colleagueSession },
      );
      expect(bySelf.status()).toBe(400);

      const staff = await signIn(request, base);
      const reset = await request.post(
        `${base}${backOfficeApi}/users/${colleague.id}/second-factor/reset`,
        { headers: staff },
      );
      expect(reset.status(), await reset.text()).toBe(200);
      const me = await request.get(`${base}${backOfficeApi}/users/me`, {
        headers: colleagueSession,
      });
      expect(((await me.json()) as { user: unknown }).user).toBeNull();
      const after = await postFrom('127.0.0.9', login, {
        email: colleague.email,
        password: colleague.password,
      });
      expect(after.body).toMatchObject({ secondFactor: 'set-up' });
    });
  });
}
