import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ReportStore } from '@medivia/site-core/reports';

/*
 * Processes the crash test starts itself: its own SendGrid/reCAPTCHA stand-in (the shared mock's
 * mode must not flip under the contact tests running beside it) and `next start` of the built cro
 * app, each in its own process group so that SIGKILL reaches the server and nothing else.
 */

/**
 * Paths from the e2e package's folder, which the spec passes in (from its project's testDir): this
 * module then works whether Playwright loads it as CommonJS or as ES module.
 */
const supportDir = (e2eDir: string) => path.join(e2eDir, 'support');
const appDir = (e2eDir: string, code: string) => path.resolve(e2eDir, '../../apps', code);

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function launch(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Omit<Started, 'url'> {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** A private instance of support/mockServer.mjs. */
export async function startMock(e2eDir: string, port: number): Promise<Started> {
  const started = launch(process.execPath, [path.join(supportDir(e2eDir), 'mockServer.mjs')], {
    cwd: supportDir(e2eDir),
    env: { ...process.env, MOCK_PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/__health`, 10_000);
  return { ...started, url };
}

/** `next start` of the built cro app, as production runs it, with its own DATA_DIR. */
export async function startCro(
  e2eDir: string,
  port: number,
  dataDir: string,
  mockUrl: string,
  /** More of the server's environment (e.g. BACK_OFFICE=off). */
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  return startApp(e2eDir, 'cro', port, dataDir, mockUrl, extraEnv);
}

/** `next start` of a built market app, as production runs it, with its own DATA_DIR. */
export async function startApp(
  e2eDir: string,
  code: string,
  port: number,
  dataDir: string,
  mockUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const nextBin = path.join(appDir(e2eDir, code), 'node_modules/next/dist/bin/next');
  const started = launch(
    process.execPath,
    // The apps' own start script's keep-alive (apps/*/package.json): longer than a pooled connection's
    // idle time (nginx keeps upstream ones 60 s), so a reused connection never meets the server closing it.
    [nextBin, 'start', '--keepAliveTimeout', '65000', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: appDir(e2eDir, code),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SENDGRID_API_KEY: 'SG.test-key',
        SENDGRID_BASE_URL: mockUrl,
        RECAPTCHA_SECRET_KEY: 'test-secret',
        RECAPTCHA_VERIFY_URL: `${mockUrl}/recaptcha/api/siteverify`,
        RECAPTCHA_HOSTNAMES: '127.0.0.1',
        MAIL_FROM: 'web@medivia-test.example',
        // One instance, even on PostgreSQL: the start's check for shared settings (several
        // instances) is the object of its own spec.
        INSTANCES: '1',
        // Production refuses to start without its public origin, the only origin of links in mail.
        SERVER_URL: `http://127.0.0.1:${port}`,
        ...extraEnv,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds an empty database: on a loaded machine that alone takes a minute.
  try {
    await waitForHttp(`${url}/`, 180_000);
  } catch (error) {
    // Not left running after a failed start: the spec's afterAll never learns of it.
    await kill({ ...started, url }, 'SIGTERM');
    throw error;
  }
  return { ...started, url };
}

/**
 * `startApp` on a database as the app's first start leaves it (migrated, seeded, the first
 * administrator of `extraEnv` created), copied into the empty `dataDir`: seeding is most of a first
 * start (33 s, against 14 s for a start on a copy, on this loaded machine), and every spec that starts
 * a private app of a market would pay it again.
 * The first call per market, build and environment makes that database with a real first start
 * (`startApp` on an empty folder, stopped once it answered) and keeps it under .data/seeded/; SQLite
 * only (a DATABASE_URL in `extraEnv` starts as `startApp` does).
 */
export async function startSeededApp(
  e2eDir: string,
  code: string,
  port: number,
  dataDir: string,
  mockUrl: string,
  extraEnv: Record<string, string> = {},
  /** More environment for this start only, which the seeded database does not depend on. */
  runEnv: Record<string, string> = {},
): Promise<Started> {
  if (!extraEnv.DATABASE_URL) {
    const template = await seededDataDir(e2eDir, code, port, mockUrl, extraEnv);
    cpSync(template, dataDir, { recursive: true });
  }
  return startApp(e2eDir, code, port, dataDir, mockUrl, { ...extraEnv, ...runEnv });
}

/**
 * Variables a start reads that leave the seeded database as it is: specs that differ only in these
 * share one seeded copy (any other variable, e.g. the administrator's or S3's, makes a copy of its own).
 */
const runtimeOnly = new Set([
  'SERVER_URL',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'CONTACT_RATE_LIMIT',
  'REPORT_RELAY_POLL_MS',
  'REPORT_RELAY_LEASE_MS',
]);

/** Longer than a first start takes on a loaded machine (startApp waits up to 180 s for one). */
const seedingLimitMs = 240_000;

async function seededDataDir(
  e2eDir: string,
  code: string,
  port: number,
  mockUrl: string,
  extraEnv: Record<string, string>,
): Promise<string> {
  const buildId = readFileSync(path.join(appDir(e2eDir, code), '.next/BUILD_ID'), 'utf8').trim();
  const seedEnv = Object.entries(extraEnv).filter(([name]) => !runtimeOnly.has(name));
  const envKey = createHash('sha256').update(JSON.stringify(seedEnv)).digest('hex').slice(0, 12);
  const seeded = path.join(e2eDir, '.data/seeded', `${code}-${buildId}-${envKey}`);
  const lock = `${seeded}.lock`;
  mkdirSync(path.dirname(seeded), { recursive: true });
  const deadline = Date.now() + seedingLimitMs;
  // Two workers may need the same market at once: one seeds, the other waits for its folder.
  while (!existsSync(seeded)) {
    try {
      mkdirSync(lock);
    } catch {
      // A lock older than any seeding is left over from a run that was stopped.
      const locked = statSync(lock, { throwIfNoEntry: false });
      if (locked && Date.now() - locked.mtimeMs > seedingLimitMs)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`${seeded} was not seeded within 240 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (existsSync(seeded)) break;
      const partial = `${seeded}.partial`;
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial);
      const first = await startApp(e2eDir, code, port, partial, mockUrl, extraEnv);
      await kill(first, 'SIGTERM');
      renameSync(partial, seeded);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return seeded;
}

/**
 * How long a SIGTERM may take before the group gets SIGKILL. `next start` closes gracefully: it waits
 * for the connections it is serving, and a browser context left open beside the server (kept-alive
 * connections, the server keeping them 65 s) held one restart's SIGTERM past its spec's one-minute hook.
 * Nothing a spec checks depends on a graceful end (what a server acknowledged is on disk already).
 */
const termGraceMs = 15_000;

/** Kills the process group; resolves once the leader is gone. */
export async function kill(started: Started, signal: NodeJS.Signals) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  const send = (sent: NodeJS.Signals) => {
    try {
      process.kill(-started.child.pid!, sent);
    } catch {
      started.child.kill(sent);
    }
  };
  send(signal);
  if (signal === 'SIGKILL') return void (await exited);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), termGraceMs);
  });
  if ((await Promise.race([exited, late])) === 'late') {
    console.warn(
      `pid ${started.child.pid} still running ${termGraceMs} ms after ${signal}: SIGKILL`,
    );
    send('SIGKILL');
    await exited;
  }
  clearTimeout(timer);
}

export async function control(mockUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${mockUrl}/__control`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`mock control failed: ${response.status}`);
}

export interface CapturedMail {
  body: {
    personalizations: { to: { email: string }[] }[];
    subject: string;
    headers?: Record<string, string>;
  };
}

/** How many SendGrid requests the stand-in answered in each mode since its last reset. */
export async function sendgridRequests(
  mockUrl: string,
): Promise<Record<'ok' | 'fail500' | 'fail429' | 'hang', number>> {
  return (await (await fetch(`${mockUrl}/__requests`)).json()) as Record<
    'ok' | 'fail500' | 'fail429' | 'hang',
    number
  >;
}

export async function captured(mockUrl: string): Promise<CapturedMail[]> {
  return (await (await fetch(`${mockUrl}/__captured`)).json()) as CapturedMail[];
}

/** The report reference a captured mail belongs to (the relay sets this header on both mails). */
export const referenceOf = (mail: CapturedMail) => mail.body.headers?.['X-Report-Reference'];

/** The job applications a private app stored under `dataDir`, read as the HR desk reads them. */
/**
 * Whether nothing more can go out: every mail in the store's outboxes is sent or given up (a mail
 * is claimed only while pending, so none is in flight either). Tests that count mails "exactly
 * once" wait for this instead of pausing and hoping the relay is done.
 */
export async function outboxSettled(dataDir: string): Promise<boolean> {
  const store = ReportStore.open(dataDir, { readonly: true });
  try {
    const mails = (await Promise.all(store.outboxes.map((outbox) => outbox.all()))).flat();
    return mails.every((mail) => mail.status !== 'pending');
  } finally {
    await store.close();
  }
}

export async function storedApplications(dataDir: string) {
  const store = ReportStore.open(dataDir, { readonly: true });
  try {
    return await store.listApplications();
  } finally {
    await store.close();
  }
}
