import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRateLimiter, type RateLimiter } from '../contact/rateLimit';
import { getEnv } from '../env';

/*
 * Abuse limits of the reporter's endpoints, without a trace of the reporter: counted in this
 * process's memory only, by an HMAC of the address under a key that is itself only in memory and
 * replaced every day, so not even the counters hold an address. No CAPTCHA: a proof of work where
 * scripts run (pageAssets.mjs), a honeypot field, and these counters.
 */

const DAY = 24 * 60 * 60 * 1000;

export interface ChannelLimits {
  reports: RateLimiter;
  inbox: RateLimiter;
  /** The key an address is counted by today. */
  keyOf(address: string): string;
}

export function channelLimits(now = () => Date.now()): ChannelLimits {
  const { CONTACT_RATE_LIMIT: limit, CONTACT_RATE_WINDOW_SECONDS: seconds } = getEnv();
  let secret = randomBytes(32);
  let day = Math.floor(now() / DAY);
  return {
    reports: createRateLimiter({ limit, windowMs: seconds * 1000 }),
    // Ten receipts a minute at the default: the eleventh wrong guess from one address is refused.
    inbox: createRateLimiter({ limit: limit * 2, windowMs: 60 * 1000 }),
    keyOf(address) {
      const today = Math.floor(now() / DAY);
      if (today !== day) {
        secret = randomBytes(32);
        day = today;
      }
      return createHmac('sha256', secret).update(address).digest('base64');
    },
  };
}

/** Leading zero bits the proof of work needs: about 65,000 hashes, a second or two in a browser. */
export const PROOF_BITS = 16;
const CHALLENGE_LIFETIME = 2 * 60 * 60 * 1000;
const challengeSecret = randomBytes(32);

const sign = (body: string) =>
  createHmac('sha256', challengeSecret).update(body).digest('base64url');

/** A challenge this process signed: `<time>.<random>.<signature>`. */
export function newChallenge(now = Date.now()): string {
  const body = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(body)}`;
}

const leadingZeroBits = (hash: Buffer) => {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
};

/** Whether `proof` is a solution of a fresh challenge signed here. */
export function proofHolds(challenge: unknown, proof: unknown, now = Date.now()): boolean {
  if (typeof challenge !== 'string' || typeof proof !== 'string' || !/^\d{1,12}$/.test(proof))
    return false;
  const [time, random, signature] = challenge.split('.');
  if (!time || !random || !signature) return false;
  const expected = Buffer.from(sign(`${time}.${random}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (now - Number(time) > CHALLENGE_LIFETIME) return false;
  return (
    leadingZeroBits(createHash('sha256').update(`${challenge}:${proof}`).digest()) >= PROOF_BITS
  );
}

/** A solution found the way the page's script finds it (for API clients and tests). */
export function solveChallenge(challenge: string): string {
  for (let nonce = 0; ; nonce++) {
    if (
      leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= PROOF_BITS
    )
      return String(nonce);
  }
}
