/**
 * Failed sign-ins counted in this process's memory (one `next start` per market; instances behind a
 * balancer count apart, so a limit there is per instance). Three counts, over one window:
 *
 * - per address and account: a member of staff who mistypes, or a stranger guessing one account from
 *   one address, waits out the window; the account stays open to every other address.
 * - per address: one address guessing many accounts (spraying) waits too.
 * - per account, across addresses: a guess spread over many addresses. Past this cap the account is
 *   "guarded": an attempt is let through only from a browser that has signed in to it before (the
 *   known-device cookie), or, from anywhere else, one attempt per `guardedInterval` for the account.
 *   Staff on their own browser are never stopped by a stranger; a distributed guess gets one try a
 *   minute; and the roles that matter need the second factor as well as the password.
 *
 * Accounts are counted by the e-mail typed, whether or not it exists, so every answer is the same
 * for a known and an unknown address.
 */
export interface SignInLimits {
  windowMs: number;
  perAddressAndAccount: number;
  perAddress: number;
  perAccount: number;
  guardedIntervalMs: number;
}

export const signInLimits: SignInLimits = {
  windowMs: 15 * 60 * 1000,
  perAddressAndAccount: 5,
  perAddress: 20,
  perAccount: 10,
  guardedIntervalMs: 60 * 1000,
};

export interface SignInAttempt {
  address: string;
  /** The account as typed, lower-cased (known or not). */
  account: string;
  /** The attempt comes from a browser that signed in to this account before. */
  knownDevice: boolean;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Past this many tracked keys, expired ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createSignInThrottle(limits: SignInLimits = signInLimits) {
  const failures = new Map<string, number[]>();
  const lastGuardedAttempt = new Map<string, number>();

  const recent = (key: string, now: number) => {
    const times = (failures.get(key) ?? []).filter((time) => time > now - limits.windowMs);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };
  const wait = (times: number[], limit: number, now: number) =>
    times.length >= limit ? times[times.length - limit]! + limits.windowMs - now : 0;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  function sweep(now: number) {
    for (const key of [...failures.keys()]) recent(key, now);
    for (const [key, time] of lastGuardedAttempt) {
      if (time <= now - limits.windowMs) lastGuardedAttempt.delete(key);
    }
  }

  const throttle = {
    /** Whether this attempt may be tried at all; a refused one is not counted. */
    check(attempt: SignInAttempt, now = Date.now()): ThrottleDecision {
      if (failures.size > SWEEP_THRESHOLD) sweep(now);
      const own = recent(`pair:${attempt.address}:${attempt.account}`, now);
      const byAddress = recent(`address:${attempt.address}`, now);
      const waitMs = Math.max(
        wait(own, limits.perAddressAndAccount, now),
        wait(byAddress, limits.perAddress, now),
      );
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: seconds(waitMs) };
      const byAccount = recent(`account:${attempt.account}`, now);
      if (byAccount.length >= limits.perAccount && !attempt.knownDevice) {
        const last = lastGuardedAttempt.get(attempt.account);
        if (last !== undefined && now - last < limits.guardedIntervalMs) {
          return {
            allowed: false,
            retryAfterSeconds: seconds(last + limits.guardedIntervalMs - now),
          };
        }
        lastGuardedAttempt.set(attempt.account, now);
      }
      return { allowed: true };
    },
    /**
     * `check` and, when allowed, the attempt counted as failed at once, in one step: attempts that
     * arrive together (each hashing for a while) are counted as they start, so a burst cannot pass
     * the check before any of its failures is recorded. `forgive` takes the count back for an
     * attempt that did not fail; `succeeded` for one that signed in.
     */
    begin(attempt: SignInAttempt, now = Date.now()): ThrottleDecision & { at?: number } {
      const decision = throttle.check(attempt, now);
      if (!decision.allowed) return decision;
      throttle.failed(attempt, now);
      return { ...decision, at: now };
    },
    /** Takes back the failure `begin` counted at `at` (the attempt did not fail, or never ran). */
    forgive(attempt: Pick<SignInAttempt, 'address' | 'account'>, at: number): void {
      for (const key of [
        `pair:${attempt.address}:${attempt.account}`,
        `address:${attempt.address}`,
        `account:${attempt.account}`,
      ]) {
        const times = failures.get(key);
        const index = times?.indexOf(at) ?? -1;
        if (index >= 0) times!.splice(index, 1);
        if (times && !times.length) failures.delete(key);
      }
    },
    /** A wrong password or code. */
    failed(attempt: Pick<SignInAttempt, 'address' | 'account'>, now = Date.now()): void {
      for (const key of [
        `pair:${attempt.address}:${attempt.account}`,
        `address:${attempt.address}`,
        `account:${attempt.account}`,
      ]) {
        failures.set(key, [...recent(key, now), now]);
      }
    },
    /** A completed sign-in clears the count of its own address and account (and its own `begin`). */
    succeeded(attempt: Pick<SignInAttempt, 'address' | 'account'>, at?: number): void {
      if (at !== undefined) throttle.forgive(attempt, at);
      failures.delete(`pair:${attempt.address}:${attempt.account}`);
    },
  };
  return throttle;
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/**
 * The process's one throttle: the login route and the second-factor endpoints count together (kept on
 * globalThis, since Next may bundle the two routes' modules apart).
 */
const shared = globalThis as { [key: symbol]: SignInThrottle | undefined };
const throttleKey = Symbol.for('medivia.signInThrottle');
export const signInThrottle: SignInThrottle = (shared[throttleKey] ??= createSignInThrottle());

/** One way of writing an account in every count: the e-mail as Payload compares it. */
export const accountKey = (email: string) => email.trim().toLowerCase();
