import type { Access } from 'payload';
import { staff } from './roles.mts';

/**
 * Who may queue a job through the API (the scheduled publish of a document): staff who edit
 * content, and only a job that runs as themselves. Payload's task publishes with the rights of the
 * account the job names, and with no check at all when it names none, so a job naming nobody (or
 * somebody else) would let its sender publish or unpublish any document. The admin's Schedule
 * drawer queues through the Local API, not here, and names its author itself.
 */
export const queuedAsThemselves: Access = ({ req, data }) => {
  if (!staff({ req })) return false;
  const named = (
    data as { input?: { user?: { relationTo?: unknown; value?: unknown } } } | undefined
  )?.input?.user;
  const user = req.user as { id?: unknown; collection?: unknown } | null;
  return (
    named !== undefined &&
    named.relationTo === user?.collection &&
    String(named.value) === String(user?.id)
  );
};
