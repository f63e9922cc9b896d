import { getEnv, type Env } from '../../env';

type SharedSettingsEnv = Partial<
  Pick<
    Env,
    | 'NODE_ENV'
    | 'INSTANCES'
    | 'DATABASE_URL'
    | 'PAYLOAD_SECRET'
    | 'SERVER_URL'
    | 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'
  >
>;

const isPostgres = (url: string | undefined) => /^postgres(ql)?:\/\//.test(url ?? '');

/** Whether this market runs as several instances: INSTANCES above one, or (unset) a PostgreSQL database. */
export function runsSeveralInstances(env: SharedSettingsEnv): boolean {
  return env.INSTANCES !== undefined ? env.INSTANCES > 1 : isPostgres(env.DATABASE_URL);
}

/** Whether a value is a base64 AES key (16, 24 or 32 bytes), as Next's server actions want. */
const isAesKey = (value: string) =>
  /^[A-Za-z0-9+/]+={0,2}$/.test(value) &&
  [16, 24, 32].includes(Buffer.from(value, 'base64').length);

/**
 * What the instances of a market must share and is missing or unusable, one line per variable:
 * - PAYLOAD_SECRET: otherwise each instance makes its own key in its DATA_DIR, and a session made
 *   on one is refused by the next.
 * - SERVER_URL: the one origin allowed to send changes; unset, each instance trusts the host its
 *   requests name, which differs behind a balancer.
 * - NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: the admin's server actions are encrypted with a key each
 *   build makes; instances of different builds (or a deploy half-way) could not read each other's.
 * Empty on one instance, in development and in tests.
 */
export function sharedSettingsProblems(env: SharedSettingsEnv): string[] {
  if (env.NODE_ENV !== 'production' || !runsSeveralInstances(env)) return [];
  const problems: string[] = [];
  const secret = env.PAYLOAD_SECRET?.trim();
  if (!secret) problems.push('PAYLOAD_SECRET is not set (a key of at least 32 characters)');
  else if (secret.length < 32) problems.push('PAYLOAD_SECRET is shorter than 32 characters');
  if (!env.SERVER_URL?.trim()) {
    problems.push('SERVER_URL is not set (the public origin, e.g. https://www.medivia.hr)');
  }
  const actionsKey = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim();
  if (!actionsKey) {
    problems.push(
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set (openssl rand -base64 32, the same everywhere)',
    );
  } else if (!isAesKey(actionsKey)) {
    problems.push('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not a base64 key of 16, 24 or 32 bytes');
  }
  return problems;
}

/**
 * Refuses the start of an instance of several whose shared settings are missing, naming each: a
 * half-configured cluster otherwise starts, and signs staff out at every other request.
 */
export function assertSharedSettings(env: SharedSettingsEnv = getEnv()): void {
  const problems = sharedSettingsProblems(env);
  if (problems.length === 0) return;
  const instances = env.INSTANCES ?? 'several (PostgreSQL)';
  throw new Error(
    `This site runs as ${instances} instances, which must share these settings:\n- ${problems.join('\n- ')}`,
  );
}

/**
 * For `register()` in instrumentation.ts: Next logs an error thrown there and serves anyway, so an
 * instance missing its shared settings says what is missing and ends the process with exit code 1.
 */
export function requireSharedSettings(): void {
  try {
    assertSharedSettings();
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
