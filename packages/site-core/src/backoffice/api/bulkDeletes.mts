import type { CollectionSlug } from 'payload';
import { refusalsIn, requestLanguage } from '../staffLanguage/refusals.mts';
import { refusal } from './refusal.mts';
import type { ApiMiddleware, ApiRequestContext } from './types.mts';

/**
 * A permanent delete of many documents at once: `DELETE /admin/api/<collection>?where=…` deletes
 * whatever matches, and with a loose `where` that is all the news, legal pages or media in one
 * request, past the trash. Staff delete one document, or a page of the list, at a time; more than
 * `BULK_DELETE_MAX` matching documents, or a request with no `where`, is refused before anything is
 * deleted. Moving documents to the trash (the admin's default, a PATCH) is restorable and not
 * limited here. The seed and start-up code delete through the Local API, which never passes here.
 */
export const BULK_DELETE_MAX = 10;

/** How many documents the request's `where` matches, or `missing` without one; undefined when unreadable. */
export type CountMatching = (
  request: Request,
  collection: string,
  context: ApiRequestContext,
) => Promise<number | 'missing' | undefined>;

/** Payload's own reading of the query (qs, `where` and `trash` as its delete handler reads them). */
export const countMatching: CountMatching = async (request, collection, context) => {
  // Loaded here, not at the top: the API seam and its checks are tested without Payload's runtime.
  const { createPayloadRequest, getPayload, parseParams } = await import('payload');
  const payload = await getPayload({ config: context.config });
  if (!payload.collections[collection as CollectionSlug]) return undefined;
  try {
    // A copy: Payload's request factory writes its fields onto the request it is given.
    const req = await createPayloadRequest({
      config: context.config,
      request: new Request(request.url, { headers: request.headers }),
      canSetHeaders: false,
    });
    const { where, trash } = parseParams(req.query as Parameters<typeof parseParams>[0]);
    if (!where || Object.keys(where).length === 0) return 'missing';
    const { totalDocs } = await payload.count({
      collection: collection as CollectionSlug,
      where,
      trash: trash ?? false,
      locale: req.locale ?? undefined,
      overrideAccess: true,
    });
    return totalDocs;
  } catch {
    // A `where` Payload cannot read: its handler answers with its own 400.
    return undefined;
  }
};

export function limitBulkDeletes(count: CountMatching = countMatching): ApiMiddleware {
  return async (request, context, next) => {
    if (context.api !== 'rest' || request.method.toUpperCase() !== 'DELETE') return next(request);
    // DELETE /admin/api/<collection>: the bulk delete (one document is /<collection>/<id>).
    if (context.path.length !== 1) return next(request);
    const [collection] = context.path as [string];
    const matching = await count(request, collection, context);
    const refusals = refusalsIn(requestLanguage(request.headers));
    if (matching === 'missing') {
      return refusal(
        400,
        'bulk_delete',
        refusals.say(
          'Name the documents to delete (a where query); a delete of the whole collection is refused.',
        ),
        { max: BULK_DELETE_MAX },
      );
    }
    if (matching !== undefined && matching > BULK_DELETE_MAX) {
      return refusal(400, 'bulk_delete', refusals.tooManyToDelete(matching, BULK_DELETE_MAX), {
        matching,
        max: BULK_DELETE_MAX,
      });
    }
    return next(request);
  };
}

/** The check the API runs, counting with Payload's own reading of the query. */
export const bulkDeletes: ApiMiddleware = limitBulkDeletes();
