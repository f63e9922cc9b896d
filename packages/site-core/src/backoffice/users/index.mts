import type { CollectionConfig } from 'payload';
import {
  administrators,
  ownAccountOrAdministrators,
  roleOfAnotherAccount,
  roles,
  usersListHidden,
} from '../access/index.mts';
import { wordsFor } from '../staffLanguage/words.mts';
import { limitAccountRecovery } from '../api/forgotPasswordPace.mts';
import {
  allowLoginOfFirstAccount,
  loginThroughSignInOnly,
  signInEndpoint,
} from '../api/signInLimits.mts';
import { secondFactorEndpoints } from './secondFactorEndpoints.mts';
import { secondFactorsSlug } from './secondFactorStore.mts';

export { rolesRequiringSecondFactor } from './secondFactor.mts';
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
      // Everyone reaches their own account (Account in the admin's menu); the list is the administrators'.
      hidden: usersListHidden,
      description:
        'Invite a colleague with their e-mail and role: they choose their own password from the mail. Create new asks for a password, for an account you must set up yourself.',
      components: {
        beforeListTable: [
          {
            path: '@medivia/site-core/backoffice/second-factor#InviteColleague',
            clientProps: {
              roles: roles.map(({ label, value }) => ({ label: wordsFor(label), value })),
            },
          },
        ],
      },
    },
    auth: {
      // No lockout of Payload's own: it let anybody lock an account by typing five wrong passwords,
      // and said "locked" of real accounts only. The login endpoint (api/signInLimits.mts) counts
      // failures per address and account instead, and answers alike for every e-mail.
      maxLoginAttempts: 0,
      // The idle limit; sessions also end 12 hours after sign-in (sessionGuard.mts).
      tokenExpiration: 8 * 60 * 60,
      cookies: { secure: options.secureCookies, sameSite: 'Strict' },
      forgotPassword: passwordResetOptions(options.siteName),
    },
    // The login first: Payload takes the first endpoint whose path matches, so this one is found in
    // place of its own for every spelling of the route.
    endpoints: [signInEndpoint, ...secondFactorEndpoints],
    // Others' e-mail addresses and a locked account (a defence against guessed passwords) are the
    // administrators' business.
    access: {
      read: ownAccountOrAdministrators,
      create: administrators,
      update: ownAccountOrAdministrators,
      delete: administrators,
      unlock: administrators,
    },
    hooks: {
      beforeOperation: [loginThroughSignInOnly, limitAccountRecovery(), refuseWeakReset],
      // The first account (the first-user screen) administers the site; later ones are editors unless an
      // administrator says otherwise.
      beforeChange: [
        async ({ data, operation, req }) => {
          if (operation !== 'create') return data;
          const { totalDocs } = await req.payload.count({
            collection: 'users',
            overrideAccess: true,
          });
          if (totalDocs !== 0) return data;
          // Payload's first-user screen signs this account in on the same request.
          allowLoginOfFirstAccount(req);
          return { ...data, role: 'administrator' };
        },
        refuseWeakPassword,
        inviteWhenNoPassword,
      ],
      // An account's second factor goes with it (in the same transaction).
      beforeDelete: [
        async ({ id, req }) => {
          await req.payload.db.deleteMany({
            collection: secondFactorsSlug,
            where: { user: { equals: id } },
            req,
          });
        },
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
        options: roles.map(({ label, value }) => ({ label, value })),
        access: { update: roleOfAnotherAccount },
      },
      {
        // An administrator's button on a colleague's account: take the second factor away.
        name: 'secondFactorReset',
        type: 'ui',
        admin: {
          // A button on the account's page, not a column of the list.
          disableListColumn: true,
          components: {
            Field: '@medivia/site-core/backoffice/second-factor#SecondFactorReset',
          },
        },
      },
    ],
  };
}
