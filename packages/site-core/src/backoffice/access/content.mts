import type { Access } from 'payload';
import type { RoleRule } from './roles.mts';

// What a role may do with a collection or a global of content. Reading drafts and versions follows
// the right to change them: whoever may edit a document may see what is not yet public.

const published = { _status: { equals: 'published' } } as const;

/** Published documents for everybody (the site's REST and GraphQL readers); drafts to those `may` admits. */
export const publishedOr =
  (may: RoleRule): Access =>
  (args) =>
    may(args) ? true : published;

/** A collection those `may` admits create, change, move to the trash and delete; drafts and versions theirs too. */
export const collectionEditedBy = (may: RoleRule) => ({
  read: publishedOr(may),
  readVersions: may,
  create: may,
  update: may,
  delete: may,
});

/**
 * A collection of fixed pages (one document per page of the site, made by the seed): as above, but
 * nobody creates or deletes one, so no page loses its document (unpublished, it answers 404; its
 * form can restore the initial copy).
 */
export const fixedPagesEditedBy = (may: RoleRule) => ({
  ...collectionEditedBy(may),
  create: () => false,
  delete: () => false,
});

/** A global those `may` admits read and change in the admin; the site reads it as the server does. */
export const globalEditedBy = (may: RoleRule) => ({
  read: may,
  readVersions: may,
  readDrafts: may,
  update: may,
});
