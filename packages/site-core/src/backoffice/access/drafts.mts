import type { CollectionSlug, Payload, TypedUser } from 'payload';

type Stamp = { updatedAt?: unknown } | null;

/**
 * Whether `user` may read a document's latest draft as the API gives it to them: the collection's own
 * read access (not the server's every right), asked for the draft. A role the collection admits to
 * published documents only gets nothing for a draft never published (the API's 404) and the
 * published version for a published one with newer changes: in neither case the draft, so its
 * preview is refused too (hr and pharmacovigilance read news drafts and legal pages through
 * `/preview/…` before).
 */
export async function mayReadDraft(
  payload: Pick<Payload, 'findByID'>,
  user: TypedUser,
  collection: CollectionSlug,
  id: string,
): Promise<boolean> {
  const read = (asUser: boolean): Promise<Stamp> =>
    payload
      .findByID({
        collection,
        id,
        draft: true,
        depth: 0,
        select: { updatedAt: true },
        ...(asUser ? { user, overrideAccess: false } : { overrideAccess: true }),
        disableErrors: true,
      })
      .catch(() => null) as Promise<Stamp>;
  const [theirs, latest] = await Promise.all([read(true), read(false)]);
  return Boolean(theirs && latest && theirs.updatedAt === latest.updatedAt);
}
