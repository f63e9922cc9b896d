import type { CollectionBeforeChangeHook } from 'payload';

/**
 * A scheduled publish queued through the API runs as the account that queued it. Payload's task
 * publishes with that account's rights when the job names one, and with no check at all when it
 * names none, so a job sent without one (or naming somebody else) would let anyone who may queue
 * a job publish or unpublish any document. The admin's own Schedule drawer queues through the
 * Local API with no account on the request, and names its author itself.
 */
export const scheduledAsTheirAuthor: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const user = req.user as { id?: number | string; collection?: string } | null | undefined;
  if (operation !== 'create' || !user?.id || !user.collection) return data;
  const input = (data.input ?? {}) as Record<string, unknown>;
  return { ...data, input: { ...input, user: { relationTo: user.collection, value: user.id } } };
};
