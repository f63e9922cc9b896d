import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * docs/architecture.md's Environment table is what an operator reads to set up a server: every
 * variable the code reads is in it, and nothing in it is a variable the code no longer reads. The code
 * reads the environment in its env modules only (src/env, and platform/seamFlags.mjs for the seam's
 * plain-JS modules); the apps read it through them.
 */

const repo = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** The modules allowed to read `process.env`, and why. */
const envModules = [
  'packages/site-core/src/env/index.ts',
  'packages/site-core/src/platform/seamFlags.mjs',
  // Next's documented runtime switch, inlined at build so the edge bundle drops the Node-only start.
  'apps/bih/instrumentation.ts',
  'apps/cro/instrumentation.ts',
  'apps/slo/instrumentation.ts',
];

/** Variables set by the tools, not by an operator: not in the table. */
const setByTools = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'INIT_CWD']);

const sourceFile = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const skipped =
  /(^|\/)(node_modules|\.next|storybook-static|migrations)(\/|$)|\.test\.|\.stories\./;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repo, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skipped.test(file));
}

const shipped = () => [
  ...['cro', 'slo', 'bih'].flatMap((app) =>
    readdirSync(path.join(repo, 'apps', app), { withFileTypes: true })
      .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
      .map((entry) => `apps/${app}/${entry.name}`)
      .concat(sourceFiles(`apps/${app}/src`), sourceFiles(`apps/${app}/scripts`)),
  ),
  ...sourceFiles('packages/site-core/src'),
  'packages/markets/markets.mjs',
];

const names = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

/** Every variable the code reads: the env modules' reads and the apps' start scripts' `${NAME:-…}`. */
function variablesRead(): Set<string> {
  const found = new Set<string>();
  const add = (list: string[]) => list.forEach((name) => found.add(name));
  const env = read('packages/site-core/src/env/index.ts');
  add(names(env, /^ {4}([A-Z][A-Z0-9_]+): z\b/gm)); // the schema's fields
  add(names(env, /\benv\.([A-Z][A-Z0-9_]+)/g));
  add(names(env, /process\.env\.([A-Z][A-Z0-9_]+)/g));
  const seam = read('packages/site-core/src/platform/seamFlags.mjs');
  add(names(seam, /flag\(env, '([A-Z][A-Z0-9_]+)'\)/g));
  add(names(seam, /\benv\.([A-Z][A-Z0-9_]+)/g));
  for (const app of ['cro', 'slo', 'bih']) {
    const { scripts } = JSON.parse(read(`apps/${app}/package.json`)) as {
      scripts: Record<string, string>;
    };
    for (const script of Object.values(scripts)) add(names(script, /\$\{([A-Z][A-Z0-9_]+):-/g));
  }
  for (const tool of setByTools) found.delete(tool);
  return found;
}

/** The variables the Environment table of docs/architecture.md names (its rows' first cells). */
function variablesDocumented(): Set<string> {
  const doc = read('docs/architecture.md');
  const start = doc.indexOf('### Environment');
  const section = doc.slice(start, doc.indexOf('\n### ', start + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Set(rows.flatMap((row) => names(row.split('|')[1]!, /`([A-Z][A-Z0-9_]+)`/g)));
}

test('only the env modules read process.env; the apps read their settings through site-core', () => {
  const readers = shipped().filter((file) => /process\.env\b(?!\.\w+\s*=[^=])/.test(read(file)));
  expect(readers.sort()).toEqual([...envModules].sort());
  for (const app of ['cro', 'slo', 'bih'])
    expect(read(`apps/${app}/payload.config.ts`)).toContain('backOfficeSettingsFromEnv(here)');
});

test('the Environment table names every variable the code reads, and no other', () => {
  const documented = variablesDocumented();
  const code = variablesRead();
  // Sanity: the scans found the table and the schema (a moved heading must not pass as "no variables").
  expect(documented.size).toBeGreaterThan(20);
  expect(code).toContain('SERVER_URL');
  expect({
    readButNotDocumented: [...code].filter((name) => !documented.has(name)).sort(),
    documentedButNotRead: [...documented].filter((name) => !code.has(name)).sort(),
  }).toEqual({ readButNotDocumented: [], documentedButNotRead: [] });
});
