// The README's own start command, as an operator runs it: `pnpm start` at the repository root with the
// configuration given only through the environment (local stand-ins for SendGrid and reCAPTCHA). Each
// market must take a contact message and hand it to the SendGrid stand-in for the department's mailbox;
// before turbo.json passed the variables through, every one of them answered 503.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const mockPort = 4310;
const mockUrl = `http://127.0.0.1:${mockPort}`;
// Minutes, not seconds: when the apps are not built yet, `pnpm start` builds them first.
const readyTimeoutMs = Number(process.env.START_TIMEOUT_SECONDS ?? 900) * 1000;
const markets = [
  { code: 'cro', port: 3000, mailbox: 'prodaja@medivia.example' },
  { code: 'slo', port: 3030, mailbox: 'prodaja@medivia-si.example' },
  { code: 'bih', port: 3060, mailbox: 'prodaja@medivia-ba.example' },
];
// Each market keeps its own data (its back office's content and locales differ): a relative
// DATA_DIR, which each app resolves in its own folder, as the README says for `pnpm start`.
const dataDirName = `.data-start-${process.pid}`;
const dataDirOf = (code) => path.join(root, 'apps', code, dataDirName);
const config = {
  SENDGRID_API_KEY: 'SG.start-command-test',
  SENDGRID_BASE_URL: mockUrl,
  RECAPTCHA_SECRET_KEY: 'start-command-secret',
  RECAPTCHA_VERIFY_URL: `${mockUrl}/recaptcha/api/siteverify`,
  RECAPTCHA_HOSTNAMES: '127.0.0.1',
  MAIL_FROM: 'operator@medivia-start.example',
  DATA_DIR: dataDirName,
  HOST: '127.0.0.1',
  GA_MEASUREMENT_ID: 'G-STARTCMD',
  // One message per address per window: the second one proves the limit came from here.
  CONTACT_RATE_LIMIT: '1',
};

const children = [];
/** Each child leads its own process group, so turbo, next and their workers all stop with it. */
function launch(command, args, env, logName) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: 'pipe' });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push({ child, logName, log: () => log });
  return child;
}

function stopAll() {
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitFor(url, until) {
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (children.some(({ child }) => child.exitCode !== null)) break;
    await sleep(1000);
  }
  throw new Error(`${url} did not answer`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok  ${message}`);
}

const sendContact = (port, name) =>
  fetch(`http://127.0.0.1:${port}/mail/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({
      department: 'sales',
      name,
      email: 'visitor@example.com',
      message: 'Sent by the start-command test.',
      terms: true,
      token: 'start-command-token:contact',
    }),
  });

async function run() {
  for (const port of [mockPort, ...markets.map((market) => market.port)]) {
    if (await portTaken(port)) throw new Error(`port ${port} is in use; stop what listens there`);
  }
  launch(
    'node',
    ['tooling/e2e/support/mockServer.mjs'],
    { ...process.env, MOCK_PORT: String(mockPort) },
    'mock',
  );
  await waitFor(`${mockUrl}/__health`, Date.now() + 10_000);

  const started = Date.now();
  launch('pnpm', ['start'], { ...process.env, ...config }, 'pnpm start');
  for (const { port } of markets)
    await waitFor(`http://127.0.0.1:${port}/`, started + readyTimeoutMs);
  console.log(`pnpm start served all markets after ${Math.round((Date.now() - started) / 1000)} s`);

  for (const { code, port, mailbox } of markets) {
    await fetch(`${mockUrl}/__control`, { method: 'POST', body: JSON.stringify({ reset: true }) });
    const first = await sendContact(port, `Start test ${code}`);
    check(first.status === 200, `${code}: POST /mail/send answered ${first.status} (want 200)`);
    const captured = await (await fetch(`${mockUrl}/__captured`)).json();
    check(
      captured.length === 1,
      `${code}: the SendGrid stand-in captured ${captured.length} mail (want 1)`,
    );
    const [{ headers, body }] = captured;
    const recipients = body.personalizations.flatMap((p) => p.to.map((to) => to.email));
    check(
      recipients.includes(mailbox),
      `${code}: mail to ${recipients.join(', ')} (want ${mailbox})`,
    );
    check(
      body.from.email === config.MAIL_FROM,
      `${code}: sent from MAIL_FROM (${body.from.email})`,
    );
    check(
      headers.authorization === `Bearer ${config.SENDGRID_API_KEY}`,
      `${code}: sent with SENDGRID_API_KEY`,
    );

    const second = await sendContact(port, `Start test ${code} again`);
    check(
      second.status === 429,
      `${code}: a second message answered ${second.status} (CONTACT_RATE_LIMIT=1, want 429)`,
    );
    const analytics = await (await fetch(`http://127.0.0.1:${port}/api/analytics-settings`)).json();
    check(
      analytics.measurementId === config.GA_MEASUREMENT_ID,
      `${code}: GA_MEASUREMENT_ID reached the server`,
    );
  }
  // cro keeps adverse-effect reports: its relay opens the store at start, in DATA_DIR.
  check(
    existsSync(path.join(dataDirOf('cro'), 'reports.sqlite')),
    'cro: the report store is in DATA_DIR',
  );
  for (const { code } of markets) {
    check(
      existsSync(path.join(dataDirOf(code), 'back-office.db')),
      `${code}: the back office's database is in its own DATA_DIR`,
    );
  }
}

try {
  await run();
  console.log('start command: configuration from the environment reaches all three sites');
} catch (error) {
  console.error(`start command: ${error.message}`);
  for (const { logName, log } of children)
    console.error(`--- last output of ${logName} ---\n${log()}`);
  process.exitCode = 1;
} finally {
  stopAll();
  await sleep(2000);
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // stopped by SIGTERM
    }
  }
  for (const { code } of markets) rmSync(dataDirOf(code), { recursive: true, force: true });
}
