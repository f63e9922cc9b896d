import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { humanReport } from '@medivia/site-core/testing';
import { administrator } from '../support/backOffice';
import { postJsonFrom } from '../support/fromAddress';
import {
  captured,
  control,
  kill,
  startMock,
  startSeededApp,
  type Started,
} from '../support/reportApp';

/*
 * The site's origin and its start (docs/architecture.md, Security: "Links only to the site's
 * origin", "A refused configuration stops the start"). A production start without SERVER_URL, with
 * a refused ADMIN_PASSWORD or an unreachable DATABASE_URL ends with exit code 1 and one line naming
 * the problem before anything listens (`next start` would listen first and answer 500s). On a
 * private cro server: a reset link is made from SERVER_URL whatever Host and X-Forwarded-* a
 * stranger sends, and X-Forwarded-* is believed from TRUSTED_PROXIES only. The behaviour is
 * site-core's, the same in every market; cro, because the report endpoint shows the forwarded host.
 */

const START_PORT = 3530;
const APP_PORT = 3520;
const MOCK_PORT = 3521;

const appDir = (e2eDir: string) => path.resolve(e2eDir, '../../apps/cro');
const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

interface Refusal {
  code: number | null;
  listened: boolean;
  output: string;
}

/** `pnpm start` of cro, as an operator runs it; watched until it ends (or 60 s) for a listen. */
async function startScript(e2eDir: string, env: Record<string, string | undefined>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-start-'));
  const child = spawn('pnpm', ['run', 'start'], {
    cwd: appDir(e2eDir),
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(START_PORT), HOST: '127.0.0.1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let listened = false;
  let running = true;
  void ended.then(() => (running = false));
  const deadline = Date.now() + 60_000;
  while (running && !listened && Date.now() < deadline) {
    listened = await reachable(START_PORT);
    if (!listened) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (running) {
    process.kill(-child.pid!, 'SIGKILL');
  }
  const code = await ended;
  rmSync(dataDir, { recursive: true, force: true });
  return { code: running ? null : code, listened, output } satisfies Refusal;
}

test.describe('a refused configuration stops the start', () => {
  const production = {
    NODE_ENV: 'production',
    SERVER_URL: `http://127.0.0.1:${START_PORT}`,
    INSTANCES: '1',
    SENDGRID_API_KEY: 'SG.test-key',
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    ADMIN_TOTP_SECRET: undefined,
    DATABASE_URL: undefined,
  };
  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    [
      'a refused ADMIN_PASSWORD',
      { ADMIN_EMAIL: 'admin@medivia-test.example', ADMIN_PASSWORD: 'password' },
      /ADMIN_PASSWORD is refused/,
    ],
    ['no SERVER_URL', { SERVER_URL: undefined }, /SERVER_URL is not set/],
    [
      'an unreachable DATABASE_URL',
      { DATABASE_URL: 'postgres://medivia:do-not-print@127.0.0.1:3539/medivia_nowhere' },
      /DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:3539\/medivia_nowhere/,
    ],
  ];
  for (const [problem, env, line] of cases) {
    test(`${problem}: exit code 1 and one line naming it, before the server listens`, async () => {
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      const refusal = await startScript(e2eDir, { ...production, ...env });
      expect(refusal.listened, refusal.output).toBe(false);
      expect(refusal.code, refusal.output).toBe(1);
      const refused = refusal.output.split('\n').filter((text) => text.includes('[start]'));
      expect(refused, refusal.output).toHaveLength(1);
      expect(refused[0]).toMatch(line);
      expect(refusal.output).not.toMatch(/^\s+at /m); // a line, not a stack trace
      expect(refusal.output).not.toContain('do-not-print');
    });
  }
});

test.describe("links only to the site's origin; X-Forwarded-* only from trusted proxies", () => {
  test.describe.configure({ mode: 'serial' });
  let app: Started | undefined;
  let mock: Started | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-origin-'));
    mock = await startMock(e2eDir, MOCK_PORT);
    await control(mock.url, { sendgrid: 'ok', reset: true });
    app = await startSeededApp(
      e2eDir,
      'cro',
      APP_PORT,
      dataDir,
      mock.url,
      {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
      },
      // SERVER_URL is the private server's own address (support/reportApp.ts); 127.0.0.3 a proxy.
      { TRUSTED_PROXIES: '127.0.0.3' },
    );
  });

  test.afterAll(async () => {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a reset asked for with a foreign Host and X-Forwarded-* mails a link on SERVER_URL', async () => {
    const answer = await postJsonFrom(
      '127.0.0.2',
      `${app!.url}/admin/api/users/forgot-password`,
      { email: administrator.email },
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await expect.poll(async () => (await captured(mock!.url)).length).toBeGreaterThan(0);
    const mail = JSON.stringify((await captured(mock!.url)).at(-1)!.body);
    const links = [...mail.matchAll(/https?:\/\/[^"\s<\\]+\/admin\/reset\/[^"\s<\\]+/g)].map(
      (match) => match[0],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${app!.url}/admin/reset/`), link).toBe(true);
    expect(mail).not.toContain('evil.example');
  });

  test("a stranger's X-Forwarded-Host is not believed; a trusted proxy's is", async () => {
    const report = JSON.stringify({ locale: 'hr', report: humanReport() });
    const forged = {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    // From a client that is no proxy, the header is dropped: the page it claims is another site's.
    const stranger = await postJsonFrom(
      '127.0.0.2',
      `${app!.url}/api/reports`,
      JSON.parse(report),
      forged,
    );
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(403);
    expect(stranger.body.error).toBe('cross_origin');
    // From TRUSTED_PROXIES, the host it forwards is the one the visitor asked for.
    const proxied = await postJsonFrom(
      '127.0.0.3',
      `${app!.url}/api/reports`,
      JSON.parse(report),
      forged,
    );
    expect(proxied.status, JSON.stringify(proxied.body)).toBe(201);
  });
});
