import { randomBytes } from 'node:crypto';
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';
import { sendStaffMail } from '../email/index.mts';
import { invitationMail } from './accountMails.mts';
import { resetLink, signInLink } from './adminLinks.mts';
import { apiError } from '../apiError.mts';
import { refusalsFor } from '../staffLanguage/refusals.mts';

/**
 * Invitations: an administrator creates a colleague with an address and a role and no password. The
 * account gets a random password nobody knows, and the colleague a mail with a link to set their own
 * (the admin's reset screen), valid three days: longer than a forgotten password's hour, since an
 * invitation may wait over a weekend. The administrator never learns a colleague's password.
 */
export const INVITATION_VALID_HOURS = 72;

/** Which accounts of this request are invitations: read after the account exists (afterChange). */
const invitedKey = 'invitedAccounts';

/** Create without a password: an unusable random one, and the account marked for its invitation. */
export const inviteWhenNoPassword: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || (typeof data.password === 'string' && data.password !== ''))
    return data;
  // The first account (first-user screen, ADMIN_EMAIL) must choose its password: nobody could invite it.
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req });
  if (totalDocs === 0) return data;
  // On req.context, read after the count: a Local API call with this request may replace an empty
  // context object with a new one, which the later hooks then receive.
  const invited = (req.context[invitedKey] as string[] | undefined) ?? [];
  req.context[invitedKey] = [...invited, String(data.email).toLowerCase()];
  return { ...data, password: randomBytes(32).toString('base64url') };
};

/**
 * Sends the invitation of an account just created without a password, in the market's language with
 * English below. Waits for the mail: when it cannot leave, the create fails and is rolled back, so an
 * administrator never believes a colleague was invited who was not.
 */
export function sendInvitation(siteName: string): CollectionAfterChangeHook {
  return async ({ doc, operation, req, collection }) => {
    const invited = req.context[invitedKey] as string[] | undefined;
    const email = String(doc.email ?? '').toLowerCase();
    if (operation !== 'create' || !invited?.includes(email)) return doc;
    const token = randomBytes(20).toString('hex');
    await req.payload.db.updateOne({
      collection: collection.slug,
      id: doc.id,
      data: {
        resetPasswordToken: token,
        resetPasswordExpiration: new Date(
          Date.now() + INVITATION_VALID_HOURS * 60 * 60 * 1000,
        ).toISOString(),
      },
      req,
    });
    const localization = req.payload.config.localization;
    const mail = invitationMail(localization ? localization.defaultLocale : 'en', {
      site: siteName,
      email,
      role: String(doc.role ?? ''),
      link: resetLink(req, token),
      validHours: INVITATION_VALID_HOURS,
      signInUrl: signInLink(req),
    });
    const { defaultFromAddress, defaultFromName } = req.payload.email;
    const result = await sendStaffMail(
      { to: email, subject: mail.subject, html: mail.html, text: mail.text },
      { email: defaultFromAddress, name: defaultFromName },
    );
    if (!result.ok) {
      req.payload.logger.error(
        `[back office] the invitation to ${email} was not sent: ${result.reason}${result.status ? ` (${result.status})` : ''}`,
      );
      throw await apiError(
        refusalsFor(req).invitationNotSent(email, result.reason),
        result.reason === 'not_configured' ? 503 : 502,
      );
    }
    return doc;
  };
}
