/** @jest-environment node */
jest.mock('server-only', () => ({}));

import type { MailDataRequired } from '@sendgrid/mail';
import { resetEnv } from '../env';
import type { BotCheck } from '../server/recaptcha';
import type { MailResult } from '../server/mailer';
import { createContactHandlers } from './handlers';
import { jsonPost, contactMarket, validMessage } from './test/fixtures';

const savedEnv = { ...process.env };

function setup({
  bot = { ok: true } as BotCheck,
  mail = { ok: true, via: 'sendgrid' } as MailResult,
} = {}) {
  const sent: MailDataRequired[] = [];
  const send = jest.fn(async (m: MailDataRequired) => {
    sent.push(m);
    return mail;
  });
  const verify = jest.fn(async () => bot);
  return { sent, send, verify, handlers: createContactHandlers(contactMarket, { send, verify }) };
}

beforeEach(() => {
  process.env = {
    ...savedEnv,
    RECAPTCHA_HOSTNAMES: '127.0.0.1, localhost',
    CONTACT_RATE_LIMIT: '5',
  };
  resetEnv();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  process.env = savedEnv;
  resetEnv();
  jest.restoreAllMocks();
});

describe('POST /mail/send', () => {
  it('verifies the token in the same request and mails the directory entry of the chosen department', async () => {
    const { handlers, sent, verify } = setup();
    const response = await handlers.sendMail(jsonPost('/mail/send', validMessage));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'OK' });
    expect(verify).toHaveBeenCalledWith('token:contact', {
      action: 'contact',
      hostnames: ['www.medivia-test.example', '127.0.0.1', 'localhost'],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'dijagnostika@medivia-test.example',
      from: { email: 'web@medivia-test.example', name: 'Medivia Test' },
      replyTo: { email: 'ana.horvat@example.com', name: 'Ana Horvat' },
      // The department's display name in the market's default locale (the staff's language).
      subject: 'Laboratorijska dijagnostika',
    });
    expect(sent[0]!.text).toContain('Molim ponudu za analizatore.\nHvala!');
  });

  it('copies mail2 and ignores any recipient, subject or HTML the client sends', async () => {
    const { handlers, sent } = setup();
    await handlers.sendMail(
      jsonPost('/mail/send', {
        ...validMessage,
        department: 'equipment-service',
        to: 'attacker@example.com',
        subject: 'Free money',
        html: '<b>phish</b>',
        replyTo: 'x@example.com',
        config: 'uprava',
      }),
    );
    expect(sent[0]).toMatchObject({
      to: 'servis@medivia-test.example',
      cc: 'servis-dezurni@medivia-test.example',
    });
    expect(sent[0]!.subject).toBe('Servis medicinske opreme');
    expect(JSON.stringify(sent[0])).not.toMatch(/attacker|Free money|phish/);
  });

  it.each([
    [{ ok: false, reason: 'failed' }, 403, 'bot_check_failed'],
    [{ ok: false, reason: 'low_score', score: 0.1 }, 403, 'bot_check_failed'],
    [{ ok: false, reason: 'wrong_hostname' }, 403, 'bot_check_failed'],
    [{ ok: false, reason: 'unreachable' }, 502, 'bot_check_unavailable'],
    [{ ok: false, reason: 'not_configured' }, 503, 'bot_check_not_configured'],
  ] as [BotCheck, number, string][])(
    'sends nothing when the bot check says %j',
    async (bot, status, error) => {
      const { handlers, send } = setup({ bot });
      const response = await handlers.sendMail(jsonPost('/mail/send', validMessage));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
      expect(send).not.toHaveBeenCalled();
    },
  );

  it.each([
    [{ ok: false, reason: 'unavailable', status: 500 }, 502, 'send_failed'],
    [{ ok: false, reason: 'rejected', status: 400 }, 502, 'send_failed'],
    [{ ok: false, reason: 'timeout' }, 504, 'send_timeout'],
    [{ ok: false, reason: 'not_configured' }, 503, 'mail_not_configured'],
  ] as [MailResult, number, string][])(
    'reports a mailer result %j as %i',
    async (mail, status, error) => {
      const { handlers } = setup({ mail });
      const response = await handlers.sendMail(jsonPost('/mail/send', validMessage));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    },
  );

  it('answers invalid fields with 400 and the message ids, without verifying or sending', async () => {
    const { handlers, send, verify } = setup();
    const response = await handlers.sendMail(
      jsonPost('/mail/send', { ...validMessage, email: 'nope', terms: false }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_body',
      issues: [
        { path: 'email', message: 'contact.error.emailInvalid' },
        { path: 'terms', message: 'contact.error.terms' },
      ],
    });
    expect(verify).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it.each(['uprava', '__proto__', 'constructor', 'toString'])(
    'refuses %j, which is not in the directory',
    async (department) => {
      const { handlers, send } = setup();
      const response = await handlers.sendMail(
        jsonPost('/mail/send', { ...validMessage, department }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_body',
        issues: [{ path: 'department', message: 'contact.error.department' }],
      });
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('limits each client address, answering 429 with Retry-After, whatever X-Forwarded-For it sends', async () => {
    process.env.CONTACT_RATE_LIMIT = '2';
    resetEnv();
    const { handlers } = setup();
    // The connection's address, as the server stamps it (server/requestAddress.mts).
    const from = (address: string, headers: Record<string, string> = {}) =>
      jsonPost('/mail/send', validMessage, {
        'x-medivia-connection-address': address,
        ...headers,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await handlers.sendMail(from('192.0.2.10'))).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await handlers.sendMail(from('192.0.2.10'));
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    // A client talking to the site directly chooses its X-Forwarded-For: a forged one changes nothing.
    const forged = from('192.0.2.10', { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' });
    expect((await handlers.sendMail(forged)).status).toBe(429);
    // Another client is not affected.
    expect((await handlers.sendMail(from('192.0.2.11'))).status).toBe(200);
  });
});

describe('POST /api/verify-recaptcha (spec §7)', () => {
  it('answers { success: true } for a good token', async () => {
    const { handlers, verify } = setup();
    const response = await handlers.verifyRecaptcha(
      jsonPost('/api/verify-recaptcha', { response: 'token:contact' }),
    );
    expect(await response.json()).toEqual({ success: true });
    expect(verify).toHaveBeenCalledWith(
      'token:contact',
      expect.objectContaining({ action: 'contact' }),
    );
  });

  it('answers { success: false } for a refused token, and 4xx for a body without one', async () => {
    const { handlers } = setup({ bot: { ok: false, reason: 'failed' } });
    const refused = await handlers.verifyRecaptcha(
      jsonPost('/api/verify-recaptcha', { response: 'bad' }),
    );
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ success: false });
    const missing = await handlers.verifyRecaptcha(jsonPost('/api/verify-recaptcha', {}));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_body' });
  });

  it('says success: false with a 503 when the server has no secret key', async () => {
    const { handlers } = setup({ bot: { ok: false, reason: 'not_configured' } });
    const response = await handlers.verifyRecaptcha(
      jsonPost('/api/verify-recaptcha', { response: 'tok' }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      success: false,
      error: 'bot_check_not_configured',
    });
  });
});

describe('GET /api/verify-recaptcha', () => {
  it('tells the form the site key of the running server and whether the check is enforced', async () => {
    process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY = 'site-key';
    process.env.RECAPTCHA_SECRET_KEY = 'secret';
    resetEnv();
    const response = await setup().handlers.botCheckConfig(
      new Request('http://127.0.0.1/api/verify-recaptcha'),
    );
    expect(await response.json()).toEqual({ siteKey: 'site-key', enforced: true });
  });

  it('lets development without keys skip the check', async () => {
    delete process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
    delete process.env.RECAPTCHA_SECRET_KEY;
    resetEnv();
    const response = await setup().handlers.botCheckConfig(
      new Request('http://127.0.0.1/api/verify-recaptcha'),
    );
    expect(await response.json()).toEqual({ siteKey: null, enforced: false });
  });
});
