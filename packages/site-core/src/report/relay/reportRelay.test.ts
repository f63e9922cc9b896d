/** @jest-environment node */
import { hostname } from 'node:os';
import { resetEnv } from '../../env';
import { sendMail } from '../../server/mailer';
import { stableMessageId } from '../store/mailOutbox';
import { ReportStore } from '../store/reportStore';
import { startFakeSendgrid, type FakeSendgrid } from '../testing/fakeSendgrid';
import { humanReport, tempDataDir } from '../testing/fixtures';
import { ReportRelay } from './reportRelay';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const T0 = Date.parse('2026-03-01T10:00:00Z');

describe('the mail relay, through the real mailer against a fake SendGrid', () => {
  let sendgrid: FakeSendgrid;
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  let clock: number;
  const relays: ReportRelay[] = [];

  const relay = (owner = `${hostname()}/${process.pid}/test0001`) => {
    const created = new ReportRelay({
      store,
      send: (message) => sendMail(message),
      owner,
      now: () => clock,
      backoff: { baseMs: 1_000, maxMs: 8_000, jitter: 0 },
      log: quiet,
    });
    relays.push(created);
    return created;
  };
  const deliveredTo = () =>
    sendgrid.accepted.map((mail) => mail.personalizations[0]!.to[0]!.email).sort();
  const outcomes = async () =>
    Promise.all(
      (await store.outbox.all()).map(async (mail) =>
        (await store.outbox.attempts(mail.id)).map((a) => a.outcome),
      ),
    );

  beforeAll(async () => {
    sendgrid = await startFakeSendgrid();
    Object.assign(process.env, {
      SENDGRID_API_KEY: 'SG.test',
      SENDGRID_BASE_URL: sendgrid.url,
      NODE_ENV: 'test',
      // The mailer gives up on a silent SendGrid after a second, not ten.
      MAIL_TIMEOUT_MS: '1000',
    });
    resetEnv();
  });
  afterAll(() => sendgrid.close());

  /** Stores one more report with its two mails (to pv@ and to the reporter `to`). */
  const commitReport = (to = 'ana@example.com') =>
    store.commit(
      {
        report: humanReport(),
        market: 'test',
        locale: 'hr',
        botCheck: { ok: true },
        mails: ({ reference }) => [
          {
            purpose: 'pharmacovigilance',
            message: {
              to: 'pv@example.com',
              from: 'web@example.com',
              subject: reference,
              text: 'full',
              html: '<p>full</p>',
            },
          },
          {
            purpose: 'reporterSummary',
            message: {
              to,
              from: 'web@example.com',
              subject: reference,
              text: 'sum',
              html: '<p>sum</p>',
            },
          },
        ],
      },
      new Date(T0),
    );

  beforeEach(async () => {
    clock = T0;
    sendgrid.reset();
    data = tempDataDir();
    store = ReportStore.open(data.dir);
    await commitReport();
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await store.close();
    data.cleanup();
  });

  it.each([
    ['500', 'fail500'],
    ['429', 'fail429'],
  ] as const)(
    'retries with backoff when SendGrid answers %s, then delivers each mail once',
    async (_status, mode) => {
      sendgrid.script(mode, mode, mode);
      const subject = relay();
      expect(await subject.drain()).toBe(2); // both refused; retry at T0 + 1 s
      expect(await subject.drain()).toBe(0); // not due yet
      clock = T0 + 1_000;
      expect(await subject.drain()).toBe(2); // the full report fails once more (retry at + 2 s), the summary goes
      expect(deliveredTo()).toEqual(['ana@example.com']);
      clock = T0 + 3_000;
      expect(await subject.drain()).toBe(1);
      expect(deliveredTo()).toEqual(['ana@example.com', 'pv@example.com']);
      expect(await outcomes()).toEqual([
        ['retry', 'retry', 'sent'],
        ['retry', 'sent'],
      ]);
      expect((await store.outbox.all()).map((mail) => mail.status)).toEqual(['sent', 'sent']);
    },
  );

  it('retries a mail SendGrid never answers, after the mailer times out', async () => {
    sendgrid.script('hang');
    const subject = relay();
    expect(await subject.drain()).toBe(2);
    expect(deliveredTo()).toEqual(['ana@example.com']);
    expect((await store.outbox.all())[0]).toMatchObject({
      status: 'pending',
      lastError: 'timeout',
    });
    clock = T0 + 1_000;
    await subject.drain();
    expect(deliveredTo()).toEqual(['ana@example.com', 'pv@example.com']);
  }, 30_000);

  it('a hung send holds one slot: the other mails go out meanwhile, and it is tried again', async () => {
    for (const index of [1, 2, 3]) await commitReport(`reporter${index}@example.com`);
    sendgrid.script('hang'); // the first request of the eight never gets an answer
    const subject = new ReportRelay({
      store,
      send: (message) => sendMail(message),
      owner: `${hostname()}/${process.pid}/hung0001`,
      now: () => clock,
      concurrency: 2,
      sendTimeoutMs: 300,
      leaseMs: 1_000,
      pollMs: 1_000,
      backoff: { baseMs: 1_000, maxMs: 8_000, jitter: 0 },
      log: quiet,
    });
    relays.push(subject);
    const started = Date.now();
    expect(await subject.drain()).toBe(8);
    // One slot waited out the deadline (300 ms); the other sent the seven others meanwhile.
    expect(Date.now() - started).toBeLessThan(900);
    expect(sendgrid.accepted).toHaveLength(7);
    const hung = (await store.outbox.all()).find((mail) => mail.status === 'pending')!;
    expect(hung).toMatchObject({ lastError: 'timeout', leaseOwner: null });
    clock = T0 + 1_000;
    expect(await subject.drain()).toBe(1);
    expect((await store.outbox.all()).map((mail) => mail.status)).toEqual(Array(8).fill('sent'));
  });

  it('tries every mail again within one poll interval of the recovery, however long the outage', async () => {
    sendgrid.fallback = 'fail500';
    const subject = new ReportRelay({
      store,
      send: (message) => sendMail(message),
      owner: `${hostname()}/${process.pid}/long0001`,
      now: () => clock,
      pollMs: 5_000,
      leaseMs: 60_000,
      // Uncapped, the twelfth attempt would wait 34 minutes.
      backoff: { baseMs: 1_000, maxMs: 60 * 60_000, jitter: 0.2 },
      log: quiet,
    });
    relays.push(subject);
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect(await subject.drain()).toBe(2);
      const due = (await store.outbox.all()).map((mail) => mail.nextAttemptAt);
      for (const at of due) expect(at - clock).toBeLessThanOrEqual(5_000);
      clock = Math.max(...due);
    }
    sendgrid.fallback = 'ok'; // recovered: both mails go at their next attempt, at most 5 s away
    expect(await subject.drain()).toBe(2);
    expect(deliveredTo()).toEqual(['ana@example.com', 'pv@example.com']);
  });

  it('records as sent a mail SendGrid accepted after the relay stopped waiting', async () => {
    let release: () => void = () => {};
    const accepted = new Promise<void>((resolve) => (release = resolve));
    const subject = new ReportRelay({
      store,
      // SendGrid takes the mail to pv@ but answers only after the relay's deadline.
      send: async (message) => {
        if (message.to === 'pv@example.com') await accepted;
        return sendMail(message);
      },
      owner: `${hostname()}/${process.pid}/late0001`,
      now: () => clock,
      sendTimeoutMs: 100,
      leaseMs: 1_000,
      pollMs: 1_000,
      log: quiet,
    });
    relays.push(subject);
    await subject.drain();
    expect((await store.outbox.all()).map((mail) => mail.status)).toEqual(['pending', 'sent']);
    release();
    const statuses = async () => (await store.outbox.all()).map((mail) => mail.status);
    for (let waited = 0; (await statuses())[0] !== 'sent' && waited < 3_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await statuses()).toEqual(['sent', 'sent']);
    clock = T0 + 60_000;
    expect(await subject.drain()).toBe(0);
    expect(sendgrid.accepted).toHaveLength(2);
  });

  it('sends a mail again with the same Message-ID when its delivery was not recorded', async () => {
    // SendGrid accepts, then the relay loses the answer (a crash before markSent): the retry is the
    // same message to the recipient's server, and the two mails of one report have different ids.
    let lose = true;
    const subject = new ReportRelay({
      store,
      send: async (message) => {
        const outcome = await sendMail(message);
        if (lose && message.to === 'pv@example.com') throw new Error('process died');
        return outcome;
      },
      owner: `${hostname()}/${process.pid}/lost0001`,
      now: () => clock,
      backoff: { baseMs: 1_000, maxMs: 8_000, jitter: 0 },
      log: quiet,
    });
    relays.push(subject);
    await subject.drain();
    lose = false;
    clock = T0 + 1_000;
    await subject.drain();
    const ids = (to: string) =>
      sendgrid.accepted
        .filter((mail) => mail.personalizations[0]!.to[0]!.email === to)
        .map((mail) => mail.headers?.['Message-ID']);
    const [first, again] = ids('pv@example.com');
    expect(first).toMatch(/^<([A-Z0-9-]+\.)?report-mails\.\d+@example\.com>$/);
    expect(again).toBe(first);
    expect(ids('ana@example.com')).toHaveLength(1);
    expect(ids('ana@example.com')[0]).not.toBe(first);
  });

  it('never sends a delivered mail again, from this relay or another', async () => {
    await relay().drain();
    expect(sendgrid.requests).toBe(2);
    clock = T0 + 24 * 60 * 60 * 1000;
    expect(await relay().drain()).toBe(0);
    expect(await relay('otherhost/1/other001').drain()).toBe(0);
    expect(sendgrid.requests).toBe(2);
  });

  it("leaves a live relay's claim alone until its lease runs out", async () => {
    const held = (await store.outbox.claimNext('otherhost/4242/busy0001', clock, 60_000))!;
    const subject = relay();
    subject.start();
    await subject.drain();
    expect(deliveredTo()).toEqual(['ana@example.com']);
    clock = T0 + 60_000; // the other relay died mid-send: its mail goes out once the lease expires
    await subject.drain();
    expect(deliveredTo()).toEqual(['ana@example.com', held.message.to]);
    expect(sendgrid.requests).toBe(2);
  });

  it('takes over at once the claims of a crashed relay on this host', async () => {
    await store.outbox.claimNext(`${hostname()}/999999999/dead0001`, clock, 60_000);
    await store.outbox.claimNext(`${hostname()}/${process.pid}/previous`, clock, 60_000); // this pid, before a restart
    const subject = relay();
    subject.start(); // no clock change: the leases are released because their owners are gone
    await subject.drain();
    expect(deliveredTo()).toEqual(['ana@example.com', 'pv@example.com']);
  });
});

describe('stableMessageId', () => {
  const mail = { to: 'pv@example.com', subject: 's', text: 't', html: 'h' };
  it("names the record's reference, the outbox row and the sender's domain", async () => {
    expect(
      stableMessageId('report_mails', 42, {
        ...mail,
        from: 'Medivia <web@medivia.example>',
        customArgs: { reference: 'NZ-2026-0042' },
      }),
    ).toBe('<NZ-2026-0042.report-mails.42@medivia.example>');
  });
  it('keeps characters a Message-ID may not hold out of it', async () => {
    expect(
      stableMessageId('application_mails', 7, {
        ...mail,
        from: 'web@medivia.example',
        customArgs: { reference: 'A <x>@y' },
      }),
    ).toBe('<Axy.application-mails.7@medivia.example>');
  });
});
