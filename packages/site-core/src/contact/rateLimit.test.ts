/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { createRateLimiter } from './rateLimit';

describe('the contact rate limiter', () => {
  it('allows `limit` attempts per window and says when the next one is allowed', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 10_000).allowed).toBe(true);
    expect(limiter.hit('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('b', 20_000).allowed).toBe(true);
  });

  it('slides: an attempt leaves the count once it is a window old', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1_001).allowed).toBe(true);
  });

  it('counts refused attempts for nothing, so waiting is enough to be let in again', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    limiter.hit('a', 0);
    for (let t = 100; t < 1_000; t += 100) limiter.hit('a', t);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
  });

  it('is off with a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1_000 });
    for (let i = 0; i < 100; i += 1) expect(limiter.hit('a', i).allowed).toBe(true);
  });
});
