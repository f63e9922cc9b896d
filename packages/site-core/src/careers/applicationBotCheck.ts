import {
  botCheckSettings,
  executeRecaptcha,
  loadRecaptcha,
  type BotCheckSettings,
} from '../contact/recaptchaClient';
import { APPLICATION_ACTION } from './applicationSchema';

/**
 * The browser half of the application form's bot check: the contact form's reCAPTCHA v3, with its
 * own action. Its settings come from the running server (GET /api/verify-recaptcha), so one build
 * serves every environment.
 */
export function createApplicationBotCheck(language: string) {
  let settings: Promise<BotCheckSettings> | undefined;
  // Without a key the answer may be a passing failure: asked again on the next attempt.
  const current = () =>
    (settings ??= botCheckSettings(undefined).then((found) => {
      if (!found.siteKey) settings = undefined;
      return found;
    }));

  /** Loads Google's script when the visitor turns to the form, so sending does not wait for it. */
  async function prepare(): Promise<void> {
    const { siteKey } = await current();
    if (siteKey) await loadRecaptcha({ siteKey, version: 'v3', language }).catch(() => undefined);
  }

  /**
   * A fresh token for one send; `undefined` where the server checks nothing either (development
   * without keys); `null` when the check cannot run in this browser (blocked, no key, no network).
   */
  async function token(): Promise<string | undefined | null> {
    const { siteKey, enforced } = await current();
    if (!enforced && !siteKey) return undefined;
    try {
      return await executeRecaptcha({ siteKey, version: 'v3', language }, APPLICATION_ACTION);
    } catch {
      return null;
    }
  }

  return { prepare, token };
}
