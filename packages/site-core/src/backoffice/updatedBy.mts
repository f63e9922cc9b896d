import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadRequest,
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
  // Shown as changedBy: editors may not read colleagues' accounts, so the relationship itself read
  // "Untitled – ID: 1" to them.
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
};

/** The account's e-mail address by its id, once per request (a list names the same few people). */
async function emailOf(req: PayloadRequest, id: number | string): Promise<string | null> {
  const known = (req.context.authorEmails ??= new Map()) as Map<string, Promise<string | null>>;
  const key = String(id);
  if (!known.has(key)) {
    known.set(
      key,
      req.payload
        .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
        .then((user) => (user as { email?: string } | null)?.email ?? null),
    );
  }
  return known.get(key)!;
}

/**
 * Who saved the document (or version) last, by their e-mail address, for every member of staff who
 * reads the document: the list's column, the edit screen's sidebar and the versions' own data. Not
 * stored: read from the recorded account each time, so a renamed address shows as it is now.
 */
export const changedByField: Field = {
  name: 'changedBy',
  label: 'Last changed by',
  type: 'text',
  virtual: true,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Recorded on every save; each version keeps its own.',
  },
  hooks: {
    afterRead: [
      async ({ siblingData, req }) => {
        const author = siblingData?.updatedBy as number | string | { id?: number | string } | null;
        const id = typeof author === 'object' && author !== null ? author.id : author;
        // Saved by nobody (the seed, a job queued without an account): a dash, not "<No …>".
        if (id === undefined || id === null) return '—';
        return (await emailOf(req, id)) ?? '—';
      },
    ],
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
  const columns = config.admin?.defaultColumns;
  return {
    ...config,
    // Lists say who changed each row, next to when.
    ...(columns ? { admin: { ...config.admin, defaultColumns: [...columns, 'changedBy'] } } : {}),
    fields: [...config.fields, updatedByField, changedByField],
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
    fields: [...config.fields, updatedByField, changedByField],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), recordGlobalAuthor],
    },
  };
}
