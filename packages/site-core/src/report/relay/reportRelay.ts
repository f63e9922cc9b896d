import type { MailOutbox } from '../store/mailOutbox';
import type { ReportStore } from '../store/reportStore';
import type { OutboxMessage } from '../store/types';
import {
  backoffDelay,
  defaultBackoff,
  ownerIsGone,
  verdictFor,
  type BackoffOptions,
  type SendOutcome,
} from './backoff';

export interface RelayOptions {
  store: ReportStore;
  send: (message: OutboxMessage) => Promise<SendOutcome>;
  owner: string;
  /**
   * How long a claim holds a mail: at least twice `sendTimeoutMs`, so a live relay records its send,
   * or gives up on it, before another may take the mail and send it twice.
   */
  leaseMs?: number;
  /**
   * The longest wait between two looks at the outbox (mails stored by another process, expired
   * leases) and between two attempts of one mail: after an outage every due mail is tried within
   * this long of the provider's recovery.
   */
  pollMs?: number;
  /** How long one send may take; then the relay records a timeout and moves on. */
  sendTimeoutMs?: number;
  /** Mails in flight at once, so a hung send holds one slot and never the others. */
  concurrency?: number;
  backoff?: BackoffOptions;
  now?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

const timedOut = Symbol('timedOut');

/**
 * Delivers the outbox: a few workers, each claiming one due mail, sending it within a deadline and
 * recording the outcome, until nothing is due. Retries forever with exponential backoff capped at
 * the poll interval, because a report the visitor was told is registered must reach the
 * pharmacovigilance mailbox as soon as SendGrid recovers.
 *
 * Guarantee: a mail recorded as sent is never sent again, and every pending mail is sent once the
 * provider accepts it. The edge is at-least-once, not exactly-once: if the process dies after
 * SendGrid accepted a mail but before `markSent` committed (a few milliseconds), or SendGrid accepts
 * a mail after its deadline and it was tried again meanwhile, the mail is sent again. SendGrid has no
 * idempotency key to prevent that, so every attempt of a mail carries the same `Message-ID` (made from
 * its outbox row, `stableMessageId`): the resend is the same message to the recipient's server and
 * mail client, and X-Report-Reference ties it to its report.
 */
export class ReportRelay {
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly sendTimeoutMs: number;
  private readonly concurrency: number;
  private readonly backoff: BackoffOptions;
  private readonly now: () => number;
  private readonly log: Pick<Console, 'info' | 'warn' | 'error'>;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<number> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): ends a drain between mails (a mail in flight is finished and recorded first). */
  private stopping = false;
  /** The start's release of dead relays' leases: a drain waits for it, to send those mails too. */
  private starting: Promise<void> = Promise.resolve();

  constructor(private readonly options: RelayOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 5_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? Math.floor(this.leaseMs / 2);
    if (this.sendTimeoutMs * 2 > this.leaseMs) {
      throw new Error(`a relay's lease (${this.leaseMs} ms) must be twice its send timeout`);
    }
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    const backoff = options.backoff ?? defaultBackoff;
    this.backoff = { ...backoff, maxMs: Math.min(backoff.maxMs, this.pollMs) };
    this.now = options.now ?? Date.now;
    this.log = options.log ?? console;
  }

  get owner() {
    return this.options.owner;
  }

