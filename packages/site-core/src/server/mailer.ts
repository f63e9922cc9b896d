import 'server-only';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@sendgrid/client';
import type { ClientRequest } from '@sendgrid/client/src/request';
import sgMail, { type MailDataRequired } from '@sendgrid/mail';
import { getEnv, isProduction } from '../env';
import { PRIVATE_FILE_MODE, privateFolder } from './privateFiles';

export type OutgoingMail = MailDataRequired;

export type MailResult =
  | { ok: true; via: 'sendgrid' | 'file'; id?: string; location?: string }
  | {
      ok: false;
      reason: 'not_configured' | 'rejected' | 'unavailable' | 'timeout';
      status?: number;
      detail?: string;
    };

let configuredKey: string | undefined;

/**
 * SendGrid answers within seconds; a hanging provider must not hold a visitor's request, nor a relay's
 * slot, for longer than MAIL_TIMEOUT_MS (10 s unless set).
 */
function sendgrid() {
  const env = getEnv();
  if (configuredKey !== env.SENDGRID_API_KEY) {
    const client = new Client();
    client.setApiKey(env.SENDGRID_API_KEY!);
    client.setDefaultRequest('baseUrl', env.SENDGRID_BASE_URL);
    // The client passes request defaults to axios, which honours `timeout`; the typings omit it.
    client.setDefaultRequest({ timeout: env.MAIL_TIMEOUT_MS } as unknown as ClientRequest);
    sgMail.setClient(client);
    configuredKey = env.SENDGRID_API_KEY;
  }
  return sgMail;
}

/** Where development mail goes when no SendGrid key is set, so a newcomer can try the forms. */
export function devMailDir(dataDir = getEnv().DATA_DIR) {
  return path.join(dataDir, 'mail');
}

/**
 * Sends one mail. Without SENDGRID_API_KEY, development writes it to .data/mail/ and logs it;
 * production refuses (not_configured) so the caller can answer 503 rather than pretend it sent.
 */
export async function sendMail(mail: OutgoingMail): Promise<MailResult> {
  const env = getEnv();
  if (!env.SENDGRID_API_KEY) {
    if (isProduction()) return { ok: false, reason: 'not_configured' };
    const dir = devMailDir();
    privateFolder(dir);
    const location = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`,
    );
    await writeFile(location, JSON.stringify(mail, null, 2), { mode: PRIVATE_FILE_MODE });
    console.info(
      `[mail] SENDGRID_API_KEY is not set: wrote the mail to ${location} instead of sending it.`,
    );
    return { ok: true, via: 'file', location };
  }
  try {
    const [response] = await sendgrid().send(mail);
    return {
      ok: true,
      via: 'sendgrid',
      id: String(response.headers?.['x-message-id'] ?? '') || undefined,
    };
  } catch (error) {
    const e = error as {
      code?: number | string;
      response?: { statusCode?: number; body?: unknown };
      message?: string;
    };
    const status = e.response?.statusCode ?? (typeof e.code === 'number' ? e.code : undefined);
    if (e.code === 'ECONNABORTED' || /timeout/i.test(e.message ?? ''))
      return { ok: false, reason: 'timeout' };
    if (status && status >= 400 && status < 500 && status !== 429) {
      return {
        ok: false,
        reason: 'rejected',
        status,
        detail: JSON.stringify(e.response?.body ?? e.message),
      };
    }
    return { ok: false, reason: 'unavailable', status, detail: e.message };
  }
}

/** The sender: MAIL_FROM, or the market's documented default. */
export function mailFrom(defaultMailFrom: string): string {
  return getEnv().MAIL_FROM ?? defaultMailFrom;
}
