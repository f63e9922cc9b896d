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
