import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from '@noble/hashes/utils';
import Database from 'better-sqlite3';
import type { WhistleblowingSettings } from '../market/types';
import { PostgresStoreDatabase, STORE_SCHEMA } from '../report/store/postgresDatabase';
import { SqliteStoreDatabase } from '../report/store/sqliteDatabase';
import type { StoreDatabase, StoreQueries } from '../report/store/storeDatabase';
import {
  fromBase64,
  newKey,
  newKeyPair,
  newSalt,
  openSealed,
  passwordKey,
  publicKeyOf,
  receiptSecrets,
  recoveryKeyOf,
  seal,
  sealText,
  sealTo,
  toBase64,
  unseal,
  unsealText,
  type KeyPair,
} from './crypto';
import { acknowledgeBy, feedbackBy, retentionEnd } from './deadlines';
import { formatRecoveryKey, newReceipt, newReference, readRecoveryKey } from './receipt';
import { createStatements } from './tables';

/*
 * The whistleblowing channel's store, over the report store's StoreDatabase (the same SQL on
 * SQLite and PostgreSQL): its own SQLite file under DATA_DIR, or the report store's schema on
 * PostgreSQL, with tables of its own (tables.ts). It never holds a key that opens a case: the
 * reporter's side opens a case with the receipt, the desk with the channel's private key, which
 * only a confidential person's password (or the offline recovery key) unwraps.
 */

