import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
} from 'payload';

/**
 * Who changed what. Payload 3.90 keeps each version's data and time but not its author, so every
 * versioned collection and global carries the account that saved it last: each version keeps its
 * own, and the versions view shows who made each. Set by the server on every save, never by the
 * form; a save without an account (the seed, a scheduled job queued without one) records none.
 */
export const updatedByField: Field = {
  name: 'updatedBy',
  label: 'Last changed by',
  type: 'relationship',
  relationTo: 'users',
  // The account is the server's to record: a value sent with a save is dropped.
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Recorded on every save; each version keeps its own.',
  },
};

const author = (user: unknown) => (user as { id?: number | string } | null)?.id ?? null;

const recordCollectionAuthor: CollectionBeforeChangeHook = ({ data, req }) => ({
  ...data,
  updatedBy: author(req.user),
});

const recordGlobalAuthor: GlobalBeforeChangeHook = ({ data, req }) => ({
  ...data,
  updatedBy: author(req.user),
});

/** A versioned collection with its author recorded on every save; one without versions unchanged. */
export function collectionWithUpdatedBy(config: CollectionConfig): CollectionConfig {
  if (!config.versions) return config;
  return {
    ...config,
    fields: [...config.fields, updatedByField],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), recordCollectionAuthor],
    },
  };
}

/** A versioned global with its author recorded on every save; one without versions unchanged. */
export function globalWithUpdatedBy(config: GlobalConfig): GlobalConfig {
  if (!config.versions) return config;
  return {
    ...config,
    fields: [...config.fields, updatedByField],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), recordGlobalAuthor],
    },
  };
}
