/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { sampleDocx } from '../careers/testing/cvFixtures';
import { newKey, newKeyPair, openSealed, seal, SealBroken, sealTo, unseal } from './crypto';
import { acknowledgeBy, feedbackBy } from './deadlines';
import { cleanFile } from './files';
import {
  formatReceipt,
  formatRecoveryKey,
  newReceipt,
  readReceipt,
  readRecoveryKey,
} from './receipt';
import { WhistleblowingStore } from './store';
import { createStatements, whistleblowingTables } from './tables';

const settings = { feedbackPeriod: { months: 3 }, retentionDays: 30 } as const;
const staff = { id: '7', email: 'cp@example.test' };
const DAY = 24 * 60 * 60 * 1000;

/** Every byte under a folder, as one Latin-1 string (so binary and text are searched alike). */
function everythingUnder(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1'))
    .join('\n');
}

describe('the channel’s cryptography', () => {
  it('opens what it sealed only with the right key', () => {
    const key = newKey();
    const sealed = seal(key, new TextEncoder().encode('marker'));
    expect(new TextDecoder().decode(unseal(key, sealed))).toBe('marker');
    expect(() => unseal(newKey(), sealed)).toThrow(SealBroken);
    const pair = newKeyPair();
    const boxed = sealTo(pair.publicKey, key);
    expect(openSealed(pair, boxed)).toEqual(key);
    expect(() => openSealed(newKeyPair(), boxed)).toThrow(SealBroken);
  });

  it('draws receipts of 16 digits, shows them 4-4-4-4 and reads them back', () => {
    const receipts = new Set(Array.from({ length: 200 }, newReceipt));
    expect(receipts.size).toBe(200);
    for (const receipt of receipts) expect(receipt).toMatch(/^\d{16}$/);
    expect(formatReceipt('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(readReceipt('1234 5678-9012 3456')).toBe('1234567890123456');
    expect(readReceipt('1234')).toBeUndefined();
    const recovery = new Uint8Array(20).map((_, index) => index * 13);
    expect(readRecoveryKey(formatRecoveryKey(recovery))).toEqual(recovery);
  });
});

describe('the law’s clocks', () => {
  it('acknowledges within 7 days and gives feedback within the market’s period', () => {
    const received = Date.parse('2026-11-23T10:00:00Z');
    expect(new Date(acknowledgeBy(received)).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    // A calendar month that has no 30th ends on its last day.
    const acknowledged = Date.parse('2026-11-30T10:00:00Z');
    expect(new Date(feedbackBy({ months: 3 }, received, acknowledged)).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    // Without an acknowledgement the period runs from the end of the 7 days (cro: 90 days).
    expect(new Date(feedbackBy({ days: 90 }, received, null)).toISOString()).toBe(
      new Date(acknowledgeBy(received) + 90 * DAY).toISOString(),
    );
  });
});

describe('the tables, stated once', () => {
  it('make the same tables and columns in SQLite and PostgreSQL', () => {
    const shape = (dialect: 'sqlite' | 'postgres') =>
      createStatements(dialect).map((statement) =>
        statement.replace(/\b(BIGINT|INTEGER)\b/g, 'NUMBER'),
      );
    expect(shape('sqlite')).toEqual(shape('postgres'));
    expect(createStatements('postgres').join('\n')).toContain('received_at BIGINT');
    expect(whistleblowingTables.map((table) => table.name)).toContain('wb_cases');
  });
});

describe('a reporter’s files', () => {
  it('loses GPS and author from a JPEG, which still opens at its size', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Ana Test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 48/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const cleaned = await cleanFile('photo.jpeg', jpeg);
    if (!cleaned.ok) throw new Error(cleaned.problem);
    const metadata = await sharp(cleaned.file.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([16, 12]);
    expect(Buffer.from(cleaned.file.bytes).includes('Ana Test')).toBe(false);
    expect(cleaned.file).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
  });

  it('loses a PDF’s info dictionary and an Office file’s docProps', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    pdf.setAuthor('Ana Test');
    pdf.setCreator('Ana Test’s laptop');
    const cleanedPdf = await cleanFile('a.pdf', await pdf.save());
    if (!cleanedPdf.ok) throw new Error(cleanedPdf.problem);
    expect(Buffer.from(cleanedPdf.file.bytes).toString('latin1')).not.toMatch(
      /Ana Test|\/Author|\/Creator/,
    );
    expect((await PDFDocument.load(cleanedPdf.file.bytes)).getPageCount()).toBe(1);

    const docx = sampleDocx({
      name: 'docProps/core.xml',
      data: '<?xml version="1.0"?><cp:coreProperties xmlns:cp="x" xmlns:dc="y"><dc:creator>Ana Test</dc:creator></cp:coreProperties>',
    });
    const cleanedDocx = await cleanFile('a.docx', docx);
    if (!cleanedDocx.ok) throw new Error(cleanedDocx.problem);
    const again = await cleanFile('a.docx', cleanedDocx.file.bytes);
    expect(again.ok).toBe(true);
    // The rewritten package still holds its document, and nothing inflates to the author's name.
    const bytes = Buffer.from(cleanedDocx.file.bytes);
    expect(bytes.includes('word/document.xml')).toBe(true);
    expect(bytes.includes('Ana Test')).toBe(false);
  });

  it('refuses what is not one of the accepted kinds, and what runs', async () => {
    expect(await cleanFile('x.exe', Buffer.from('MZ\x90\x00 program'))).toEqual({
      ok: false,
      problem: 'badType',
    });
    expect(await cleanFile('../x.pdf', Buffer.from('%PDF-1.4'))).toEqual({
      ok: false,
      problem: 'badName',
    });
    const scripted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
    );
    expect(await cleanFile('x.pdf', scripted)).toEqual({ ok: false, problem: 'activeContent' });
  });
});

describe('the channel’s store', () => {
  let dir: string;
  let store: WhistleblowingStore;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wb-store-'));
    store = await WhistleblowingStore.connect({ dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses reports until a confidential person has set the channel up', async () => {
    await expect(
      store.submit({
        market: 'cro',
        locale: 'hr',
        subject: 's',
        text: 't',
        meetingRequested: false,
        files: [],
        via: 'web',
      }),
    ).rejects.toMatchObject({ code: 'channel_not_set_up', status: 503 });
  });

  it('keeps nothing readable at rest, and opens a case with the receipt or the unlocked channel key only', async () => {
    const received = Date.parse('2026-11-02T09:00:00Z');
    const { recoveryKey } = await store.setUpChannel(
      'cro',
      staff,
      'correct horse battery',
      received - DAY,
    );
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const report = await store.submit(
      {
        market: 'cro',
        locale: 'en',
        subject: 'MARKER-SUBJECT-7731',
        text: 'MARKER-TEXT-7731 the warehouse relabels expired stock',
        contact: 'MARKER-CONTACT-7731@example.test',
        meetingRequested: true,
        files: [{ name: 'MARKER-FILE-7731.jpg', type: 'image/jpeg', bytes: jpeg }],
        via: 'web',
      },
      received,
    );
    expect(report.receipt).toMatch(/^\d{16}$/);

    const disk = everythingUnder(dir);
    for (const secret of [
      'MARKER-',
      report.receipt,
      formatReceipt(report.receipt),
      Buffer.from('MARKER-TEXT').toString('base64'),
    ])
      expect(disk).not.toContain(secret);

    expect(await store.openByReceipt('cro', newReceipt())).toBeUndefined();
    const inbox = await store.inbox('cro', report.receipt, received + 1000);
    expect(inbox).toMatchObject({
      reference: report.reference,
      status: 'received',
      subject: 'MARKER-SUBJECT-7731',
      acknowledgedAt: null,
      locale: 'en',
    });

    await expect(store.unlock('cro', staff, 'wrong password here')).rejects.toMatchObject({
      code: 'wrong_password',
    });
    const channel = await store.unlock('cro', staff, 'correct horse battery');
    const [listed] = await store.list('cro', settings, received + 2 * DAY);
    expect(listed).toMatchObject({
      reference: report.reference,
      acknowledgeBy: '2026-11-09T09:00:00.000Z',
      feedbackBy: '2027-02-09T09:00:00.000Z',
      overdue: false,
      anonymous: false,
    });

    await store.reply(
      'cro',
      report.reference,
      'Thank you, we are looking into it.',
      channel,
      staff,
      received + 2 * DAY,
    );
    await store.followUp(
      'cro',
      report.receipt,
      'More: it happened again on Monday.',
      [],
      received + 3 * DAY,
    );
    const file = await store.caseFile(
      'cro',
      report.reference,
      channel,
      staff,
      settings,
      received + 3 * DAY,
    );
    expect(file).toMatchObject({
      text: 'MARKER-TEXT-7731 the warehouse relabels expired stock',
      contact: 'MARKER-CONTACT-7731@example.test',
      acknowledgedAt: new Date(received + 2 * DAY).toISOString(),
      status: 'acknowledged',
      feedbackBy: new Date(Date.UTC(2027, 1, 4, 9)).toISOString(),
    });
    expect(file.messages.map((message) => message.from)).toEqual(['handler', 'reporter']);
    expect(file.files).toEqual([
      expect.objectContaining({ name: 'MARKER-FILE-7731.jpg', size: jpeg.length }),
    ]);
    expect(file.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'report received (web)',
        'inbox read',
        'reply sent',
        'follow-up sent',
      ]),
    );
    expect(JSON.stringify(file.audit)).not.toMatch(/127\.0\.0\.1|MARKER/);

    // A second confidential person asks; the first, unlocked, grants; no administrator is involved.
    const deputy = { id: '8', email: 'deputy@example.test' };
    await store.requestAccess(deputy, 'deputy password 1');
    await expect(store.unlock('cro', deputy, 'deputy password 1')).rejects.toMatchObject({
      code: 'not_granted',
    });
    await store.grant('cro', channel, staff, deputy.id);
    const deputyKey = await store.unlock('cro', deputy, 'deputy password 1');
    expect(deputyKey.privateKey).toEqual(channel.privateKey);

    // The offline recovery key opens the channel for a new password.
    await expect(
      store.recover('cro', staff, 'AAAA-BBBB', 'new password 123'),
    ).rejects.toMatchObject({ code: 'wrong_recovery_key' });
    const recovered = await store.recover('cro', staff, recoveryKey, 'new password 123');
    expect(recovered.privateKey).toEqual(channel.privateKey);
  });

  it('purges a closed case after the retention, leaving its statistics line', async () => {
    const received = Date.parse('2026-03-02T09:00:00Z');
    await store.setUpChannel('slo', staff, 'correct horse battery', received);
    const channel = await store.unlock('slo', staff, 'correct horse battery');
    const report = await store.submit(
      {
        market: 'slo',
        locale: 'sl',
        subject: 's',
        text: 'MARKER-PURGED',
        meetingRequested: false,
        files: [],
        via: 'web',
      },
      received,
    );
    await store.reply('slo', report.reference, 'Prejeto.', channel, staff, received + DAY);
    await store.changeStatus(
      'slo',
      report.reference,
      'closed',
      'substantiated',
      staff,
      received + 20 * DAY,
    );
    expect(await store.purge('slo', settings, received + 40 * DAY)).toBe(0);
    expect(await store.purge('slo', settings, received + 51 * DAY)).toBe(1);
    expect(await store.list('slo', settings)).toEqual([]);
    expect(await store.inbox('slo', report.receipt)).toBeUndefined();
    expect(await store.statistics('slo', 2026, settings)).toEqual({
      market: 'slo',
      year: 2026,
      received: 1,
      anonymous: 1,
      acknowledgedOnTime: 1,
      feedbackOnTime: 1,
      substantiated: 1,
      notSubstantiated: 0,
      forwarded: 0,
    });
  });
});