export const CASE_STATUSES = ['received', 'acknowledged', 'in-assessment', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_OUTCOMES = ['substantiated', 'not-substantiated', 'forwarded'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
export type MessageAuthor = 'reporter' | 'handler' | 'minutes';
export type ReceivedVia = 'web' | 'phone' | 'meeting';

export class WhistleblowingError extends Error {
  constructor(
    readonly code:
      | 'not_found'
      | 'channel_not_set_up'
      | 'channel_exists'
      | 'locked'
      | 'not_granted'
      | 'wrong_password'
      | 'wrong_recovery_key'
      | 'closed'
      | 'invalid_status',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const errors = {
  notFound: () => new WhistleblowingError('not_found', 404, 'No such case.'),
  notSetUp: () =>
    new WhistleblowingError(
      'channel_not_set_up',
      503,
      'The channel has no key yet: a confidential person sets it up first.',
    ),
};

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface NewCase {
  market: string;
  locale: string;
  subject: string;
  text: string;
  contact?: string;
  meetingRequested: boolean;
  files: UploadedFile[];
  via: ReceivedVia;
}

export interface CaseSummary {
  reference: string;
  locale: string;
  receivedVia: ReceivedVia;
  receivedAt: string;
  acknowledgeBy: string;
  feedbackBy: string;
  acknowledgedAt: string | null;
  status: CaseStatus;
  outcome: CaseOutcome | null;
  closedAt: string | null;
  deleteAfter: string | null;
  anonymous: boolean;
  meetingRequested: boolean;
  overdue: boolean;
}

export interface CaseMessage {
  id: string;
  from: MessageAuthor;
  text: string;
  at: string;
  agreedAt: string | null;
  files: { id: string; name: string; size: number; type: string }[];
}

interface CaseRow {
  reference: string;
  market: string;
  locale: string;
  received_via: ReceivedVia;
  received_at: number;
  acknowledged_at: number | null;
  status: CaseStatus;
  outcome: CaseOutcome | null;
  closed_at: number | null;
  anonymous: number;
  meeting_requested: number;
  channel_sealed_key: string;
  receipt_sealed_key: string;
  subject: string;
  body: string;
  contact: string | null;
}

interface ChannelRow {
  market: string;
  public_key: string;
  recovery_sealed_private_key: string;
  receipt_salt: string;
}

interface KeyholderRow {
  user_id: string;
  email: string;
  public_key: string;
  password_salt: string;
  sealed_private_key: string;
  sealed_channel_key: string | null;
}

export interface Staff {
  id: string;
  email: string;
}

/** Who acted: a member of staff, or the reporter (never with an address). */
export type Actor = Staff | 'reporter';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const id = () => Buffer.from(randomBytes(12)).toString('hex');
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

export class WhistleblowingStore {
  constructor(readonly db: StoreDatabase) {}

  /** SQLite in DATA_DIR (its own file), or PostgreSQL beside the report store. */
  static async connect(location: StoreLocation): Promise<WhistleblowingStore> {
    let db: StoreDatabase;
    if (location.databaseUrl?.startsWith('postgres')) {
      const postgres = new PostgresStoreDatabase(location.databaseUrl);
      await postgres.run(`CREATE SCHEMA IF NOT EXISTS ${STORE_SCHEMA}`);
      db = postgres;
    } else {
      mkdirSync(location.dataDir, { recursive: true });
      const file = new Database(path.join(location.dataDir, 'whistleblowing.sqlite'));
      file.pragma('journal_mode = WAL');
      file.pragma('synchronous = FULL');
      file.pragma('busy_timeout = 5000');
      file.pragma('foreign_keys = ON');
      // Deleted content is overwritten, not left in free pages of the file.
      file.pragma('secure_delete = ON');
      db = new SqliteStoreDatabase(file);
    }
    for (const statement of createStatements(db.dialect)) await db.run(statement);
    return new WhistleblowingStore(db);
  }

  close() {
    return this.db.close();
  }

  private channelRow(market: string, q: StoreQueries = this.db) {
    return q.get<ChannelRow>('SELECT * FROM wb_channel WHERE market = ?', [market]);
  }

  async channelIsSetUp(market: string) {
    return Boolean(await this.channelRow(market));
  }

  private audit(
    q: StoreQueries,
    reference: string | null,
    actor: Actor,
    action: string,
    at: number,
  ) {
    return q.run('INSERT INTO wb_audit (id, reference, actor, action, at) VALUES (?, ?, ?, ?, ?)', [
      id(),
      reference,
      actor === 'reporter' ? 'reporter' : actor.email,
      action,
      at,
    ]);
  }

  // ---------------------------------------------------------------- keys

  /**
   * The first confidential person sets the channel up: its key pair, their own key pair under their
   * password, and the offline recovery key, answered once and kept nowhere.
   */
  async setUpChannel(market: string, staff: Staff, password: string, now = Date.now()) {
    const channel = newKeyPair();
    const recovery = randomBytes(20);
    const holder = await this.newKeyholder(staff, password);
    await this.db.transaction(async (tx) => {
      if (await this.channelRow(market, tx))
        throw new WhistleblowingError('channel_exists', 409, 'The channel is already set up.');
      await tx.run(
        'INSERT INTO wb_channel (market, public_key, recovery_sealed_private_key, receipt_salt, created_at) VALUES (?, ?, ?, ?, ?)',
        [
          market,
          toBase64(channel.publicKey),
          toBase64(seal(recoveryKeyOf(recovery), channel.privateKey, 'recovery')),
          toBase64(newSalt()),
          now,
        ],
      );
      await this.saveKeyholder(tx, holder, channel, staff, now);
      await this.audit(tx, null, staff, 'channel set up', now);
    });
    return { recoveryKey: formatRecoveryKey(recovery), channel };
  }

  private async newKeyholder(staff: Staff, password: string) {
    const pair = newKeyPair();
    const salt = newSalt();
    const key = await passwordKey(password, salt);
    return { staff, pair, salt, sealedPrivate: seal(key, pair.privateKey, 'keyholder') };
  }

  private async saveKeyholder(
    q: StoreQueries,
    holder: Awaited<ReturnType<WhistleblowingStore['newKeyholder']>>,
    channel: KeyPair | undefined,
    grantedBy: Staff,
    now: number,
  ) {
    await q.run('DELETE FROM wb_keyholders WHERE user_id = ?', [holder.staff.id]);
    await q.run(
      'INSERT INTO wb_keyholders (user_id, email, public_key, password_salt, sealed_private_key, sealed_channel_key, granted_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        holder.staff.id,
        holder.staff.email,
        toBase64(holder.pair.publicKey),
        toBase64(holder.salt),
        toBase64(holder.sealedPrivate),
        channel ? toBase64(sealTo(holder.pair.publicKey, channel.privateKey)) : null,
        channel ? grantedBy.email : null,
        now,
      ],
    );
  }

  /**
   * A confidential person without access asks for it: their own key pair under their password; an
   * unlocked colleague then grants the channel's key to it (`grant`). No administrator can.
   */
  async requestAccess(staff: Staff, password: string, now = Date.now()) {
    const existing = await this.db.get<KeyholderRow>(
      'SELECT * FROM wb_keyholders WHERE user_id = ?',
      [staff.id],
    );
    if (existing?.sealed_channel_key) return 'granted' as const;
    const holder = await this.newKeyholder(staff, password);
    await this.db.transaction(async (tx) => {
      await this.saveKeyholder(tx, holder, undefined, staff, now);
      await this.audit(tx, null, staff, 'access requested', now);
    });
    return 'requested' as const;
  }

  async keyholders() {
    const rows = await this.db.all<KeyholderRow & { granted_by: string | null }>(
      'SELECT user_id, email, sealed_channel_key, granted_by FROM wb_keyholders ORDER BY email',
    );
    return rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      granted: Boolean(row.sealed_channel_key),
      grantedBy: row.granted_by,
    }));
  }

  async grant(market: string, channel: KeyPair, granter: Staff, userId: string, now = Date.now()) {
    const holder = await this.db.get<KeyholderRow>(
      'SELECT * FROM wb_keyholders WHERE user_id = ?',
      [userId],
    );
    if (!holder) throw errors.notFound();
    if (!(await this.channelRow(market))) throw errors.notSetUp();
    await this.db.transaction(async (tx) => {
      await tx.run(
        'UPDATE wb_keyholders SET sealed_channel_key = ?, granted_by = ? WHERE user_id = ?',
        [
          toBase64(sealTo(fromBase64(holder.public_key), channel.privateKey)),
          granter.email,
          userId,
        ],
      );
      await this.audit(tx, null, granter, `access granted to ${holder.email}`, now);
    });
  }

  /** The channel's key pair, opened with a confidential person's password. */
  async unlock(market: string, staff: Staff, password: string, now = Date.now()): Promise<KeyPair> {
    const channel = await this.channelRow(market);
    if (!channel) throw errors.notSetUp();
    const holder = await this.db.get<KeyholderRow>(
      'SELECT * FROM wb_keyholders WHERE user_id = ?',
      [staff.id],
    );
    if (!holder?.sealed_channel_key)
      throw new WhistleblowingError(
        'not_granted',
        403,
        'Ask a confidential person who has access to grant it, or use the recovery key.',
      );
    let privateKey: Uint8Array;
    try {
      const own = unseal(
        await passwordKey(password, fromBase64(holder.password_salt)),
        fromBase64(holder.sealed_private_key),
        'keyholder',
      );
      privateKey = openSealed(
        { privateKey: own, publicKey: fromBase64(holder.public_key) },
        fromBase64(holder.sealed_channel_key),
      );
    } catch {
      await this.audit(this.db, null, staff, 'unlock refused', now);
      throw new WhistleblowingError('wrong_password', 403, 'That password does not open the desk.');
    }
    await this.audit(this.db, null, staff, 'desk unlocked', now);
    return { privateKey, publicKey: fromBase64(channel.public_key) };
  }

  /** With the offline recovery key: the channel's key for a confidential person under a new password. */
  async recover(
    market: string,
    staff: Staff,
    recoveryKey: string,
    password: string,
    now = Date.now(),
  ) {
    const channel = await this.channelRow(market);
    if (!channel) throw errors.notSetUp();
    const recovery = readRecoveryKey(recoveryKey);
    let privateKey: Uint8Array;
    try {
      if (!recovery) throw new Error('malformed');
      privateKey = unseal(
        recoveryKeyOf(recovery),
        fromBase64(channel.recovery_sealed_private_key),
        'recovery',
      );
    } catch {
      await this.audit(this.db, null, staff, 'recovery refused', now);
      throw new WhistleblowingError('wrong_recovery_key', 403, 'That recovery key does not fit.');
    }
    const pair = { privateKey, publicKey: publicKeyOf(privateKey) };
    const holder = await this.newKeyholder(staff, password);
    await this.db.transaction(async (tx) => {
      await this.saveKeyholder(tx, holder, pair, staff, now);
      await this.audit(tx, null, staff, 'access recovered with the recovery key', now);
    });
    return pair;
  }

  // ---------------------------------------------------------------- the reporter's side

  /** A new case: its data key sealed to the channel and under the receipt's key; the receipt answered once. */
  async submit(input: NewCase, now = Date.now()) {
    const channel = await this.channelRow(input.market);
    if (!channel) throw errors.notSetUp();
    const receipt = newReceipt();
    const secrets = await receiptSecrets(receipt, fromBase64(channel.receipt_salt));
    const dataKey = newKey();
    const reference = newReference(new Date(now).getUTCFullYear());
    await this.db.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO wb_cases (reference, market, locale, received_via, received_at, acknowledged_at, status, outcome, closed_at, anonymous, meeting_requested, receipt_lookup, channel_sealed_key, receipt_sealed_key, subject, body, contact)
         VALUES (?, ?, ?, ?, ?, NULL, 'received', NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          reference,
          input.market,
          input.locale,
          input.via,
          now,
          input.contact ? 0 : 1,
          input.meetingRequested ? 1 : 0,
          secrets.lookup,
          toBase64(sealTo(fromBase64(channel.public_key), dataKey)),
          toBase64(seal(secrets.key, dataKey, 'receipt')),
          sealText(dataKey, input.subject),
          sealText(dataKey, input.text),
          input.contact ? sealText(dataKey, input.contact) : null,
        ],
      );
      await this.saveFiles(tx, reference, null, dataKey, input.files, now);
      await this.audit(tx, reference, 'reporter', `report received (${input.via})`, now);
    });
    return { receipt, reference, receivedAt: new Date(now).toISOString() };
  }

  private async saveFiles(
    q: StoreQueries,
    reference: string,
    messageId: string | null,
    dataKey: Uint8Array,
    files: UploadedFile[],
    now: number,
  ) {
    for (const file of files) {
      await q.run(
        'INSERT INTO wb_files (id, reference, message_id, name, type, size, content, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id(),
          reference,
          messageId,
          sealText(dataKey, file.name),
          sealText(dataKey, file.type),
          file.bytes.byteLength,
          toBase64(seal(dataKey, file.bytes, 'file')),
          now,
        ],
      );
    }
  }

  /**
   * The case a receipt opens, with its data key; undefined for an unknown receipt, after the same
   * Argon2id work as for a known one (the channel's salt is the same for every receipt).
   */
  async openByReceipt(market: string, receipt: string) {
    const channel = await this.channelRow(market);
    if (!channel) return undefined;
    const secrets = await receiptSecrets(receipt, fromBase64(channel.receipt_salt));
    const row = await this.db.get<CaseRow>(
      'SELECT * FROM wb_cases WHERE receipt_lookup = ? AND market = ?',
      [secrets.lookup, market],
    );
    if (!row) return undefined;
    return {
      row: normalized(row),
      dataKey: unseal(secrets.key, fromBase64(row.receipt_sealed_key), 'receipt'),
    };
  }

  /** What the reporter reads with the receipt: status, dates and the messages both ways. */
  async inbox(market: string, receipt: string, now = Date.now()) {
    const opened = await this.openByReceipt(market, receipt);
    if (!opened) return undefined;
    const { row, dataKey } = opened;
    const messages = await this.messages(row.reference, dataKey);
    await this.audit(this.db, row.reference, 'reporter', 'inbox read', now);
    return {
      reference: row.reference,
      locale: row.locale,
      status: row.status,
      outcome: row.outcome,
      receivedAt: iso(row.received_at)!,
      acknowledgedAt: iso(row.acknowledged_at),
      subject: unsealText(dataKey, row.subject),
      messages,
    };
  }

  async followUp(
    market: string,
    receipt: string,
    text: string,
    files: UploadedFile[],
    now = Date.now(),
  ) {
    const opened = await this.openByReceipt(market, receipt);
    if (!opened) return undefined;
    const { row, dataKey } = opened;
    if (row.status === 'closed')
      throw new WhistleblowingError('closed', 409, 'The case is closed.');
    await this.db.transaction(async (tx) => {
      const messageId = id();
      await tx.run(
        "INSERT INTO wb_messages (id, reference, author, body, at, agreed_at) VALUES (?, ?, 'reporter', ?, ?, NULL)",
        [messageId, row.reference, sealText(dataKey, text), now],
      );
      await this.saveFiles(tx, row.reference, messageId, dataKey, files, now);
      await this.audit(tx, row.reference, 'reporter', 'follow-up sent', now);
    });
    return { reference: row.reference };
  }

  /** The reporter agrees to the minutes of a call or meeting (Directive Art. 18(2)-(4)). */
  async agreeToMinutes(market: string, receipt: string, messageId: string, now = Date.now()) {
    const opened = await this.openByReceipt(market, receipt);
    if (!opened) return undefined;
    const { changes } = await this.db.run(
      "UPDATE wb_messages SET agreed_at = ? WHERE id = ? AND reference = ? AND author = 'minutes' AND agreed_at IS NULL",
      [now, messageId, opened.row.reference],
    );
    if (changes) await this.audit(this.db, opened.row.reference, 'reporter', 'minutes agreed', now);
    return { reference: opened.row.reference, agreed: changes > 0 };
  }

  private async messages(reference: string, dataKey: Uint8Array): Promise<CaseMessage[]> {
    const rows = await this.db.all<{
      id: string;
      author: MessageAuthor;
      body: string;
      at: number;
      agreed_at: number | null;
    }>(
      'SELECT id, author, body, at, agreed_at FROM wb_messages WHERE reference = ? ORDER BY at, id',
      [reference],
    );
    const files = await this.fileList(reference, dataKey);
    return rows.map((row) => ({
      id: row.id,
      from: row.author,
      text: unsealText(dataKey, row.body),
      at: iso(num(row.at))!,
      agreedAt: iso(num(row.agreed_at)),
      files: files
        .filter((file) => file.messageId === row.id)
        .map(({ messageId: _, ...file }) => file),
    }));
  }

  private async fileList(reference: string, dataKey: Uint8Array) {
    const rows = await this.db.all<{
      id: string;
      message_id: string | null;
      name: string;
      type: string;
      size: number;
    }>(
      'SELECT id, message_id, name, type, size FROM wb_files WHERE reference = ? ORDER BY at, id',
      [reference],
    );
    return rows.map((row) => ({
      id: row.id,
      messageId: row.message_id,
      name: unsealText(dataKey, row.name),
      type: unsealText(dataKey, row.type),
      size: Number(row.size),
    }));
  }

  // ---------------------------------------------------------------- the desk

  /** Every case of the market with both clocks; overdue first, then the nearest deadline. */
  async list(
    market: string,
    settings: Pick<WhistleblowingSettings, 'feedbackPeriod' | 'retentionDays'>,
    now = Date.now(),
  ) {
    const rows = (
      await this.db.all<CaseRow>('SELECT * FROM wb_cases WHERE market = ? ORDER BY received_at', [
        market,
      ])
    ).map(normalized);
    const cases = rows.map((row) => summaryOf(row, settings, now));
    const due = (item: CaseSummary) =>
      item.acknowledgedAt ? Date.parse(item.feedbackBy) : Date.parse(item.acknowledgeBy);
    return cases.sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        (a.status === 'closed' ? 1 : 0) - (b.status === 'closed' ? 1 : 0) ||
        due(a) - due(b),
    );
  }

  private async caseRow(market: string, reference: string) {
    const row = await this.db.get<CaseRow>(
      'SELECT * FROM wb_cases WHERE reference = ? AND market = ?',
      [reference, market],
    );
    if (!row) throw errors.notFound();
    return normalized(row);
  }

  private dataKeyOf(row: CaseRow, channel: KeyPair) {
    return openSealed(channel, fromBase64(row.channel_sealed_key));
  }

  /** One case, opened with the channel's key; the view is audited. */
  async caseFile(
    market: string,
    reference: string,
    channel: KeyPair,
    staff: Staff,
    settings: Pick<WhistleblowingSettings, 'feedbackPeriod' | 'retentionDays'>,
    now = Date.now(),
  ) {
    const row = await this.caseRow(market, reference);
    const dataKey = this.dataKeyOf(row, channel);
    const notes = await this.db.all<{ id: string; author: string; body: string; at: number }>(
      'SELECT id, author, body, at FROM wb_notes WHERE reference = ? ORDER BY at, id',
      [reference],
    );
    const audit = await this.auditTrail(reference);
    await this.audit(this.db, reference, staff, 'case viewed', now);
    const files = await this.fileList(reference, dataKey);
    return {
      ...summaryOf(row, settings, now),
      subject: unsealText(dataKey, row.subject),
      text: unsealText(dataKey, row.body),
      contact: row.contact ? unsealText(dataKey, row.contact) : null,
      messages: await this.messages(reference, dataKey),
      files: files.map(({ messageId: _, ...file }) => file),
      notes: notes.map((note) => ({
        id: note.id,
        author: note.author,
        text: unsealText(dataKey, note.body),
        at: iso(num(note.at)),
      })),
      audit,
    };
  }

  async auditTrail(reference?: string, limit = 500) {
    const rows = await this.db.all<{
      reference: string | null;
      actor: string;
      action: string;
      at: number;
    }>(
      reference
        ? 'SELECT reference, actor, action, at FROM wb_audit WHERE reference = ? ORDER BY at, id LIMIT ?'
        : 'SELECT reference, actor, action, at FROM wb_audit ORDER BY at, id LIMIT ?',
      reference ? [reference, limit] : [limit],
    );
    return rows.map((row) => ({ ...row, at: iso(num(row.at)) }));
  }

  /** A reply the reporter reads with the receipt; the first one records the acknowledgement. */
  async reply(
    market: string,
    reference: string,
    text: string,
    channel: KeyPair,
    staff: Staff,
    now = Date.now(),
    author: 'handler' | 'minutes' = 'handler',
  ) {
    const row = await this.caseRow(market, reference);
    const dataKey = this.dataKeyOf(row, channel);
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO wb_messages (id, reference, author, body, at, agreed_at) VALUES (?, ?, ?, ?, ?, NULL)',
        [id(), reference, author, sealText(dataKey, text), now],
      );
      if (row.acknowledged_at === null) {
        await tx.run(
          "UPDATE wb_cases SET acknowledged_at = ?, status = CASE WHEN status = 'received' THEN 'acknowledged' ELSE status END WHERE reference = ?",
          [now, reference],
        );
      }
      await this.audit(
        tx,
        reference,
        staff,
        author === 'minutes' ? 'minutes recorded' : 'reply sent',
        now,
      );
    });
  }

  async changeStatus(
    market: string,
    reference: string,
    status: CaseStatus,
    outcome: CaseOutcome | undefined,
    staff: Staff,
    now = Date.now(),
  ) {
    const row = await this.caseRow(market, reference);
    if (status === 'closed' && !outcome)
      throw new WhistleblowingError('invalid_status', 400, 'Closing a case needs an outcome.');
    await this.db.transaction(async (tx) => {
      await tx.run(
        'UPDATE wb_cases SET status = ?, outcome = ?, closed_at = ?, acknowledged_at = COALESCE(acknowledged_at, ?) WHERE reference = ?',
        [
          status,
          status === 'closed' ? outcome : null,
          status === 'closed' ? (row.closed_at ?? now) : null,
          status === 'received' ? null : now,
          reference,
        ],
      );
      await this.audit(
        tx,
        reference,
        staff,
        `status ${row.status} → ${status}${status === 'closed' ? ` (${outcome})` : ''}`,
        now,
      );
    });
  }

  async addNote(
    market: string,
    reference: string,
    text: string,
    channel: KeyPair,
    staff: Staff,
    now = Date.now(),
  ) {
    const row = await this.caseRow(market, reference);
    const dataKey = this.dataKeyOf(row, channel);
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO wb_notes (id, reference, author, body, at) VALUES (?, ?, ?, ?, ?)',
        [id(), reference, staff.email, sealText(dataKey, text), now],
      );
      await this.audit(tx, reference, staff, 'note added', now);
    });
  }

  async file(
    market: string,
    reference: string,
    fileId: string,
    channel: KeyPair,
    staff: Staff,
    now = Date.now(),
  ) {
    const row = await this.caseRow(market, reference);
    const file = await this.db.get<{ name: string; type: string; content: string }>(
      'SELECT name, type, content FROM wb_files WHERE id = ? AND reference = ?',
      [fileId, reference],
    );
    if (!file) throw errors.notFound();
    const dataKey = this.dataKeyOf(row, channel);
    await this.audit(this.db, reference, staff, 'file downloaded', now);
    return {
      name: unsealText(dataKey, file.name),
      type: unsealText(dataKey, file.type),
      bytes: unseal(dataKey, fromBase64(file.content), 'file'),
    };
  }

  /**
   * A report taken by phone or in a meeting: the minutes are the case's text and its first message,
   * which the reporter reads and agrees to with the receipt the confidential person hands over.
   */
  async recordOral(
    input: {
      market: string;
      locale: string;
      via: 'phone' | 'meeting';
      subject: string;
      minutes: string;
      contact?: string;
    },
    channel: KeyPair,
    staff: Staff,
    now = Date.now(),
  ) {
    const created = await this.submit(
      { ...input, text: input.minutes, meetingRequested: input.via === 'meeting', files: [] },
      now,
    );
    await this.reply(
      input.market,
      created.reference,
      input.minutes,
      channel,
      staff,
      now,
      'minutes',
    );
    return created;
  }

  // ---------------------------------------------------------------- retention and statistics

  /**
   * Deletes every case closed longer ago than the market's retention, leaving one content-free line
   * each for the yearly statistics. Audit entries of a purged case keep only what was done, when.
   */
  async purge(
    market: string,
    settings: Pick<WhistleblowingSettings, 'feedbackPeriod' | 'retentionDays'>,
    now = Date.now(),
  ) {
    const closed = (
      await this.db.all<CaseRow>(
        "SELECT * FROM wb_cases WHERE market = ? AND status = 'closed' AND closed_at IS NOT NULL",
        [market],
      )
    ).map(normalized);
    let purged = 0;
    for (const row of closed) {
      if (retentionEnd(row.closed_at!, settings.retentionDays) > now) continue;
      const line = statisticsOf(row, settings);
      await this.db.transaction(async (tx) => {
        await tx.run(
          'INSERT INTO wb_statistics (reference, market, received_at, anonymous, acknowledged_on_time, feedback_on_time, outcome, purged_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [
            row.reference,
            market,
            row.received_at,
            line.anonymous,
            line.acknowledgedOnTime,
            line.feedbackOnTime,
            row.outcome,
            now,
          ],
        );
        await tx.run('DELETE FROM wb_files WHERE reference = ?', [row.reference]);
        await tx.run('DELETE FROM wb_messages WHERE reference = ?', [row.reference]);
        await tx.run('DELETE FROM wb_notes WHERE reference = ?', [row.reference]);
        await tx.run('DELETE FROM wb_cases WHERE reference = ?', [row.reference]);
        await this.audit(
          tx,
          row.reference,
          { id: 'system', email: 'retention purge' },
          'case deleted after retention',
          now,
        );
      });
      purged++;
    }
    return purged;
  }

  /** One year's figures for the regulator: no content, no reference, counts only. */
  async statistics(
    market: string,
    year: number,
    settings: Pick<WhistleblowingSettings, 'feedbackPeriod' | 'retentionDays'>,
  ) {
    const from = Date.UTC(year, 0, 1);
    const to = Date.UTC(year + 1, 0, 1);
    const live = (
      await this.db.all<CaseRow>(
        'SELECT * FROM wb_cases WHERE market = ? AND received_at >= ? AND received_at < ?',
        [market, from, to],
      )
    ).map((row) => {
      const normal = normalized(row);
      return { ...statisticsOf(normal, settings), outcome: normal.outcome };
    });
    const purged = (
      await this.db.all<{
        anonymous: number;
        acknowledged_on_time: number;
        feedback_on_time: number;
        outcome: string | null;
      }>(
        'SELECT anonymous, acknowledged_on_time, feedback_on_time, outcome FROM wb_statistics WHERE market = ? AND received_at >= ? AND received_at < ?',
        [market, from, to],
      )
    ).map((row) => ({
      anonymous: Number(row.anonymous),
      acknowledgedOnTime: Number(row.acknowledged_on_time),
      feedbackOnTime: Number(row.feedback_on_time),
      outcome: row.outcome,
    }));
    const all = [...live, ...purged];
    const count = (test: (line: (typeof all)[number]) => boolean) => all.filter(test).length;
    return {
      market,
      year,
      received: all.length,
      anonymous: count((line) => line.anonymous === 1),
      acknowledgedOnTime: count((line) => line.acknowledgedOnTime === 1),
      feedbackOnTime: count((line) => line.feedbackOnTime === 1),
      substantiated: count((line) => line.outcome === 'substantiated'),
      notSubstantiated: count((line) => line.outcome === 'not-substantiated'),
      forwarded: count((line) => line.outcome === 'forwarded'),
    };
  }
}

