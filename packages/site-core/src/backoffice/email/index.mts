import type { EmailAdapter, SendEmailOptions } from 'payload';
import type { MailResult, OutgoingMail } from '../../server/mailer';

/**
 * The back office's mail (password resets, invitations) through the site's own mailer: SendGrid, or in
 * development without a key the mail folder under DATA_DIR. Payload has no transport of its own here.
 */

export type SendMail = (mail: OutgoingMail) => Promise<MailResult>;

// Loaded when a mail leaves, not with the config: the mailer is marked `server-only`, and the config is
// also loaded outside a server build (payload's CLI, the build's prepare step, under tsx), where that
// marker throws on import.
const siteMailer: SendMail = async (mail) => (await import('../../server/mailer')).sendMail(mail);

export interface Sender {
  email: string;
  name: string;
}

function recipients(to: SendEmailOptions['to']): string[] {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.flatMap((entry) =>
    typeof entry === 'string'
      ? entry
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean)
      : [entry.address],
  );
}

/** Payload's message (nodemailer's shape) as the mailer's: always from the site's sender. */
export function outgoingMail(message: SendEmailOptions, sender: Sender): OutgoingMail {
  return {
    from: sender,
    to: recipients(message.to),
    subject: String(message.subject ?? ''),
    ...(typeof message.html === 'string' ? { html: message.html } : {}),
    ...(typeof message.text === 'string' ? { text: message.text } : {}),
    // A reset link must reach the person, not a click tracker's redirect.
    trackingSettings: { clickTracking: { enable: false, enableText: false } },
  } as OutgoingMail;
}

/** Sends a staff mail and waits for the provider: for an invitation, which fails loudly. */
export async function sendStaffMail(
  message: SendEmailOptions,
  sender: Sender,
  send: SendMail = siteMailer,
): Promise<MailResult> {
  return send(outgoingMail(message, sender));
}

/**
 * Payload's email adapter. Its `sendEmail` hands the mail over and returns at once: Payload awaits it
 * inside forgot-password, and an answer that waited for SendGrid would take longer for a known address
 * than for an unknown one. A mail the provider refuses is logged.
 */
export function staffMailAdapter(sender: Sender, send: SendMail = siteMailer): EmailAdapter {
  return ({ payload }) => ({
    name: 'site-mailer',
    defaultFromAddress: sender.email,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const mail = outgoingMail(message, sender);
      const delivery = send(mail).then(
        (result) => {
          if (!result.ok)
            payload.logger.error(
              `[back office] a mail to ${String(mail.to)} was not sent: ${result.reason}${result.status ? ` (${result.status})` : ''}`,
            );
          return result;
        },
        (error: unknown) => {
          payload.logger.error({ err: error, msg: '[back office] a mail could not be sent' });
          return { ok: false, reason: 'unavailable' } as MailResult;
        },
      );
      return { queued: true, delivery };
    },
  });
}
