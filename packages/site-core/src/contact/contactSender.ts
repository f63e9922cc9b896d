import {
  botCheckSettings,
  executeRecaptcha,
  loadRecaptcha,
  RecaptchaInitError,
  type BotCheckSettings,
  type RecaptchaInitErrorCode,
} from './recaptchaClient';
import { CONTACT_ACTION, type ContactFormValues } from './schema';

/** What went wrong, as the form reports it (spec §8); each maps to one localized message. */
export type ContactProblem =
  | { kind: 'init'; code: RecaptchaInitErrorCode }
  | { kind: 'recaptcha' | 'send' | 'rateLimited'; issues?: { path: string; message: string }[] };

export type SendOutcome = { ok: true } | { ok: false; problem: ContactProblem };

/** The server waits up to 5 s for Google and 10 s for SendGrid; past this the visitor hears of it. */
const SEND_TIMEOUT_MS = 30_000;

export const problemMessageId: Record<string, string> = {
  no_key: 'contact.recaptcha.noKey',
  no_version: 'contact.recaptcha.noVersion',
  load_failed: 'contact.recaptcha.loadFailed',
  execute_failed: 'contact.recaptcha.executeFailed',
  recaptcha: 'contact.error.recaptcha',
  send: 'contact.error.send',
  rateLimited: 'contact.error.rateLimited',
};

/**
 * The bot check cannot run here (script blocked, no key, Google unreachable): the form cannot send,
 * so it offers the department's phone and e-mail instead of an error.
 */
export function isBotCheckDown(problem: ContactProblem): boolean {
  return problem.kind === 'init';
}

export function messageIdOf(problem: ContactProblem): string {
  return problemMessageId[problem.kind === 'init' ? problem.code : problem.kind]!;
}

/**
 * The browser half of sending: a bot-check token from reCAPTCHA v3, then one POST /mail/send with
 * the fields and the token, which the server verifies itself (a token is single-use, so the form
 * does not spend it on /api/verify-recaptcha first).
 */
export function createContactSender({ siteKey, language }: { siteKey?: string; language: string }) {
  let settings: Promise<BotCheckSettings> | undefined;
  // Without a key the answer may be a transient failure, so it is asked again on the next attempt.
  const currentSettings = () =>
    (settings ??= botCheckSettings(siteKey).then((found) => {
      if (!found.siteKey) settings = undefined;
      return found;
    }));
  const recaptcha = (key: string | null) => ({ siteKey: key, version: 'v3' as const, language });

  /** Called when the form opens: loads the script early and reports an initialisation error. */
  async function prepare(): Promise<ContactProblem | null> {
    const { siteKey: key, enforced } = await currentSettings();
    if (!enforced && !key) return null;
    try {
      await loadRecaptcha(recaptcha(key));
      return null;
    } catch (error) {
      return {
        kind: 'init',
        code: error instanceof RecaptchaInitError ? error.code : 'load_failed',
      };
    }
  }

  async function send(values: ContactFormValues): Promise<SendOutcome> {
    const { siteKey: key, enforced } = await currentSettings();
    let token: string | undefined;
    if (enforced || key) {
      try {
        token = await executeRecaptcha(recaptcha(key), CONTACT_ACTION);
      } catch (error) {
        if (error instanceof RecaptchaInitError)
          return { ok: false, problem: { kind: 'init', code: error.code } };
        return { ok: false, problem: { kind: 'recaptcha' } };
      }
    }
    let response: Response;
    try {
      response = await fetch('/mail/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, token }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch {
      return { ok: false, problem: { kind: 'send' } };
    }
    const body = (await response.json().catch(() => ({}))) as {
      result?: string;
      error?: string;
      issues?: unknown;
    };
    // Spec §7 reads the flag inverted ("advance when not OK"); the flow advances on OK.
    if (response.ok && body.result === 'OK') return { ok: true };
    if (body.error?.startsWith('bot_check')) return { ok: false, problem: { kind: 'recaptcha' } };
    if (response.status === 429) return { ok: false, problem: { kind: 'rateLimited' } };
    const issues =
      body.error === 'invalid_body' && Array.isArray(body.issues)
        ? (body.issues as { path: string; message: string }[])
        : undefined;
    return { ok: false, problem: { kind: 'send', issues } };
  }

  return { prepare, send };
}

export type ContactSender = ReturnType<typeof createContactSender>;
