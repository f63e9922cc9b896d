import { availableParallelism } from 'node:os';
import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Password hashing bounded. Payload 3.90 hashes staff passwords with pbkdf2-sha256 at 600 000 rounds
 * (`generatePasswordSaltHash.js`: `currentPasswordHashIterations`; 25 000 is its legacy format), about
 * 140 ms of one core each; Node runs them on libuv's four threads, so ten logins a second from
 * anywhere took both cores of a small server and `/healthz` waited seconds. Every login hashes inside
 * this gate: a few at once (one core fewer than the machine has, at least one), a short queue that
 * waits briefly, and past that an answer at once (503 with Retry-After, signInLimits.mts) instead of
 * work nobody bounds.
 */
export interface HashingGateLimits {
  /** Hashings running at once. */
  concurrent: number;
  /** Logins waiting for a turn; one more is refused at once. */
  queued: number;
  /** How long a queued login waits before it is refused. */
  maxWaitMs: number;
}

export const hashingGateLimits: HashingGateLimits = {
  concurrent: Math.max(1, availableParallelism() - 1),
  queued: 4 * Math.max(1, availableParallelism() - 1),
  maxWaitMs: 2_000,
};

/** Ends a turn in the gate (once, however often it is called). */
export type HashingTurn = () => void;

export function createHashingGate(limits: HashingGateLimits = hashingGateLimits) {
  let running = 0;
  const waiting: { start: (turn: HashingTurn) => void; timer: ReturnType<typeof setTimeout> }[] =
    [];

  const turn = (): HashingTurn => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start(turn());
      } else {
        running -= 1;
      }
    };
  };

  return {
    /** A turn to hash, or undefined when the gate is full (or the wait ran out): refuse then. */
    enter(): Promise<HashingTurn | undefined> {
      if (running < limits.concurrent) {
        running += 1;
        return Promise.resolve(turn());
      }
      if (waiting.length >= limits.queued) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const entry = {
          start: resolve,
          timer: setTimeout(() => {
            const index = waiting.indexOf(entry);
            if (index >= 0) waiting.splice(index, 1);
            resolve(undefined);
          }, limits.maxWaitMs),
        };
        waiting.push(entry);
      });
    },
    /** Running and queued hashings, for tests. */
    load: () => ({ running, queued: waiting.length }),
  };
}

export type HashingGate = ReturnType<typeof createHashingGate>;

// The process's one gate (kept on globalThis: Next may bundle the routes' modules apart).
const shared = globalThis as { [key: symbol]: HashingGate | undefined };
export const hashingGate: HashingGate = (shared[Symbol.for('medivia.hashingGate')] ??=
  createHashingGate());

const pbkdf2Async = promisify(pbkdf2);

/** Payload's password hashing (pbkdf2-sha256, 600 000 rounds, 32 bytes) on a password that fits nothing. */
export async function hashLikeAPassword(password: string): Promise<void> {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256');
}
