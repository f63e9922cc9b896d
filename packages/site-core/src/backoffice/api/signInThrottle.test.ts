/** @jest-environment node */
import { createSignInThrottle, signInLimits } from './signInThrottle.mts';

const minute = 60_000;

describe('the sign-in throttle', () => {
  const stranger = { address: '198.51.100.7', account: 'admin@example.hr', knownDevice: false };
  const colleague = { address: '203.0.113.4', account: 'admin@example.hr', knownDevice: false };

  describe('given five wrong passwords for one account from one address', () => {
    const throttle = createSignInThrottle();
    const start = 1_000_000;
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.check(stranger, start + i).allowed).toBe(true);
      throttle.failed(stranger, start + i);
    }

    it('refuses that address for that account, with the seconds to wait', () => {
      const decision = throttle.check(stranger, start + minute);
      expect(decision).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    });

    it('keeps the account open to every other address', () => {
      expect(throttle.check(colleague, start + minute).allowed).toBe(true);
    });

    it('lets the address try again once the window has passed', () => {
      expect(throttle.check(stranger, start + signInLimits.windowMs + 5).allowed).toBe(true);
    });
  });

  it('refuses an address that sprays many accounts past its own limit', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 20; i += 1) {
      const attempt = { ...stranger, account: `user${i}@example.hr` };
      expect(throttle.check(attempt, i).allowed).toBe(true);
      throttle.failed(attempt, i);
    }
    expect(throttle.check({ ...stranger, account: 'fresh@example.hr' }, 30).allowed).toBe(false);
  });

  it('counts a known and an unknown account alike: the answer never tells which exists', () => {
    const throttle = createSignInThrottle();
    const known = { ...stranger, account: 'admin@example.hr' };
    const unknown = { ...stranger, address: '198.51.100.8', account: 'nobody@example.hr' };
    for (let i = 0; i < 5; i += 1) {
      throttle.failed(known, i);
      throttle.failed(unknown, i);
    }
    expect(throttle.check(known, 10)).toEqual(throttle.check(unknown, 10));
  });

  describe('given a guess spread over many addresses', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < signInLimits.perAccount; i += 1) {
      throttle.failed({ address: `192.0.2.${i}`, account: 'admin@example.hr' }, i);
    }

    it('lets one attempt a minute through for the account from unknown browsers', () => {
      expect(throttle.check({ ...stranger, address: '192.0.2.200' }, 100).allowed).toBe(true);
      const next = throttle.check({ ...stranger, address: '192.0.2.201' }, 200);
      expect(next).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect(throttle.check({ ...stranger, address: '192.0.2.202' }, 100 + minute).allowed).toBe(
        true,
      );
    });

    it('never stops staff on a browser that signed in to the account before', () => {
      for (let i = 0; i < 3; i += 1) {
        expect(throttle.check({ ...colleague, knownDevice: true }, 300 + i).allowed).toBe(true);
      }
    });
  });

  it('forgets the failures of an address and account once it signs in', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 4; i += 1) throttle.failed(stranger, i);
    throttle.succeeded(stranger);
    throttle.failed(stranger, 10);
    expect(throttle.check(stranger, 11).allowed).toBe(true);
  });
});

describe('attempts counted as they start', () => {
  const attempt = { address: '198.51.100.9', account: 'editor@example.hr', knownDevice: false };

  it('refuses the sixth of six attempts that arrive together, before any has failed', () => {
    const throttle = createSignInThrottle();
    const decisions = Array.from({ length: 6 }, () => throttle.begin(attempt, 1_000));
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes back an attempt that did not fail, and a sign-in clears the pair', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 4; i += 1) throttle.begin(attempt, 1_000 + i);
    const right = throttle.begin(attempt, 2_000);
    expect(right.allowed).toBe(true);
    throttle.forgive(attempt, right.at!);
    expect(throttle.begin(attempt, 2_001).allowed).toBe(true);
    throttle.succeeded(attempt, 2_001);
    for (let i = 0; i < 5; i += 1) expect(throttle.begin(attempt, 3_000 + i).allowed).toBe(true);
    expect(throttle.begin(attempt, 3_010).allowed).toBe(false);
  });
});
