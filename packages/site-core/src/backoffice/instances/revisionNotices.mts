import type { Payload, PayloadRequest } from 'payload';
import { postgresPool } from './postgresLocks.mts';

/*
 * How every instance of a market learns of a new content revision the moment it is committed, on
 * PostgreSQL: the save that moves the revision (contentModel.mts) sends a notice on a channel in its
 * own transaction, and each instance listens on that channel on a connection of its own. PostgreSQL
 * delivers a notice to every listening session, the sender's too, when the transaction commits, and
 * never when it rolls back. So no instance polls, and none hears of a revision before it can read it:
 * a page rendered on a notice is rendered from the new content, not from the old one marked new.
 * SQLite has no notices: its one instance learns of its own saves directly (announceContentRevision).
 */

/** The channel of the notices: one database per market, so the markets never hear each other. */
export const revisionChannel = 'medivia_content_revision';

/**
 * A revision as newRevision() makes it. Only such a one is sent: it goes into the statement as a
 * literal (drizzle's `sql` tag would mean importing the PostgreSQL adapter into every process).
 */
const revisionPattern = /^[A-Za-z0-9._-]{1,80}$/;

interface Executor {
  execute(query: string): Promise<unknown>;
}

/** Payload's PostgreSQL adapter, as far as a notice needs it: its database and open transactions. */
interface PostgresAdapter {
  name?: string;
  drizzle?: Executor;
  sessions?: Record<string, { db?: Executor } | undefined>;
}

/**
 * Sends notice of `revision` in the transaction of `req` (delivered at its commit); false where the
 * database sends no notices (SQLite), and the caller announces the revision in its own process.
 */
export async function sendRevisionNotice(req: PayloadRequest, revision: string): Promise<boolean> {
  const adapter = req.payload.db as unknown as PostgresAdapter;
  if (adapter.name !== 'postgres' || !adapter.drizzle) return false;
  if (!revisionPattern.test(revision)) throw new Error(`Not a content revision: ${revision}`);
  const transaction = req.transactionID ? await req.transactionID : undefined;
  const db =
    (transaction !== undefined ? adapter.sessions?.[String(transaction)]?.db : undefined) ??
    adapter.drizzle;
  await db.execute(`SELECT pg_notify('${revisionChannel}', '${revision}')`);
  return true;
}

/** The pg client of Payload's pool, as far as listening needs it. */
interface ListeningClient {
  query(text: string): Promise<unknown>;
  release(destroy?: boolean | Error): void;
  on(
    event: 'notification',
    listener: (message: { channel: string; payload?: string }) => void,
  ): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
}

export interface RevisionListening {
  /** A notice's revision, as committed by any instance (this one included). */
  heard(revision: string): void;
  /**
   * Whether notices are heard now: true once listening, false when the connection is lost (until it
   * is back, the instance reads the revision from the database as before). Called with true again
   * after a reconnection, when notices sent in between were missed: the caller reads once.
   */
  listening(yes: boolean): void;
  /** How long to wait before connecting again after a lost connection. */
  retryMs?: number;
}

/**
 * Listens for revision notices on a connection of Payload's pool kept aside for it, reconnecting
 * when it is lost. False where the database sends none (SQLite). Resolves once the first attempt
 * has connected or failed; `stop` ends the listening (tests, a clean shutdown).
 */
export async function listenForRevisions(
  payload: Payload,
  { heard, listening, retryMs = 1_000 }: RevisionListening,
): Promise<{ stop(): void } | false> {
  const pool = postgresPool(payload) as { connect(): Promise<ListeningClient> } | undefined;
  if (!pool) return false;
  let stopped = false;
  let client: ListeningClient | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (from: ListeningClient) => {
    if (client !== from) return;
    client = undefined;
    from.release(true);
    listening(false);
    if (!stopped) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect() {
    retry = undefined;
    let next: ListeningClient | undefined;
    try {
      next = await pool!.connect();
      const current = next;
      // Without a listener a dropped connection's error would end the process.
      current.on('error', () => lost(current));
      current.on('end', () => lost(current));
      current.on('notification', (message) => {
        if (message.channel === revisionChannel && message.payload) heard(message.payload);
      });
      client = current;
      await current.query(`LISTEN ${revisionChannel}`);
      if (stopped) return lost(current);
      listening(true);
    } catch (error) {
      payload.logger.warn(
        `[back office] not listening for content revisions (${(error as Error).message}); reading them instead`,
      );
      if (next) lost(next);
      else if (!stopped) retry = setTimeout(() => void connect(), retryMs);
    }
  }

  await connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      if (client) lost(client);
    },
  };
}
