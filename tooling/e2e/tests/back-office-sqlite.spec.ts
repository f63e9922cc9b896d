import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * Issue #18 measured SQLite's defaults with a second process on the file (a seed, a jobs runner): about
 * half of 50 concurrent saves failed with "database is locked", and most answered ones were not in the
 * file afterwards. The back office opens SQLite with WAL and a 5 s busy timeout; here two processes save
 * 50 documents each at the same moment on one file, and every answered save must be in it.
 */
const SAVES = 50;

type Report = { writer: string; answered: number; failed: string[]; total: number };

const reportOf = (out: string) =>
  JSON.parse(
    out
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{"writer"'))
      .pop()!,
  ) as Report;

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${out.slice(-2000)}`)),
    );
  });
}

test('two processes saving at once on one SQLite file: every save is answered and in the file', async () => {
  test.setTimeout(180_000);
  const e2eDir = path.resolve(test.info().project.testDir, '..');
  const croDir = path.resolve(e2eDir, '../../apps/cro');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-sqlite-writers-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BACK_OFFICE_JOBS: 'off',
  } as NodeJS.ProcessEnv;
  try {
    // Migrated and seeded first, as the build and a server's start do.
    await run(
      croDir,
      ['--conditions=production', '--import', 'tsx', 'scripts/prepare-back-office.ts'],
      env,
    );
    const writer = (name: string, saves: number) =>
      run(
        croDir,
        [
          '--conditions=production',
          '--import',
          'tsx',
          'scripts/concurrent-saves.ts',
          name,
          String(saves),
        ],
        env,
      );
    const before = reportOf(await writer('count', 0)).total;
    const reports = (await Promise.all(['first', 'second'].map((name) => writer(name, SAVES)))).map(
      reportOf,
    );
    for (const report of reports) {
      expect(report.failed, report.writer).toEqual([]);
      expect(report.answered, report.writer).toBe(SAVES);
    }
    const after = reportOf(await writer('count', 0)).total;
    console.log(
      `[sqlite] ${after - before} of ${2 * SAVES} concurrent saves from two processes in the file`,
    );
    expect(after - before).toBe(2 * SAVES);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
