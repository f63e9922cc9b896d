import 'server-only';
import type { MailDataRequired } from '@sendgrid/mail';
import type { Department } from '../market/types';
import { escapeHtml } from '../platform/markup';
import type { ContactFormValues } from './schema';

/** Texts of the mail, in the language the department reads (the market's default locale). */
export interface ContactMailLabels {
  heading: string;
  department: string;
  from: string;
  email: string;
  message: string;
  footer: string;
}

export interface ContactMailInput {
  values: Pick<ContactFormValues, 'name' | 'email' | 'message'>;
  department: Department;
  /** The department's display name: the subject. */
  departmentName: string;
  /** Verified sender address (MAIL_FROM or the market default) and the site's name. */
  sender: { email: string; name: string };
  labels: ContactMailLabels;
}

/**
 * A value that ends up in a mail header (subject, display names): every control character,
 * CR and LF above all, becomes a space, so no visitor input can start a header of its own.
 * Unicode line and paragraph separators go too, since some mail software treats them as breaks.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Message text without control characters other than line breaks and tabs, with one kind of newline. */
function bodySafe(value: string): string {
  // Control characters (\p{Cc}) except line feed and tab.
  return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

function htmlPart({ values, departmentName, labels }: ContactMailInput): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0">${value}</td></tr>`;
  const message = escapeHtml(bodySafe(values.message)).replace(/\n/g, '<br>\n');
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933">',
    `<h1 style="font-size:18px">${escapeHtml(labels.heading)}</h1>`,
    '<table role="presentation" cellpadding="0" cellspacing="0">',
    row(labels.department, escapeHtml(departmentName)),
    row(labels.from, escapeHtml(headerSafe(values.name))),
    row(
      labels.email,
      `<a href="mailto:${escapeHtml(encodeURI(values.email))}">${escapeHtml(values.email)}</a>`,
    ),
    '</table>',
    `<h2 style="font-size:15px;margin-top:16px">${escapeHtml(labels.message)}</h2>`,
    `<p style="white-space:pre-wrap">${message}</p>`,
    `<p style="color:#616e7c;font-size:12px">${escapeHtml(labels.footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

function textPart({ values, departmentName, labels }: ContactMailInput): string {
  return [
    labels.heading,
    '',
    `${labels.department}: ${departmentName}`,
    `${labels.from}: ${headerSafe(values.name)}`,
    `${labels.email}: ${values.email}`,
    '',
    `${labels.message}:`,
    bodySafe(values.message),
    '',
    '-- ',
    labels.footer,
  ].join('\n');
}

/**
 * The mail to a department. Recipient, subject and sender come from the market's directory and
 * configuration only; the visitor's address is the reply-to and never the sender (it would fail
 * SPF/DMARC and let anyone send in our name). Every visitor value is escaped in the HTML part.
 */
export function buildContactMail(input: ContactMailInput): MailDataRequired {
  const { department, departmentName, sender, values } = input;
  return {
    to: department.mail,
    ...(department.mail2 && department.mail2 !== department.mail ? { cc: department.mail2 } : {}),
    from: { email: sender.email, name: headerSafe(sender.name) },
    replyTo: { email: headerSafe(values.email), name: headerSafe(values.name) },
    subject: headerSafe(departmentName),
    text: textPart(input),
    html: htmlPart(input),
    // Links in a visitor's message must reach staff unchanged, not rewritten for click tracking.
    trackingSettings: {
      clickTracking: { enable: false, enableText: false },
      openTracking: { enable: false },
    },
  };
}
