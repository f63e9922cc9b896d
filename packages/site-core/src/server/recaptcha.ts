import 'server-only';
import { getEnv, isProduction } from '../env';

export type BotCheck =
  | { ok: true; score?: number; skipped?: boolean }
  | {
      ok: false;
      reason:
        | 'missing_token'
        | 'failed'
        | 'low_score'
        | 'wrong_action'
        | 'wrong_hostname'
        | 'unreachable'
        | 'not_configured';
      score?: number;
    };

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Verifies a reCAPTCHA v3 token with Google's siteverify (or RECAPTCHA_VERIFY_URL in tests):
 * success, action, hostname and the score threshold. Development without a secret skips the check
 * with a warning; production without one fails closed.
 */
export async function verifyBotCheck(
  token: string | undefined,
  expect: { action: string; hostnames?: string[] },
): Promise<BotCheck> {
  const env = getEnv();
  if (!env.RECAPTCHA_SECRET_KEY) {
    if (isProduction()) return { ok: false, reason: 'not_configured' };
    console.warn(
      '[recaptcha] RECAPTCHA_SECRET_KEY is not set: the bot check is skipped in development.',
    );
    return { ok: true, skipped: true };
  }
  if (!token) return { ok: false, reason: 'missing_token' };
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'unreachable' };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (answer.success !== true) return { ok: false, reason: 'failed' };
  if (answer.action && answer.action !== expect.action)
    return { ok: false, reason: 'wrong_action', score: answer.score };
  if (expect.hostnames?.length && answer.hostname && !expect.hostnames.includes(answer.hostname)) {
    return { ok: false, reason: 'wrong_hostname', score: answer.score };
  }
  if (typeof answer.score === 'number' && answer.score < env.RECAPTCHA_MIN_SCORE) {
    return { ok: false, reason: 'low_score', score: answer.score };
  }
  return { ok: true, score: answer.score };
}
