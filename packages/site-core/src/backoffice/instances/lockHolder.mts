/**
 * One holder among several processes of a market: the instance whose database session holds a lock
 * is the one that runs the back office's jobs. The lock lives as long as the session, so when the
 * holder dies (SIGKILL, a lost machine) its connection closes, the database lets the lock go and the
 * next instance that asks takes it over.
 */

/** A database session that can ask for one lock; it holds it until the session ends. */
export interface LockSession {
  /** Takes the lock if nobody holds it; true when this session holds it (now or already). */
  tryLock(): Promise<boolean>;
  /** Whether the session still answers (a query, bounded in time); false once its connection is gone. */
  alive(): Promise<boolean>;
  /** Ends the session, and with it the lock. */
  close(): Promise<void>;
}

export interface LockHolderOptions {
  /** Opens a session on the shared database. */
  open(): Promise<LockSession>;
  /** How long an instance that does not hold the lock waits before asking again. */
  retryMs: number;
  now?: () => number;
  /** Told when this instance starts or stops holding the lock (for the log). */
  onChange?(holds: boolean): void;
}

export interface LockHolder {
  /** Whether this instance holds the lock now: asks for it when due, checks the session it has. */
  holds(): Promise<boolean>;
  /** Gives the lock up (the process stops). */
  release(): Promise<void>;
}

export function lockHolder(options: LockHolderOptions): LockHolder {
  const now = options.now ?? Date.now;
  let session: LockSession | undefined;
  let held = false;
  let lastAsked = -Infinity;
  let pending: Promise<boolean> | undefined;

  const set = (holds: boolean) => {
    if (holds !== held) options.onChange?.(holds);
    held = holds;
  };

  const drop = async () => {
    const ending = session;
    session = undefined;
    set(false);
    await ending?.close().catch(() => undefined);
  };

  async function check(): Promise<boolean> {
    if (held && session) {
      // A holder whose session is gone no longer holds anything: another instance may run now.
      if (await session.alive()) return true;
      await drop();
      lastAsked = now();
      return false;
    }
    if (now() - lastAsked < options.retryMs) return false;
    lastAsked = now();
    try {
      session ??= await options.open();
      set(await session.tryLock());
    } catch {
      // The database is away: hold nothing and ask again after the wait.
      await drop();
    }
    return held;
  }

  return {
    holds() {
      // The cron never overlaps itself, but a caller might: one question at a time.
      pending ??= check().finally(() => (pending = undefined));
      return pending;
    },
    async release() {
      await pending?.catch(() => undefined);
      await drop();
    },
  };
}
