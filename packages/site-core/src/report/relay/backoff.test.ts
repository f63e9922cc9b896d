/** @jest-environment node */
import { backoffDelay, ownerIsGone, verdictFor } from './backoff';

describe('what the relay does after an attempt', () => {
  it.each([
    [{ ok: true as const, id: 'msg-1' }, 'sent'],
    [{ ok: false as const, reason: 'unavailable' as const, status: 500 }, 'retry'],
    [{ ok: false as const, reason: 'unavailable' as const, status: 429 }, 'retry'],
    [{ ok: false as const, reason: 'timeout' as const }, 'retry'],
    [{ ok: false as const, reason: 'not_configured' as const }, 'retry'],
    // A revoked or missing key is an operator's fix away: keep the mail.
    [{ ok: false as const, reason: 'rejected' as const, status: 401 }, 'retry'],
    [{ ok: false as const, reason: 'rejected' as const, status: 400 }, 'fail'],
  ])('%j -> %s', (outcome, action) => {
    expect(verdictFor(outcome).action).toBe(action);
  });
});

describe('the backoff', () => {
  const options = { baseMs: 2_000, maxMs: 60_000, jitter: 0 };

  it('doubles from the base and stops growing at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt, options))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('spreads retries by the jitter', () => {
    const jittered = { ...options, jitter: 0.2 };
    expect(backoffDelay(1, jittered, () => 0)).toBe(1_600);
    expect(backoffDelay(1, jittered, () => 1)).toBe(2_400);
  });

  it('never waits longer than the cap, jitter included', () => {
    const jittered = { baseMs: 1_000, maxMs: 5_000, jitter: 0.2 };
    expect(backoffDelay(20, jittered, () => 1)).toBe(5_000);
    expect(backoffDelay(3, jittered, () => 1)).toBe(4_800);
  });
});

describe('whether a lease owner is gone', () => {
  const self = 'web-1/100/aaaa1111';
  const alive = (pid: number) => pid === 200;

  it('judges only owners on this host', () => {
    expect(ownerIsGone('web-2/300/bbbb2222', self, alive)).toBe(false);
  });

  it('releases a dead process and an earlier life of this pid, never a live process or itself', () => {
    expect(ownerIsGone('web-1/300/bbbb2222', self, alive)).toBe(true);
    expect(ownerIsGone('web-1/100/cccc3333', self, alive)).toBe(true);
    expect(ownerIsGone('web-1/200/dddd4444', self, alive)).toBe(false);
    expect(ownerIsGone(self, self, alive)).toBe(false);
  });
});