/*
 * The same store on PostgreSQL (REPORT_STORE_TEST_DATABASE_URL, as the report store's own test and
 * .ci/run name it): the DDL made from the one table list, and the same SQL, on a database of its own.
 */
const serverUrl = process.env.REPORT_STORE_TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('the channel’s store on PostgreSQL', () => {
  const database = `wbstore_jest_${process.pid}`;
  let store: WhistleblowingStore;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${database}`;
    store = await WhistleblowingStore.connect({
      dataDir: tmpdir(),
      databaseUrl: target.toString(),
    });
  });
  afterAll(async () => {
    await store?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('takes a report, opens it by receipt and by the unlocked key, and purges it to a statistics line', async () => {
    const received = Date.parse('2026-05-04T08:00:00Z');
    await store.setUpChannel('bih', staff, 'correct horse battery', received);
    const channel = await store.unlock('bih', staff, 'correct horse battery');
    const report = await store.submit(
      {
        market: 'bih',
        locale: 'bs',
        subject: 'Naslov',
        text: 'Opis',
        meetingRequested: false,
        files: [],
        via: 'web',
      },
      received,
    );
    expect(await store.inbox('bih', report.receipt)).toMatchObject({
      reference: report.reference,
      status: 'received',
    });
    await store.reply('bih', report.reference, 'Primljeno.', channel, staff, received + DAY);
    const [listed] = await store.list('bih', settings, received + DAY);
    expect(listed).toMatchObject({
      acknowledgedAt: new Date(received + DAY).toISOString(),
      status: 'acknowledged',
    });
    await store.changeStatus(
      'bih',
      report.reference,
      'closed',
      'not-substantiated',
      staff,
      received + 2 * DAY,
    );
    expect(await store.purge('bih', settings, received + 40 * DAY)).toBe(1);
    expect(await store.statistics('bih', 2026, settings)).toMatchObject({
      received: 1,
      notSubstantiated: 1,
    });
  });
});
