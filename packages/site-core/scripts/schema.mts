/**
 * The back office's schema files, written and checked from the one config every market shares:
 *
 *   migration <name>   the next migration for SQLite and PostgreSQL, then the generated types
 *   baseline           deletes every migration and writes one baseline per adapter (nothing is live)
 *   types              payload-types.ts from the config
 *   check              fails when the config and the committed migrations or types disagree
 *
 * Run through the root scripts: `pnpm db:migration <name>`, `pnpm db:baseline`, `pnpm db:types`;
 * `check` is site-core's `test:schema`, part of `pnpm test`. No database is opened: Payload builds
 * each adapter's schema without connecting, and drizzle-kit compares it with the latest snapshot,
 * as `payload migrate:create` does, without its prompts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The config first: evaluated after payload/node, a module of its graph waits forever on a cycle
// with a top-level await, and node exits with 13 before the command runs. The package.json scripts
// also run node with the `production` condition: Lexical's Node entry points pick their build with a
// top-level await that Node 20 now and then never settles when several load at once (1 run in 15,
// in CI too); the condition loads the builds directly.
import { createBackOfficeConfig } from '../src/backoffice/config.mts';
import { BasePayload, type SanitizedConfig } from 'payload';
import { generateTypes } from 'payload/node';
import { generatedTypesFile, migrationsFolder } from '../src/backoffice/schemaFiles.mts';

const adapters = {
  sqlite: (scratch: string) => `file:${path.join(scratch, 'schema.db')}`,
  // Never connected: the adapter is chosen by the scheme and only builds its schema.
  postgres: () => 'postgres://127.0.0.1:1/schema-only',
} as const;
type Adapter = keyof typeof adapters;
const adapterNames = Object.keys(adapters) as Adapter[];

// The schema is the same for every market (every locale is in the database), so any market's
// locales build it; these are cro's.
const schemaMarket = { market: 'schema', appName: 'Medivia', locales: ['hr', 'en'] } as const;

const scratch = mkdtempSync(path.join(tmpdir(), 'medivia-schema-'));

function backOfficeConfig(adapter: Adapter, migrationsDir = migrationsFolder) {
  return createBackOfficeConfig(schemaMarket, {
    dataDir: scratch,
    databaseUrl: adapters[adapter](scratch),
    secret: 'schema-files-only-never-signs-a-session',
    secureCookies: false,
    importMapFile: path.join(scratch, 'importMap.ts'),
    migrationsDir,
    runJobs: false,
  });
}

interface DrizzleKit {
  generateDrizzleJson: (schema: unknown) => Promise<unknown>;
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>;
}
interface DrizzleAdapter {
  schema: unknown;
  migrationDir: string;
  defaultDrizzleSnapshot: unknown;
  requireDrizzleKit: () => DrizzleKit;
  createMigration: (args: {
    migrationName: string;
    payload: BasePayload;
    forceAcceptWarning: boolean;
  }) => Promise<void>;
}

/** Payload with the adapter's schema built and no connection (as `payload migrate:create` opens it). */
async function schemaOf(adapter: Adapter, migrationsDir?: string) {
  const payload = await new BasePayload().init({
    config: await backOfficeConfig(adapter, migrationsDir),
    disableDBConnect: true,
    disableOnInit: true,
  });
  return { payload, db: payload.db as unknown as DrizzleAdapter };
}

const folderOf = (adapter: Adapter) => path.join(migrationsFolder, adapter);
const snapshots = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();
const migrationFiles = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort();

/** The SQL that would bring the latest committed snapshot to the config's schema (empty: in step). */
async function pendingStatements(adapter: Adapter): Promise<string[]> {
  const { db } = await schemaOf(adapter);
  const kit = db.requireDrizzleKit();
  const latest = snapshots(folderOf(adapter)).at(-1);
  const before = latest
    ? JSON.parse(readFileSync(path.join(folderOf(adapter), latest), 'utf8'))
    : db.defaultDrizzleSnapshot;
  return kit.generateMigration(before, await kit.generateDrizzleJson(db.schema));
}

/**
 * Writes the adapter's next migration and checks that it is there: `payload migrate:create` has been
 * seen to exit 0 without writing. Its snapshot is kept on one line (Payload parses only the latest
 * one, to compare), which keeps the generated files a small part of the repository.
 */
