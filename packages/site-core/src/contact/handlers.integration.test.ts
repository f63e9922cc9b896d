/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnv } from '../env';
import { createContactHandlers } from './handlers';
import { jsonPost, contactMarket, validMessage } from './test/fixtures';

/*
 * The real mailer (@sendgrid/mail) and the real bot check, against a local stand-in for SendGrid's
 * v3 API and Google's siteverify: what leaves the process is what is asserted.
 */
let server: Server;
let baseUrl: string;
let captured: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let sendgridStatus = 202;
let siteverify: Record<string, unknown> = {};
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.url === '/v3/mail/send') {
        if (sendgridStatus === 202) captured.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(sendgridStatus, { 'content-type': 'application/json' });
        return res.end(sendgridStatus === 202 ? '' : '{"errors":[{"message":"internal error"}]}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(siteverify));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  captured = [];
  sendgridStatus = 202;
  siteverify = { success: true, score: 0.9, action: 'contact', hostname: '127.0.0.1' };
  process.env = {
    ...savedEnv,
    SENDGRID_API_KEY: 'SG.test-key',
    SENDGRID_BASE_URL: baseUrl,
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: `${baseUrl}/siteverify`,
    RECAPTCHA_HOSTNAMES: '127.0.0.1',
    MAIL_FROM: 'web@medivia-test.example',
  };
  resetEnv();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  process.env = savedEnv;
  resetEnv();
  jest.restoreAllMocks();
});

const send = (body = validMessage) =>
  createContactHandlers(contactMarket).sendMail(jsonPost('/mail/send', body));

describe('POST /mail/send through @sendgrid/mail', () => {
  it('makes exactly one SendGrid request to the department, with the visitor as reply-to', async () => {
    const response = await send({ ...validMessage, department: 'equipment-service' });
    expect(response.status).toBe(200);
    expect(captured).toHaveLength(1);
    const [{ headers, body }] = captured as [(typeof captured)[number]];
    expect(headers.authorization).toBe('Bearer SG.test-key');
    expect(body).toMatchObject({
      personalizations: [
        {
          to: [{ email: 'servis@medivia-test.example' }],
          cc: [{ email: 'servis-dezurni@medivia-test.example' }],
        },
      ],
      from: { email: 'web@medivia-test.example', name: 'Medivia Test' },
      reply_to: { email: 'ana.horvat@example.com', name: 'Ana Horvat' },
      subject: 'Servis medicinske opreme',
    });
    const content = body.content as { type: string; value: string }[];
    expect(content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
  });

  it.each([
    ['an unsuccessful token', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a low score', { success: true, score: 0.1, action: 'contact', hostname: '127.0.0.1' }],
    ['another action', { success: true, score: 0.9, action: 'login', hostname: '127.0.0.1' }],
    [
      'another hostname',
      { success: true, score: 0.9, action: 'contact', hostname: 'evil.example' },
    ],
  ])('sends nothing for %s', async (_case, answer) => {
    siteverify = answer;
    const response = await send();
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'bot_check_failed' });
    expect(captured).toHaveLength(0);
  });

  it('answers 502 send_failed when SendGrid answers 500', async () => {
    sendgridStatus = 500;
    const response = await send();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'send_failed' });
  });

  it('fails closed with 503 in production without a SendGrid key', async () => {
    delete process.env.SENDGRID_API_KEY;
    process.env = { ...process.env, NODE_ENV: 'production' };
    resetEnv();
    const response = await send();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'mail_not_configured' });
    expect(captured).toHaveLength(0);
  });

  it('writes the mail under DATA_DIR/mail in development without a SendGrid key', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'contact-mail-'));
    try {
      delete process.env.SENDGRID_API_KEY;
      process.env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
      resetEnv();
      expect((await send()).status).toBe(200);
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const mail = JSON.parse(await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8'));
      expect(mail).toMatchObject({
        to: 'dijagnostika@medivia-test.example',
        subject: 'Laboratorijska dijagnostika',
      });
      expect(captured).toHaveLength(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
