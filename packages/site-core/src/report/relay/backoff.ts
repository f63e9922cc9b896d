import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** The subset of the mailer's MailResult the relay reads (kept structural so tests need no SendGrid). */
export type SendOutcome =
  | { ok: true; id?: string }
  | {
      ok: false;
      reason: 'not_configured' | 'rejected' | 'unavailable' | 'timeout';
      status?: number;
      detail?: string;
    };

export type Verdict =
  | { action: 'sent'; providerId?: string }
  | { action: 'retry'; error: string }
  | { action: 'fail'; error: string };

/**
 * What to do after one attempt. Only a 400 or 413 is final: SendGrid refuses that exact payload and
 * will refuse it again. Everything else (5xx, 429, no answer, a missing or revoked key: 401/403) is
 * retried, because an operator can fix it and the mail must still go out then.
 */
export function verdictFor(outcome: SendOutcome): Verdict {
  if (outcome.ok) return { action: 'sent', providerId: outcome.id };
  const error = [outcome.reason, outcome.status, outcome.detail]
    .filter((part) => part !== undefined)
    .join(' ');
  if (outcome.reason === 'rejected' && (outcome.status === 400 || outcome.status === 413))
    return { action: 'fail', error };
  return { action: 'retry', error };
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Spread of the random factor, so relays that failed together do not retry in lockstep. */
  jitter: number;
}

/**
 * The relay caps `maxMs` at its poll interval (5 s by default): a provider that was down for minutes
 * is tried again within seconds of its recovery, not minutes, and SendGrid takes that rate with ease.
 */
export const defaultBackoff: BackoffOptions = { baseMs: 1_000, maxMs: 5_000, jitter: 0.2 };

/**
 * Exponential: base, 2x base, 4x base ... capped, jitter included (the cap is a promise: no mail
 * waits longer); `attempt` counts from 1. Never gives up.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = defaultBackoff,
  random = Math.random,
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const factor = 1 - options.jitter + 2 * options.jitter * random();
  return Math.min(options.maxMs, Math.round(exponential * factor));
}

/**
 * A relay's identity in lease columns: host, pid and a per-start nonce. The nonce tells a restarted
 * process apart from its previous life under the same pid (pid 1 in a container).
 */
export function relayOwnerId(): string {
  return `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only ESRCH means it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a lease owner is certainly dead, judged from `self`. Owners on other hosts are never
 * judged: their leases simply run out.
 */
export function ownerIsGone(
  owner: string,
  self: string,
  alive: (pid: number) => boolean = processAlive,
): boolean {
  const [host, pidText, nonce] = owner.split('/');
  const [selfHost, selfPid, selfNonce] = self.split('/');
  if (!host || host !== selfHost || !pidText) return false;
  if (pidText === selfPid) return nonce !== selfNonce;
  return !alive(Number(pidText));
}
