import { botCheckSettings, executeRecaptcha, loadRecaptcha } from '../../contact/recaptchaClient';
import { REPORT_ACTION, type ReportInput } from '../schema';

/** The server waits up to 5 s for the bot check; storing takes milliseconds. Past this, we say so. */
const SEND_TIMEOUT_MS = 30_000;

export type SubmitOutcome = { ok: true; reference: string } | { ok: false; status?: number };

/**
 * The bot check's settings and script, started when the visitor starts the wizard (never on page
 * load). Failures are swallowed: the report must go through without a token, and the server then
 * flags it for review instead of refusing it.
 */
export function prepareBotCheck(siteKey: string | undefined, language: string) {
  let settings: ReturnType<typeof botCheckSettings> | undefined;
  const current = () => (settings ??= botCheckSettings(siteKey));
  return {
    /** Loads the script; resolves false when the bot check cannot run here (blocked, no key). */
    async preload(): Promise<boolean> {
      try {
        const { siteKey: key, enforced } = await current();
        if (!key) return !enforced;
        await loadRecaptcha({ siteKey: key, version: 'v3', language });
        return true;
      } catch {
        return false;
      }
    },
    async token(): Promise<string | undefined> {
      try {
        const { siteKey: key } = await current();
        if (!key) return undefined;
        return await executeRecaptcha({ siteKey: key, version: 'v3', language }, REPORT_ACTION);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * POST /api/reports with an idempotency key: if the answer is lost on the way back and the visitor
 * tries again, the server returns the first reference instead of registering the report twice.
 */
export async function submitReport(input: {
  values: ReportInput;
  locale: string;
  botToken: string | undefined;
  idempotencyKey: string;
}): Promise<SubmitOutcome> {
  try {
    const response = await fetch('/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': input.idempotencyKey },
      body: JSON.stringify({
        locale: input.locale,
        botToken: input.botToken,
        report: input.values,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.status !== 201) return { ok: false, status: response.status };
    const body = (await response.json()) as { reference?: unknown };
    return typeof body.reference === 'string'
      ? { ok: true, reference: body.reference }
      : { ok: false, status: 201 };
  } catch {
    return { ok: false };
  }
}
