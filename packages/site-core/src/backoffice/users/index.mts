import type { CollectionConfig } from 'payload';
import { administrators, signedIn } from '../access/index.mts';
import { inviteWhenNoPassword, sendInvitation } from './invitations.mts';
import { answerFieldErrors, refuseWeakPassword, refuseWeakReset } from './passwordChecks.mts';
import { passwordResetOptions } from './passwordReset.mts';

/**
 * Staff accounts: who signs in to the back office, with which role. Every password meets the policy
 * (passwordChecks.mts); a colleague created without one is invited to set it (invitations.mts); a
 * forgotten one is reset by mail (passwordReset.mts).
 */
export function users(options: {
  /** Session cookies only over HTTPS (production). */
  secureCookies: boolean;
  /** The site's name, in the subject and text of the accounts' mails. */
  siteName: string;
}): CollectionConfig {
  return {
    slug: 'users',
    admin: {
      useAsTitle: 'email',
      description:
        'A colleague created without a password (POST /admin/api/users with e-mail and role) is invited by mail to set their own; this form asks for one.',
    },
    auth: {
      // Repeated bad passwords lock the account for a while (ARCHITECTURE: login lockout).
      maxLoginAttempts: 5,
      lockTime: 15 * 60 * 1000,
      tokenExpiration: 8 * 60 * 60,
      cookies: { secure: options.secureCookies, sameSite: 'Strict' },
      forgotPassword: passwordResetOptions(options.siteName),
    },
    access: {
      read: signedIn,
      create: administrators,
      update: ({ req, id }) => req.user?.role === 'administrator' || req.user?.id === id,
      delete: administrators,
    },
    hooks: {
      beforeOperation: [refuseWeakReset],
      // The first account (the first-user screen) administers the site; later ones are editors unless an
      // administrator says otherwise.
      beforeChange: [
        async ({ data, operation, req }) => {
          if (operation !== 'create') return data;
          const { totalDocs } = await req.payload.count({
            collection: 'users',
            overrideAccess: true,
          });
          return totalDocs === 0 ? { ...data, role: 'administrator' } : data;
        },
        refuseWeakPassword,
        inviteWhenNoPassword,
      ],
      afterChange: [sendInvitation(options.siteName)],
      afterError: [answerFieldErrors],
    },
    fields: [
      {
        name: 'role',
        type: 'select',
        required: true,
        defaultValue: 'editor',
        options: [
          { label: 'Administrator', value: 'administrator' },
          { label: 'Editor', value: 'editor' },
          { label: 'Pharmacovigilance', value: 'pharmacovigilance' },
        ],
        access: { update: ({ req }) => req.user?.role === 'administrator' },
      },
    ],
  };
}
