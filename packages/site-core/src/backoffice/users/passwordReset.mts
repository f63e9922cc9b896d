import type { IncomingAuthType, PayloadRequest } from 'payload';
import { mailLanguage, resetMail } from './accountMails.mts';
import { resetLink } from './adminLinks.mts';

/** How long a forgot-password link works. */
export const RESET_VALID_HOURS = 1;

function mailFor(req: PayloadRequest, token: string, email: string, siteName: string) {
  const cookie = req.payload.config.cookiePrefix ?? 'payload';
  const localization = req.payload.config.localization;
  const marketLanguage = localization ? localization.defaultLocale : 'en';
  const language = mailLanguage(
    req.headers,
    readCookie(req.headers.get('cookie'), `${cookie}-lng`),
    marketLanguage,
  );
  return resetMail(language, {
    site: siteName,
    email,
    link: resetLink(req, token),
    validHours: RESET_VALID_HOURS,
  });
}

function readCookie(header: string | null, name: string): string | undefined {
  const pair = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

/**
 * Payload's forgot-password mail, ours: in the language of the admin that asked (hr, sl, bs or
 * English), with the link to the admin's reset screen on the site's origin, valid for an hour.
 */
export function passwordResetOptions(
  siteName: string,
): NonNullable<IncomingAuthType['forgotPassword']> {
  type Args = { req?: PayloadRequest; token?: string; user?: { email?: unknown } } | undefined;
  // Payload calls both with the request, the new token and the account (auth/operations/forgotPassword).
  const mail = (args: Args) => {
    if (!args?.req || !args.token)
      throw new Error('forgot-password mail without a request or token');
    return mailFor(args.req, args.token, String(args.user?.email ?? ''), siteName);
  };
  return {
    expiration: RESET_VALID_HOURS * 60 * 60 * 1000,
    generateEmailSubject: (args) => mail(args).subject,
    generateEmailHTML: (args) => mail(args).html,
  };
}
