import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * Issue #30: an instance of several (INSTANCES above 1) refuses to start in production without the
 * settings every instance must share, and says which are missing, instead of starting and signing
 * staff out at every other request.
 */

const APP_PORT = 3795;

test('an instance of several without its shared settings does not start, naming each', async () => {
  test.setTimeout(90_000);
  const e2eDir = path.resolve(test.info().project.testDir, '..');
  const appDir = path.resolve(e2eDir, '../../apps/cro');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-shared-settings-'));
  const child = spawn(
    process.execPath,
    [
      path.join(appDir, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(APP_PORT),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        INSTANCES: '2',
        SERVER_URL: `http://127.0.0.1:${APP_PORT}`,
        PAYLOAD_SECRET: '',
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 60_000);
      child.once('exit', (exitCode) => (clearTimeout(timer), resolve(exitCode)));
    });
    expect(code, output).not.toBe(null);
    expect(code).not.toBe(0);
    expect(output).toContain('runs as 2 instances');
    expect(output).toContain('PAYLOAD_SECRET is not set');
    expect(output).toContain('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set');
    // What is set is not named.
    expect(output).not.toContain('SERVER_URL is not set');
    // It never answered a request.
    await expect(fetch(`http://127.0.0.1:${APP_PORT}/`)).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
