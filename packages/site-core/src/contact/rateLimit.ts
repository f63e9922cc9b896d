import 'server-only';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted attempt leaves the window (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt by `key` at `now` and says whether it is within the limit. */
  hit(key: string, now?: number): RateLimitDecision;
}

/** Past this many tracked addresses, expired entries are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A sliding-window limiter kept in this process's memory. Enough for one `next start` per market;
 * several instances behind a balancer would each count separately (a shared store would be needed
 * to hold a strict limit there). A limit of 0 allows everything.
 */
export function createRateLimiter(options: { limit: number; windowMs: number }): RateLimiter {
  const attempts = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of attempts) {
      if (times[times.length - 1]! <= now - options.windowMs) attempts.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (options.limit === 0) return { allowed: true, retryAfterSeconds: 0 };
      if (attempts.size > SWEEP_THRESHOLD) sweep(now);
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - options.windowMs);
      if (recent.length >= options.limit) {
        attempts.set(key, recent);
        const retryAfterMs = recent[0]! + options.windowMs - now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(now);
      attempts.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