async function writeMigration(adapter: Adapter, name: string) {
  const folder = folderOf(adapter);
  mkdirSync(folder, { recursive: true });
  const before = new Set(readdirSync(folder));
  const { payload, db } = await schemaOf(adapter);
  await db.createMigration({ migrationName: name, payload, forceAcceptWarning: true });
  const written = readdirSync(folder).filter((file) => !before.has(file));
  const snapshot = written.find((file) => file.endsWith('.json'));
  const migration = written.find((file) => file.endsWith('.ts'));
  if (!snapshot || !migration) {
    throw new Error(`${adapter}: Payload wrote no migration in ${folder} (${written.join(', ')})`);
  }
  const file = path.join(folder, snapshot);
  writeFileSync(file, `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))}\n`);
  const index = readFileSync(path.join(folder, 'index.ts'), 'utf8');
  if (!index.includes(`'${migration.replace(/\.ts$/, '')}'`)) {
    throw new Error(`${adapter}: ${migration} is missing from ${folder}/index.ts`);
  }
  console.log(`${adapter}: ${path.relative(process.cwd(), path.join(folder, migration))}`);
}

async function writeTypes(outputFile = generatedTypesFile) {
  // Payload's generator writes where this variable points, else to typescript.outputFile.
  process.env.PAYLOAD_TS_OUTPUT_PATH = outputFile;
  const config: SanitizedConfig = await backOfficeConfig('sqlite');
  await generateTypes(config, { log: false });
  return readFileSync(outputFile, 'utf8');
}

async function migration(name: string | undefined) {
  if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
    throw new Error('Name the migration in snake_case: pnpm db:migration add_redirects');
  }
  const changed: Adapter[] = [];
  for (const adapter of adapterNames) {
    if ((await pendingStatements(adapter)).length > 0) changed.push(adapter);
  }
  if (changed.length === 0) {
    console.log('No schema changes: the committed migrations already match the config.');
    return 1;
  }
  // Both adapters always move together, even where one has nothing to change (a blank migration).
  for (const adapter of adapterNames) await writeMigration(adapter, name);
  await writeTypes();
  console.log(`Types: ${path.relative(process.cwd(), generatedTypesFile)}`);
  return 0;
}

async function baseline() {
  for (const adapter of adapterNames) {
    rmSync(folderOf(adapter), { recursive: true, force: true });
    await writeMigration(adapter, 'baseline');
  }
  await writeTypes();
  return 0;
}

async function check() {
  const problems: string[] = [];
  for (const adapter of adapterNames) {
    const folder = folderOf(adapter);
    const statements = await pendingStatements(adapter);
    if (statements.length > 0) {
      problems.push(
        `${adapter}: the config and the committed migrations disagree; \`pnpm db:migration <name>\` ` +
          `would write:\n  ${statements.join('\n  ')}`,
      );
    }
    const index = readFileSync(path.join(folder, 'index.ts'), 'utf8');
    for (const file of migrationFiles(folder)) {
      if (!index.includes(`'${file.replace(/\.ts$/, '')}'`)) {
        problems.push(
          `${adapter}: ${file} is not in ${path.relative(process.cwd(), folder)}/index.ts`,
        );
      }
    }
  }
  const fresh = await writeTypes(path.join(scratch, 'payload-types.ts'));
  if (fresh !== readFileSync(generatedTypesFile, 'utf8')) {
    problems.push(
      `${path.relative(process.cwd(), generatedTypesFile)} is stale: run \`pnpm db:types\` ` +
        '(or `pnpm db:migration <name>` when the schema changed)',
    );
  }
  for (const problem of problems) console.error(problem);
  if (problems.length === 0) {
    console.log('The generated types and both adapters\u2019 migrations match the config.');
  }
  return problems.length === 0 ? 0 : 1;
}

const [command, name] = process.argv.slice(2);
const commands: Record<string, () => Promise<number>> = {
  migration: () => migration(name),
  baseline,
  types: async () => (await writeTypes(), 0),
  check,
};
try {
  const run = command ? commands[command] : undefined;
  if (!run) throw new Error(`Usage: schema.mts ${Object.keys(commands).join('|')} [name]`);
  process.exitCode = await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
  // The adapters' pools and Payload's timers would otherwise hold the process open.
  process.exit();
}
