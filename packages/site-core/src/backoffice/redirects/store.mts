import type { CollectionSlug, PayloadRequest } from 'payload';
import type { Redirect } from '../../routing/redirects';

export const redirectsSlug = 'redirects' as CollectionSlug;

/** Every redirect, as stored (the site reads them all: there are few, and each is two short paths). */
export async function storedRedirects(
  req: PayloadRequest,
): Promise<(Redirect & { id: number | string })[]> {
  const { docs } = await req.payload.find({
    collection: redirectsSlug,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs as unknown as (Redirect & { id: number | string })[];
}
