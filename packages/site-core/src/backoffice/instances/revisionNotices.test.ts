import type { Payload, PayloadRequest } from 'payload';
import { listenForRevisions, revisionChannel, sendRevisionNotice } from './revisionNotices.mts';

describe('revision notices (PostgreSQL)', () => {
  it("are sent in the save's own transaction, so they are delivered at its commit", async () => {
    const inTransaction = { execute: jest.fn(async () => undefined) };
    const outside = { execute: jest.fn(async () => undefined) };
    const req = {
      transactionID: Promise.resolve('tx1'),
      payload: {
        db: { name: 'postgres', drizzle: outside, sessions: { tx1: { db: inTransaction } } },
      },
    } as unknown as PayloadRequest;
    expect(await sendRevisionNotice(req, 'rabc-12345678')).toBe(true);
    expect(outside.execute).not.toHaveBeenCalled();
    expect(inTransaction.execute).toHaveBeenCalledWith(
      `SELECT pg_notify('${revisionChannel}', 'rabc-12345678')`,
    );
    // Nothing but a revision is ever written into the statement.
    await expect(sendRevisionNotice(req, "r1'); DROP TABLE users; --")).rejects.toThrow();
  });

  it('are not sent on SQLite, whose one instance announces its own saves', async () => {
    const req = { payload: { db: { name: 'sqlite' } } } as unknown as PayloadRequest;
    expect(await sendRevisionNotice(req, 'rabc-12345678')).toBe(false);
  });

  it('are heard on a connection kept aside, which is opened again when it is lost', async () => {
    type Listener = (arg?: unknown) => void;
    const handlers: Record<string, Listener>[] = [];
    const queries: string[] = [];
    const connect = jest.fn(async () => {
      const on: Record<string, Listener> = {};
      handlers.push(on);
      return {
        query: async (text: string) => void queries.push(text),
        release: jest.fn(),
        on: (event: string, listener: Listener) => void (on[event] = listener),
      };
    });
    const payload = {
      db: { name: 'postgres', pool: { connect } },
      logger: { warn: jest.fn() },
    } as unknown as Payload;
    const heard: string[] = [];
    const states: boolean[] = [];
    const listening = await listenForRevisions(payload, {
      heard: (revision) => heard.push(revision),
      listening: (yes) => states.push(yes),
      retryMs: 1,
    });
    expect(queries).toEqual([`LISTEN ${revisionChannel}`]);
    handlers[0]!.notification!({ channel: revisionChannel, payload: 'r2' });
    handlers[0]!.notification!({ channel: 'another', payload: 'x' });
    expect(heard).toEqual(['r2']);
    handlers[0]!.error!(new Error('connection terminated'));
    expect(states).toEqual([true, false]);
    await new Promise<void>((resolve) => {
      const check = () => (states.length === 3 ? resolve() : setTimeout(check, 1));
      check();
    });
    expect(states).toEqual([true, false, true]);
    expect(connect).toHaveBeenCalledTimes(2);
    if (listening) listening.stop();
    expect(states).toEqual([true, false, true, false]);
  });
});
