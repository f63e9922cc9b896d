import type { CollectionConfig } from 'payload';
import { administrators, signedIn } from '../access/index.mts';

/** Staff accounts: who signs in to the back office, with which role. */
export function users(options: {
  /** Session cookies only over HTTPS (production). */
  secureCookies: boolean;
}): CollectionConfig {
  return {
    slug: 'users',
    admin: { useAsTitle: 'email' },
    auth: {
      // Repeated bad passwords lock the account for a while (ARCHITECTURE: login lockout).
      maxLoginAttempts: 5,
      lockTime: 15 * 60 * 1000,
      tokenExpiration: 8 * 60 * 60,
      cookies: { secure: options.secureCookies, sameSite: 'Strict' },
    },
    access: {
      read: signedIn,
      create: administrators,
      update: ({ req, id }) => req.user?.role === 'administrator' || req.user?.id === id,
      delete: administrators,
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
