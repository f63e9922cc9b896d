import type { CollectionConfig } from 'payload';
import {
  administrators,
  ownAccountOrAdministrators,
  roleOfAnotherAccount,
  roles,
  usersListHidden,
} from '../access/index.mts';

/** Staff accounts: who signs in to the back office, with which role. */
export function users(options: {
  /** Session cookies only over HTTPS (production). */
  secureCookies: boolean;
}): CollectionConfig {
  return {
    slug: 'users',
    // Everyone reaches their own account (Account in the admin's menu); the list is the administrators'.
    admin: { useAsTitle: 'email', hidden: usersListHidden },
    auth: {
      // Repeated bad passwords lock the account for a while (ARCHITECTURE: login lockout).
      maxLoginAttempts: 5,
      lockTime: 15 * 60 * 1000,
      tokenExpiration: 8 * 60 * 60,
      cookies: { secure: options.secureCookies, sameSite: 'Strict' },
    },
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
      ],
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
    ],
  };
}
