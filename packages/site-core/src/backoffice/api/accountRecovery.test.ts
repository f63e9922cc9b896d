/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import { limitAccountRecovery } from './forgotPasswordPace.mts';
import { allowLoginOfFirstAccount, loginThroughSignInOnly } from './signInLimits.mts';
import { createSignInThrottle } from './signInThrottle.mts';

// Payload's error class, as the hooks load it (its ESM runtime is not loaded under jest).
jest.mock('payload', () => {
  class APIError extends Error {
    constructor(
      message: string,
      readonly status = 500,
    ) {
      super(message);
    }
  }
  return { APIError };
});

const from = (address: string, owner?: string) =>
  ({
    headers: new Headers({ 'x-medivia-connection-address': address }),
    context: {},
    i18n: { language: 'hr' },
    payload: { db: { findOne: async () => (owner ? { id: 1, email: owner } : null) } },
  }) as unknown as PayloadRequest;

type HookArgs = Parameters<ReturnType<typeof limitAccountRecovery>>[0];
const run = (
  hook: ReturnType<typeof limitAccountRecovery>,
  operation: string,
  data: Record<string, unknown>,
  req: PayloadRequest,
) => hook({ args: { data }, operation, req } as unknown as HookArgs);

describe('forgot-password and reset-password limits', () => {
  const throttles = () => ({
    forgotPassword: createSignInThrottle({
      windowMs: 60_000,
      perAddressAndAccount: 3,
      perAddress: 20,
      perAccount: 5,
      guardedIntervalMs: 60_000,
    }),
    resetPassword: createSignInThrottle({
      windowMs: 60_000,
      perAddressAndAccount: 3,
      perAddress: 20,
      perAccount: 5,
      guardedIntervalMs: 60_000,
    }),
  });

  it('refuses the fourth request for one account from one address with 429 in the staff language, and Retry-After', async () => {
    const hook = limitAccountRecovery(throttles());
    const req = from('198.51.100.1');
    for (let i = 0; i < 3; i += 1)
      await run(hook, 'forgotPassword', { email: 'A@example.hr' }, req);
    await expect(
      run(hook, 'forgotPassword', { email: ' a@example.hr ' }, req),
    ).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/Zatraženo je previše/),
    });
    expect(Number(req.responseHeaders?.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts a reset by the account its token names, apart from forgot-password', async () => {
    const limits = throttles();
    const hook = limitAccountRecovery(limits);
    for (let i = 0; i < 3; i += 1) {
      await run(hook, 'forgotPassword', { email: 'b@example.hr' }, from('198.51.100.2'));
    }
    const req = from('198.51.100.2', 'b@example.hr');
    for (let i = 0; i < 3; i += 1)
      await run(hook, 'resetPassword', { token: 't', password: 'x' }, req);
    await expect(
      run(hook, 'resetPassword', { token: 't', password: 'x' }, req),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('leaves other operations alone', async () => {
    const hook = limitAccountRecovery(throttles());
    const req = from('198.51.100.3');
    for (let i = 0; i < 50; i += 1) await run(hook, 'login', { email: 'c@example.hr' }, req);
  });
});

describe("Payload's login operation", () => {
  type GuardArgs = Parameters<typeof loginThroughSignInOnly>[0];
  it('refuses to run unless the login endpoint started it (GraphQL loginUsers, anything else)', async () => {
    await expect(
      loginThroughSignInOnly({
        args: {},
        operation: 'login',
        req: from('198.51.100.4'),
      } as unknown as GuardArgs),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('runs for the first account, which the first-user screen signs in on its own request', async () => {
    const req = from('198.51.100.5');
    allowLoginOfFirstAccount(req);
    const args = { data: {} };
    expect(
      await loginThroughSignInOnly({ args, operation: 'login', req } as unknown as GuardArgs),
    ).toBe(args);
  });

  it('lets other operations through', async () => {
    const args = { data: {} };
    expect(
      await loginThroughSignInOnly({
        args,
        operation: 'forgotPassword',
        req: from('198.51.100.4'),
      } as unknown as GuardArgs),
    ).toBe(args);
  });
});
