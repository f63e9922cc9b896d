import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { backOfficeApi, signIn } from '../support/backOffice';
import { markets, mockUrl } from '../support/markets';

// Staff accounts on the shared servers: a forgotten password reset by mail, invitations, and the
// password policy on every path. Mails are read from the SendGrid stand-in, told apart by their
// recipient (other spec files send through it at the same time). Only editors are created, each with
// an address of its own.

interface CapturedMail {
  body: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string; name?: string };
    subject: string;
    content: { type: string; value: string }[];
  };
}

async function mailsTo(address: string): Promise<CapturedMail[]> {
  const all = (await (await fetch(`${mockUrl}/__captured`)).json()) as CapturedMail[];
  return all.filter((mail) =>
    mail.body.personalizations.some((p) => p.to.some((to) => to.email === address)),
  );
}

/** The first mail to `address`, waiting for it: the back office hands mail over without waiting. */
async function mailTo(address: string): Promise<CapturedMail> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(1);
  return (await mailsTo(address))[0]!;
}

const htmlOf = (mail: CapturedMail) =>
  mail.body.content.find((part) => part.type === 'text/html')?.value ?? '';

/** The admin's set-a-password link in a mail, and its token. */
function linkIn(mail: CapturedMail, baseURL: string) {
  const link = htmlOf(mail).match(/href="([^"]+)"/)?.[1] ?? '';
  expect(link.startsWith(`${baseURL}/admin/reset/`), link).toBe(true);
  return { link, token: decodeURIComponent(link.split('/').pop()!) };
}

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@medivia-test.example`;

/** The subjects of the mails in each market language (backoffice/users/accountMails.mts). */
const resetSubject = {
  hr: 'Postavite novu lozinku',
  sl: 'Nastavite novo geslo',
  bs: 'Postavite novu lozinku',
} as Record<string, string>;
const invitationSubject = {
  hr: 'Pozivnica u administraciju stranice',
  sl: 'Vabilo v administracijo spletnega mesta',
  bs: 'Pozivnica u administraciju stranice',
} as Record<string, string>;

for (const market of markets) {
  test.describe(`${market.code}: staff accounts`, () => {
    test.describe.configure({ mode: 'serial' });
    const api = `${market.baseURL}${backOfficeApi}`;
    const language = market.router.defaultLocale;

    async function createEditor(
      request: APIRequestContext,
      data: { email: string; password?: string },
    ) {
      return request.post(`${api}/users`, {
        headers: await signIn(request, market.baseURL),
        data: { ...data, role: 'editor' },
      });
    }

    const login = (request: APIRequestContext, email: string, password: string) =>
      request.post(`${api}/users/login`, { data: { email, password } });

    // A colleague who forgot their password has not picked an admin language (the specs' shared
    // context has picked English, playwright.config.ts): only their browser's language speaks.
    let colleague: APIRequestContext | undefined;
    const forgot = async (_request: APIRequestContext, email: string) => {
      colleague ??= await requests.newContext({ storageState: { cookies: [], origins: [] } });
      return colleague.post(`${api}/users/forgot-password`, {
        data: { email },
        headers: { 'accept-language': language },
      });
    };

    test('a forgotten password: the mail reaches the colleague, its link sets a new password, the old one no longer signs in', async ({
      request,
    }) => {
      const editor = { email: unique('reset'), password: 'stara-lozinka-urednika-7' };
      const created = await createEditor(request, editor);
      expect(created.status(), await created.text()).toBe(201);

      const answer = await forgot(request, editor.email);
      expect(answer.status()).toBe(200);

      const mail = await mailTo(editor.email);
      expect(mail.body.from.email).toBe('web@medivia-test.example');
      expect(mail.body.subject).toBe(`${resetSubject[language]} – ${market.config.appName}`);
      const { token } = linkIn(mail, market.baseURL);

      const newPassword = 'nova-lozinka-nakon-zaborava-3';
      const reset = await request.post(`${api}/users/reset-password`, {
        data: { token, password: newPassword },
      });
      expect(reset.status(), await reset.text()).toBe(200);
      expect((await login(request, editor.email, newPassword)).status()).toBe(200);
      expect((await login(request, editor.email, editor.password)).status()).toBe(401);
      // The link works once.
      const again = await request.post(`${api}/users/reset-password`, {
        data: { token, password: 'jos-jedna-nova-lozinka-9' },
      });
      expect(again.status()).toBe(403);
    });

    test('an unknown address gets the same answer after about the same time, and no mail goes out', async ({
      request,
    }) => {
      // One fresh account per known request: a second request for the same account within 15 s is
      // not mailed again (Payload's minRequestInterval) and would not measure the mailing path.
      const known: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const email = unique('timing');
        const created = await createEditor(request, { email, password: 'lozinka-za-mjerenje-42' });
        expect(created.status(), await created.text()).toBe(201);
        known.push(email);
      }
      const unknown = [unique('nobody'), unique('nobody'), unique('nobody')];

      const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      const bodies = new Set<string>();
      for (let i = 0; i < 3; i += 1) {
        for (const [kind, email] of [
          ['known', known[i]!],
          ['unknown', unknown[i]!],
        ] as const) {
          const started = performance.now();
          const answer = await forgot(request, email);
          timings[kind].push(Math.round(performance.now() - started));
          expect(answer.status()).toBe(200);
          bodies.add(await answer.text());
        }
      }
      console.log(`[${market.code}] forgot-password answer times (ms)`, JSON.stringify(timings));
      // Word for word the same answer.
      expect([...bodies]).toHaveLength(1);
      // Neither answers before the floor (backoffice/api/forgotPasswordPace.mts: 400 ms), which the
      // mailing path stays under, so the time does not tell a known address from an unknown one.
      for (const ms of [...timings.known, ...timings.unknown])
        expect(ms).toBeGreaterThanOrEqual(390);
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[1]!;
      expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(150);

      // The known ones were mailed; after they arrived, none went to the unknown addresses.
      for (const email of known) await mailTo(email);
      for (const email of unknown) expect(await mailsTo(email)).toHaveLength(0);
    });

    test('a weak password is refused with 400 naming the rule: on create, on update and on reset', async ({
      request,
    }) => {
      const refusals = [
        { password: '123', rule: /at least 12 characters/ },
        { password: 'Password1234!', rule: /Too common/ },
        { password: 'aaaaaaaaaaaaaaaa', rule: /Too predictable/ },
      ];
      for (const { password, rule } of refusals) {
        const email = unique('weak');
        const refused = await createEditor(request, { email, password });
        expect(refused.status(), await refused.text()).toBe(400);
        const { errors } = (await refused.json()) as {
          errors: { data?: { errors?: { path: string; message: string }[] } }[];
        };
        expect(errors[0]?.data?.errors?.[0]).toEqual({
          path: 'password',
          message: expect.stringMatching(rule),
        });
      }
      const named = unique('marija.kovac');
      const withName = await createEditor(request, {
        email: named,
        password: `${named.split('@')[0]}-2025`,
      });
      expect(withName.status()).toBe(400);
      expect(await withName.text()).toMatch(/e-mail address/);

      // Update: an editor changing their own password.
      const editor = { email: unique('update'), password: 'prva-dobra-lozinka-11' };
      const created = await createEditor(request, editor);
      expect(created.status(), await created.text()).toBe(201);
      const { doc } = (await created.json()) as { doc: { id: number } };
      // Signed in with the second factor every role sets up at its first sign-in (support/backOffice.ts).
      const session = await signIn(request, market.baseURL, editor);
      const update = await request.patch(`${api}/users/${doc.id}`, {
        headers: session,
        data: { password: 'qwerty123456' },
      });
      expect(update.status()).toBe(400);
      expect(await update.text()).toMatch(/Too common/);
      expect((await login(request, editor.email, editor.password)).status()).toBe(200);

      // Reset: the weak password is refused and the link still works for a good one.
      expect((await forgot(request, editor.email)).status()).toBe(200);
      const { token } = linkIn(await mailTo(editor.email), market.baseURL);
      const weakReset = await request.post(`${api}/users/reset-password`, {
        data: { token, password: 'kratka' },
      });
      expect(weakReset.status()).toBe(400);
      expect(await weakReset.text()).toMatch(/at least 12 characters/);
      const goodReset = await request.post(`${api}/users/reset-password`, {
        data: { token, password: 'druga-dobra-lozinka-12' },
      });
      expect(goodReset.status(), await goodReset.text()).toBe(200);
    });

    test('an invited colleague gets the mail and sets their own password through its link in the admin', async ({
      request,
      page,
    }) => {
      const colleague = unique('invited');
      const created = await createEditor(request, { email: colleague });
      expect(created.status(), await created.text()).toBe(201);

      const mail = await mailTo(colleague);
      expect(mail.body.subject).toBe(
        `${invitationSubject[language]} ${market.config.appName} / Invitation to the back office of ${market.config.appName}`,
      );
      // Market language first, English below.
      expect(htmlOf(mail)).toMatch(new RegExp(`<div lang="${language}">.*<hr><div lang="en">`));
      const { link } = linkIn(mail, market.baseURL);

      await page.goto(link);
      // The admin's form answers once it is hydrated (the first admin page of a server loads slowly).
      await page.waitForLoadState('networkidle');
      const password = page.getByLabel('New Password');
      const confirm = page.getByLabel('Confirm Password');
      // The admin shows the policy's reason under the field.
      await password.fill('prekratka1');
      await confirm.fill('prekratka1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(
        page.getByText(/Too short: a password needs at least 12 characters/),
      ).toBeVisible({ timeout: 15_000 });

      const chosen = 'moja-vlastita-lozinka-2025';
      await password.fill(chosen);
      await confirm.fill(chosen);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).not.toHaveURL(/\/reset\//, { timeout: 15_000 });
      expect((await login(request, colleague, chosen)).status()).toBe(200);
    });
  });
}
