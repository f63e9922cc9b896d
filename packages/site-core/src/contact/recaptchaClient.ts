/** The four ways the bot check can fail to start (spec §7), each reported with its own message. */
export type RecaptchaInitErrorCode = 'no_key' | 'no_version' | 'load_failed' | 'execute_failed';

export class RecaptchaInitError extends Error {
  constructor(readonly code: RecaptchaInitErrorCode) {
    super(`reCAPTCHA: ${code.replace('_', ' ')}`);
    this.name = 'RecaptchaInitError';
  }
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** A script that neither loads nor fails (a stalled network) must not keep the form waiting forever. */
const LOAD_TIMEOUT_MS = 15_000;

export interface RecaptchaConfig {
  siteKey?: string | null;
  /** Only v3 (invisible, score-based) is supported. */
  version?: 'v3';
  /** The page's language, for the badge's texts (`hl`). */
  language: string;
}

let loading: Promise<Grecaptcha> | undefined;

/** Loads the v3 script once per page; a failed load is forgotten so the next attempt retries. */
export function loadRecaptcha({
  siteKey,
  version,
  language,
}: RecaptchaConfig): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new RecaptchaInitError('no_key'));
  if (version !== 'v3') return Promise.reject(new RecaptchaInitError('no_version'));
  if (loading) return loading;
  const script = document.createElement('script');
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const fail = () => {
      clearTimeout(timer);
      reject(new RecaptchaInitError('load_failed'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return fail();
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = fail;
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    script.remove();
    throw error;
  });
  return loading;
}

/** A fresh token for `action`; tokens are single-use and expire after two minutes, so ask per send. */
export async function executeRecaptcha(config: RecaptchaConfig, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(config);
  try {
    const token = await grecaptcha.execute(config.siteKey!, { action });
    if (!token) throw new Error('empty token');
    return token;
  } catch {
    throw new RecaptchaInitError('execute_failed');
  }
}

export interface BotCheckSettings {
  siteKey: string | null;
  /** False only in development without a secret key, where the server skips the check too. */
  enforced: boolean;
}

/**
 * The site key baked into the prerendered page wins. A build made without one asks the running
 * server (GET /api/verify-recaptcha), so one build can be deployed with keys set at start-up.
 */
export async function botCheckSettings(
  siteKeyFromBuild: string | undefined,
): Promise<BotCheckSettings> {
  if (siteKeyFromBuild) return { siteKey: siteKeyFromBuild, enforced: true };
  try {
    const response = await fetch('/api/verify-recaptcha', {
      headers: { accept: 'application/json' },
    });
    const settings = (await response.json()) as Partial<BotCheckSettings>;
    return { siteKey: settings.siteKey ?? null, enforced: settings.enforced !== false };
  } catch {
    return { siteKey: null, enforced: true };
  }
}

/** For tests: forget the loaded script. */
export function resetRecaptcha() {
  loading = undefined;
}