/** PostgreSQL answers BIGINT as numbers already (pg's parser), SQLite too; nulls stay null. */
function normalized(row: CaseRow): CaseRow {
  return {
    ...row,
    received_at: Number(row.received_at),
    acknowledged_at: num(row.acknowledged_at),
    closed_at: num(row.closed_at),
    anonymous: Number(row.anonymous),
    meeting_requested: Number(row.meeting_requested),
  };
}

function summaryOf(
  row: CaseRow,
  settings: Pick<WhistleblowingSettings, 'feedbackPeriod' | 'retentionDays'>,
  now: number,
): CaseSummary {
  const ackBy = acknowledgeBy(row.received_at);
  const fbBy = feedbackBy(settings.feedbackPeriod, row.received_at, row.acknowledged_at);
  const open = row.status !== 'closed';
  return {
    reference: row.reference,
    locale: row.locale,
    receivedVia: row.received_via,
    receivedAt: iso(row.received_at)!,
    acknowledgeBy: iso(ackBy)!,
    feedbackBy: iso(fbBy)!,
    acknowledgedAt: iso(row.acknowledged_at),
    status: row.status,
    outcome: row.outcome,
    closedAt: iso(row.closed_at),
    deleteAfter:
      row.closed_at === null ? null : iso(retentionEnd(row.closed_at, settings.retentionDays)),
    anonymous: row.anonymous === 1,
    meetingRequested: row.meeting_requested === 1,
    overdue: open && ((row.acknowledged_at === null && now > ackBy) || now > fbBy),
  };
}

function statisticsOf(row: CaseRow, settings: Pick<WhistleblowingSettings, 'feedbackPeriod'>) {
  const ackBy = acknowledgeBy(row.received_at);
  const fbBy = feedbackBy(settings.feedbackPeriod, row.received_at, row.acknowledged_at);
  return {
    anonymous: row.anonymous,
    acknowledgedOnTime: row.acknowledged_at !== null && row.acknowledged_at <= ackBy ? 1 : 0,
    feedbackOnTime: row.closed_at !== null && row.closed_at <= fbBy ? 1 : 0,
  };
}