  /** Frees leases of dead predecessors on this host, then delivers whatever is due. */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.starting = this.releaseGoneLeases();
    void this.starting.finally(() => this.nudge());
  }

  /** Leases of this host's dead relays, freed before the first drain (others' leases run out). */
  private async releaseGoneLeases() {
    try {
      let released = 0;
      for (const outbox of this.options.store.outboxes) {
        released += await outbox.releaseLeases((owner) => ownerIsGone(owner, this.owner));
      }
      if (released)
        this.log.info(`[reports] released ${released} mail lease(s) of a relay that is gone`);
    } catch (error) {
      this.log.error('[reports] the mail relay could not read the store at start', error);
    }
  }

  /** Delivers now (after a commit) instead of waiting for the next poll. */
  nudge() {
    if (this.stopped) return;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.draining;
  }

  /** Sends every mail due now, a few at a time; resolves to how many attempts it made. */
  drain(): Promise<number> {
    if (this.draining) {
      // A nudge during a drain: look again once this one finishes, for mails committed meanwhile.
      this.again = true;
      return this.draining;
    }
    // Cleared in a `finally` callback, which always runs after this assignment, even when the
    // drain finds nothing and settles at once.
    const run = this.deliverDue().finally(async () => {
      const delay = await this.delayUntilNextDue();
      this.draining = undefined;
      // A nudge that came while the delay was read: its mail may not be in that reading.
      if (!this.stopped) this.schedule(this.again ? 0 : delay);
    });
    this.draining = run;
    return run;
  }

  private async deliverDue(): Promise<number> {
    let attempts = 0;
    await this.starting;
    // Each worker claims and sends until nothing is due: a slow or hung send holds its own worker.
    const worker = async () => {
      try {
        while (!this.stopping) {
          const claimed = await this.claimNext();
          if (!claimed) return;
          attempts++;
          const { outbox, mail } = claimed;
          await this.deliver(outbox, mail.id, mail.attempts, mail.purpose, mail.message);
        }
      } catch (error) {
        // The store itself failed (disk, connection): keep the process up and look again at the next poll.
        this.log.error('[reports] the mail relay could not read or update the store', error);
      }
    };
    do {
      this.again = false;
      await Promise.all(Array.from({ length: this.concurrency }, worker));
    } while (this.again && !this.stopping);
    return attempts;
  }

  /** The next due mail of the first outbox that has one (reports before applications). */
  private async claimNext() {
    for (const outbox of this.options.store.outboxes) {
      const mail = await outbox.claimNext(this.owner, this.now(), this.leaseMs);
      if (mail) return { outbox, mail };
    }
    return undefined;
  }

  private async deliver(
    outbox: MailOutbox,
    id: number,
    attempt: number,
    purpose: string,
    message: OutboxMessage,
  ) {
    const sending = this.options.send(message).catch((error): SendOutcome => ({
      ok: false,
      reason: 'unavailable',
      detail: error instanceof Error ? error.message : String(error),
    }));
    let deadline: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      sending,
      new Promise<typeof timedOut>((resolve) => {
        deadline = setTimeout(() => resolve(timedOut), this.sendTimeoutMs);
      }),
    ]);
    clearTimeout(deadline);
    if (outcome === timedOut) {
      // The mail is tried again; should SendGrid still accept this attempt, that is recorded too.
      void sending.then((late) => this.recordLateAcceptance(outbox, id, late));
      return this.record(outbox, id, attempt, purpose, { ok: false, reason: 'timeout' });
    }
    return this.record(outbox, id, attempt, purpose, outcome);
  }

  private async record(
    outbox: MailOutbox,
    id: number,
    attempt: number,
    purpose: string,
    outcome: SendOutcome,
  ) {
    const verdict = verdictFor(outcome);
    const at = new Date(this.now());
    if (verdict.action === 'sent') {
      await outbox.markSent(id, this.owner, at, verdict.providerId);
    } else if (verdict.action === 'fail') {
      this.log.error(
        `[reports] SendGrid refused the ${purpose} mail ${id} for good: ${verdict.error}`,
      );
      await outbox.markFailed(id, this.owner, at, verdict.error);
    } else {
      const delay = backoffDelay(attempt, this.backoff);
      this.log.warn(
        `[reports] ${purpose} mail ${id} not sent (attempt ${attempt}, ${verdict.error}); retry in ${delay} ms`,
      );
      await outbox.markRetry(id, this.owner, at, at.getTime() + delay, verdict.error);
    }
  }

  /** A send past its deadline that SendGrid did accept: recorded as sent, so it is not sent again. */
  private async recordLateAcceptance(outbox: MailOutbox, id: number, outcome: SendOutcome) {
    if (verdictFor(outcome).action !== 'sent') return;
    try {
      await outbox.markSent(
        id,
        this.owner,
        new Date(this.now()),
        outcome.ok ? outcome.id : undefined,
      );
    } catch (error) {
      this.log.error('[reports] a late delivery could not be recorded', error);
    }
  }

  private async delayUntilNextDue(): Promise<number> {
    try {
      const dues = (
        await Promise.all(this.options.store.outboxes.map((outbox) => outbox.nextDueAt()))
      ).filter((at): at is number => at !== undefined);
      if (dues.length === 0) return this.pollMs;
      const due = Math.min(...dues);
      return Math.min(this.pollMs, Math.max(0, due - this.now()));
    } catch {
      return this.pollMs; // the store is unavailable; look again at the next poll
    }
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    // unref: a pending retry must not keep a CLI or a test process alive; the server's socket does.
    this.timer = setTimeout(() => void this.drain(), delayMs);
    this.timer.unref();
  }
}
