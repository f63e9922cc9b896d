/** @jest-environment node */
import { lockHolder, type LockSession } from './lockHolder.mts';

/**
 * A database with one advisory lock, as PostgreSQL keeps it: held by one session until that session
 * ends (closed, or its connection lost when the process dies).
 */
function fakeDatabase() {
  /** The id of the session holding the lock; 0: nobody. */
  let holder = 0;
  let reachable = true;
  let opened = 0;
  class FakeSession implements LockSession {
    connected = true;
    constructor(readonly id: number) {}
    async tryLock() {
      if (!this.connected || !reachable) throw new Error('connection lost');
      if (holder !== 0 && holder !== this.id) return false;
      holder = this.id;
      return true;
    }
    async alive() {
      return this.connected && reachable;
    }
    async close() {
      this.die();
    }
    /** SIGKILL of its process: the connection drops, the database frees the lock. */
    die() {
      this.connected = false;
      if (holder === this.id) holder = 0;
    }
  }
  const sessions: FakeSession[] = [];
  return {
    open: async () => {
      if (!reachable) throw new Error('ECONNREFUSED');
      opened += 1;
      const session = new FakeSession(opened);
      sessions.push(session);
      return session;
    },
    sessions,
    opened: () => opened,
    setReachable: (value: boolean) => (reachable = value),
  };
}

describe('lockHolder: one instance runs the jobs', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 0));

  it('lets the first instance that asks run, and not the second', async () => {
    const db = fakeDatabase();
    const first = lockHolder({ open: db.open, retryMs: 3000, now });
    const second = lockHolder({ open: db.open, retryMs: 3000, now });
    expect(await first.holds()).toBe(true);
    expect(await second.holds()).toBe(false);
    clock += 10_000;
    // Ticks later the holder still runs, the other still waits.
    expect(await first.holds()).toBe(true);
    expect(await second.holds()).toBe(false);
  });

  it('hands the jobs to a waiting instance within its retry once the holder dies', async () => {
    const db = fakeDatabase();
    const changes: boolean[] = [];
    const first = lockHolder({ open: db.open, retryMs: 3000, now });
    const second = lockHolder({
      open: db.open,
      retryMs: 3000,
      now,
      onChange: (holds) => changes.push(holds),
    });
    await first.holds();
    expect(await second.holds()).toBe(false);
    db.sessions[0]!.die();
    clock += 1000;
    // Not yet its turn to ask again: waiting costs no query at every tick.
    expect(await second.holds()).toBe(false);
    clock += 2000;
    expect(await second.holds()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('stops running when its own session is gone, and asks again after the wait', async () => {
    const db = fakeDatabase();
    const changes: boolean[] = [];
    const holder = lockHolder({
      open: db.open,
      retryMs: 3000,
      now,
      onChange: (holds) => changes.push(holds),
    });
    expect(await holder.holds()).toBe(true);
    db.setReachable(false);
    expect(await holder.holds()).toBe(false);
    db.setReachable(true);
    clock += 1000;
    expect(await holder.holds()).toBe(false);
    clock += 3000;
    expect(await holder.holds()).toBe(true);
    expect(changes).toEqual([true, false, true]);
    expect(db.opened()).toBe(2);
  });

  it('holds nothing while the database cannot be reached', async () => {
    const db = fakeDatabase();
    db.setReachable(false);
    const holder = lockHolder({ open: db.open, retryMs: 3000, now });
    expect(await holder.holds()).toBe(false);
    db.setReachable(true);
    clock += 3000;
    expect(await holder.holds()).toBe(true);
  });

  it('asks once for callers that overlap', async () => {
    const db = fakeDatabase();
    const holder = lockHolder({ open: db.open, retryMs: 3000, now });
    const answers = await Promise.all([holder.holds(), holder.holds(), holder.holds()]);
    expect(answers).toEqual([true, true, true]);
    expect(db.opened()).toBe(1);
  });

  it('frees the lock for another instance when released', async () => {
    const db = fakeDatabase();
    const first = lockHolder({ open: db.open, retryMs: 3000, now });
    const second = lockHolder({ open: db.open, retryMs: 3000, now });
    await first.holds();
    await first.release();
    expect(await second.holds()).toBe(true);
  });
});
