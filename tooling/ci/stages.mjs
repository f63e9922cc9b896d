#!/usr/bin/env node
// Runs the test command's stages in order and says what each one cost, so the next slow stage shows the
// day it appears (CI's limit is 90 minutes on a 2-core machine; the target is 30).
//
//   node tooling/ci/stages.mjs test                  the README's test command, stage by stage
//   node tooling/ci/stages.mjs run NAME -- CMD ...   one command as a stage (.ci/run's own stages)
//   node tooling/ci/stages.mjs table                 the table of every stage recorded so far
//
// Each stage's row (name, start, seconds, exit code, nesting) is appended to the file named by
// STAGE_TIMES when it is set (.ci/run sets it, so `pnpm test`'s stages land in CI's table beside its
// own); the outermost caller prints the table at the end (`test` when run alone, .ci/run's `table`
// otherwise), also when a stage fails: it then shows how far the run got and which stage stopped it. The first failing stage ends the run with its code.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { fakeSecrets } from '../bench/src/fakeSecrets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `pnpm test`: each stage a command run from the repository's root. */
const testStages = [
  { name: 'format', command: 'prettier --check .' },
  // Every package in one TypeScript program: each file checked once (tsconfig.check.json).
  { name: 'typecheck', command: 'tsc -p tsconfig.check.json' },
  {
    name: 'lint, unit, schema, storybook',
    command: 'turbo run lint test test:schema build-storybook',
  },
  // The build the later stages reuse (browser tests, the start command, the secrets check, Lighthouse,
  // CI's PostgreSQL stage), made once with stand-in server secrets in its environment and marked for
  // the secrets check, which looks for them in what browsers receive (tooling/bench/src/secretsCheck.ts).
  {
    name: 'build (each app once)',
    command:
      "turbo run build --filter='./apps/*' --concurrency=1 && pnpm --filter @medivia/bench exec tsx src/secretsCheck.ts --mark",
    env: fakeSecrets,
  },
  { name: 'Next seam contract', command: 'turbo run test:contract' },
  { name: 'browser tests', command: 'turbo run test:browser --concurrency=1' },
  { name: 'start command', command: 'pnpm test:start' },
  { name: 'secrets check', command: 'turbo run test:secrets' },
  { name: 'dependency audit', command: 'turbo run test:audit' },
  { name: 'Lighthouse sample', command: 'turbo run test:lighthouse' },
];

const depth = Number(process.env.STAGE_DEPTH ?? 0);

function record(row) {
  if (process.env.STAGE_TIMES) appendFileSync(process.env.STAGE_TIMES, `${JSON.stringify(row)}\n`);
}

/** Runs one command in a shell (the repository's binaries on its path) and records it as a stage. */
function runStage({ name, command, args = [], env = {} }, rows) {
  const started = Date.now();
  console.log(`\n=== stage: ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      shell: args.length === 0,
      env: {
        ...process.env,
        ...env,
        PATH: `${root}node_modules/.bin:${process.env.PATH}`,
        STAGE_DEPTH: String(depth + 1),
      },
    });
    child.on('exit', (code, signal) => {
      const row = {
        name,
        start: started,
        seconds: (Date.now() - started) / 1000,
        code: code ?? (signal ? 128 : 1),
        depth,
      };
      record(row);
      rows.push(row);
      console.log(
        `=== stage: ${name}: ${row.code === 0 ? 'ok' : `failed (${row.code})`} in ${clock(row.seconds)} ===`,
      );
      resolve(row.code);
    });
  });
}

const clock = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The rows as a table, in the order the stages started; a nested stage is indented under its parent. */
function table(rows) {
  const sorted = [...rows].sort((a, b) => a.start - b.start || a.depth - b.depth);
  const names = sorted.map((row) => `${'  '.repeat(row.depth)}${row.name}`);
  const width = Math.max(5, ...names.map((name) => name.length));
  const lines = [
    `| ${'stage'.padEnd(width)} | wall time | result |`,
    `| ${'-'.repeat(width)} | --------: | ------ |`,
    ...sorted.map(
      (row, i) =>
        `| ${names[i].padEnd(width)} | ${clock(row.seconds).padStart(9)} | ${row.code === 0 ? 'ok' : `exit ${row.code}`} |`,
    ),
  ];
  return lines.join('\n');
}

const readRecorded = () =>
  process.env.STAGE_TIMES && existsSync(process.env.STAGE_TIMES)
    ? readFileSync(process.env.STAGE_TIMES, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'test') {
  const rows = [];
  let failed = 0;
  for (const stage of testStages) {
    failed = await runStage(stage, rows);
    if (failed) break;
  }
  // Nested under .ci/run, its table prints the whole run at the end; alone, the test command's.
  if (!depth) console.log(`\nStages of the test command:\n${table(rows)}`);
  process.exitCode = failed;
} else if (mode === 'run' && rest[1] === '--' && rest.length > 2) {
  const [name, , command, ...args] = rest;
  process.exitCode = await runStage({ name, command, args }, []);
} else if (mode === 'table') {
  const rows = readRecorded();
  const total = rows.filter((row) => row.depth === 0).reduce((sum, row) => sum + row.seconds, 0);
  console.log(`\nStages of this run (${clock(total)} in all):\n${table(rows)}`);
} else {
  console.error('usage: stages.mjs test | run NAME -- COMMAND [ARGS...] | table');
  process.exitCode = 2;
}
