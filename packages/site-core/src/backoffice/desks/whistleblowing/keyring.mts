import type { KeyPair } from '../../../whistleblowing/crypto';

/*
 * The channel keys confidential persons unlocked with their password, in this process's memory
 * only, per account, forgotten after 15 minutes without use or at "lock". A restart forgets them
 * all: the database never holds one. This is the trade-off the design states (docs/architecture.md):
 * a running server that is compromised sees what its desk opens; a copy of the database, a backup
 * or an administrator sees nothing.
 */

const IDLE_MS = 15 * 60 * 1000;
const KEY = Symbol.for('medivia.whistleblowing.keyring');
type Entry = { market: string; pair: KeyPair; usedAt: number };
type Holder = { [KEY]?: Map<string, Entry> };

const ring = () => ((globalThis as Holder)[KEY] ??= new Map());

export function keep(userId: string, market: string, pair: KeyPair, now = Date.now()) {
  ring().set(userId, { market, pair, usedAt: now });
}

export function unlocked(userId: string, market: string, now = Date.now()): KeyPair | undefined {
  const entry = ring().get(userId);
  if (!entry || entry.market !== market) return undefined;
  if (now - entry.usedAt > IDLE_MS) {
    entry.pair.privateKey.fill(0);
    ring().delete(userId);
    return undefined;
  }
  entry.usedAt = now;
  return entry.pair;
}

export function forget(userId: string) {
  ring().get(userId)?.pair.privateKey.fill(0);
  ring().delete(userId);
}
