import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentAsSet, getEnv, inBuild, productionUnlessSet, type Env } from '../env';
import { firstAdministratorFromEnv } from '../backoffice/firstAdministrator.mts';
import { assertSharedSettings } from '../backoffice/instances/sharedSettings.mts';
import { objectStorageFromEnv } from '../server/objectStorageSettings';
import { trustedProxies } from '../server/requestAddress.mts';
import { siteOrigin } from '../server/siteOrigin.mts';

/*
 * The start's configuration check: one seam, run twice. The apps' start script runs it before
 * `next start` (scripts/preflight.ts), because `next start` listens first and runs instrumentation
 * after, and an error thrown there leaves it serving 500s; the apps' instrumentation runs it again
 * for starts that skip the script (a standalone server.js), ending the process as soon as it can.
 */

/** An error's message on one line (a list of `\n- ` items joined by `; `). */
function messageOf(error: unknown): string {
  const [head = '', ...items] = (error instanceof Error ? error.message : String(error)).split(
    '\n- ',
  );
  return items.length > 0 ? `${head} ${items.join('; ')}` : head;
}

/** What of the environment alone stops the start: each problem names its variable. */
export function configurationProblems(env: Env, raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const attempt = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      problems.push(messageOf(error));
    }
  };
  // Links in mail (password resets, invitations) are made from SERVER_URL alone: without it they
  // would follow the Host header a stranger sends (docs/architecture.md, Security).
  if (env.NODE_ENV === 'production' && !env.SERVER_URL?.trim()) {
    problems.push(
      "SERVER_URL is not set: the site's public origin (e.g. https://www.medivia.hr), the only origin of links in mail",
    );
  }
  attempt(() => siteOrigin(env.SERVER_URL));
  attempt(() => firstAdministratorFromEnv(raw));
  attempt(() => trustedProxies(env.TRUSTED_PROXIES));
  attempt(() => objectStorageFromEnv(raw));
  attempt(() => assertSharedSettings(env));
  return problems;
}

/** Where a SQLite DATABASE_URL (`file:`) keeps its file; the back office's default is in DATA_DIR. */
function sqliteFolder(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return dataDir;
  const file = databaseUrl.startsWith('file://')
    ? fileURLToPath(databaseUrl)
    : databaseUrl.replace(/^file:/, '');
  return path.dirname(path.resolve(file));
}

/** Whether the back office's database answers: PostgreSQL's `SELECT 1`, or SQLite's folder writable. */
export async function databaseProblem(env: Env, timeoutMs = 5_000): Promise<string | undefined> {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    let where = 'PostgreSQL';
    try {
      const parsed = new URL(url);
      where = `PostgreSQL at ${parsed.host}${parsed.pathname}`; // never the password
    } catch {
      return 'DATABASE_URL is not a valid postgres:// URL';
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return undefined;
    } catch (error) {
      const code = (error as { code?: string }).code;
      return `DATABASE_URL: cannot reach ${where} (${code ?? messageOf(error)})`;
    } finally {
      // A server that never answered never acknowledges the goodbye either: wait a moment, no more.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        client.end().catch(() => {}),
        new Promise((resolve) => (waited = setTimeout(resolve, 500).unref())),
      ]);
      clearTimeout(waited);
    }
  }
  if (url && !url.startsWith('file:')) return 'DATABASE_URL must be a file: or postgres:// URL';
  const folder = sqliteFolder(url, env.DATA_DIR);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    accessSync(folder, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return `${url ? 'DATABASE_URL' : 'DATA_DIR'}: cannot write the database's folder ${folder} (${code ?? messageOf(error)})`;
  }
}

/** Every problem that stops the start, each naming its variable; empty when the site may start. */
export async function startupProblems(
  raw: Readonly<Record<string, string | undefined>> = environmentAsSet(),
): Promise<string[]> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    return [messageOf(error)];
  }
  const problems = configurationProblems(env, raw);
  if (problems.length > 0) return problems;
  const database = await databaseProblem(env);
  return database ? [database] : [];
}

/**
 * Ends the process with exit code 1 and one line naming what is wrong, when the start must stop.
 * `next start` treats an unset NODE_ENV as production; so does this check, run before it.
 */
export async function requireStartupSettings(): Promise<void> {
  productionUnlessSet();
  // `next build` may load the instrumentation hook in its workers: a build serves nobody.
  if (inBuild()) return;
  const problems = await startupProblems();
  if (problems.length === 0) return;
  console.error(`[start] refused: ${problems.join('; ')}`);
  process.exit(1);
}

/**
 * The apps' start script's step before `next start` (scripts/preflight.ts): reads the app's .env
 * files as Next will, then checks.
 */
export async function preflight(appDir = process.cwd()): Promise<void> {
  productionUnlessSet();
  const { loadEnvConfig } = await import('@next/env');
  loadEnvConfig(appDir, false, { info: () => {}, error: console.error });
  await requireStartupSettings();
}
