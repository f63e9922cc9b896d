import type { Access, PayloadRequest, Where } from 'payload';
import { queuedAsThemselves } from './jobs.mts';
import { administrators } from './roles.mts';

/** What a scheduled publish names (Payload's `schedulePublish` task input): a document or a global. */
export interface ScheduleTarget {
  doc?: { relationTo?: unknown; value?: unknown } | null;
  global?: unknown;
}

type UpdateAccess = (args: {
  req: PayloadRequest;
  id?: number | string;
  data?: unknown;
}) => boolean | Where | Promise<boolean | Where>;

type Entity = {
  slug: string;
  access?: { update?: UpdateAccess };
  versions?: unknown;
};

const schedulable = (entity: Entity | undefined): entity is Entity => {
  const versions = entity?.versions as { drafts?: { schedulePublish?: unknown } } | undefined;
  return Boolean(versions?.drafts && versions.drafts.schedulePublish);
};

/**
 * Whether the signed-in account may publish what a scheduled publish names: the collection's (or
 * global's) own update access for a publish of that document, as "Publish" now would ask. Scheduling
 * and cancelling are publishing at another time, so they need the same right; Payload's schedule
 * dialog checked only that the account may enter the admin, and cancelled any account's schedule.
 */
export async function mayPublish(
  req: PayloadRequest,
  target: ScheduleTarget | null | undefined,
): Promise<boolean> {
  if (!req.user || !target) return false;
  const data = { _status: 'published' };
  const { doc, global } = target;
  if (doc && typeof doc.relationTo === 'string' && !global) {
    const collection = req.payload.collections[doc.relationTo as never] as
      { config: Entity } | undefined;
    const id = doc.value as number | string | undefined;
    if (!schedulable(collection?.config) || id === undefined || id === null) return false;
    const rule = collection.config.access?.update;
    const allowed = rule ? await rule({ req, id, data }) : Boolean(req.user);
    if (typeof allowed === 'boolean') return allowed;
    // A rule answering with a query admits the documents it matches.
    const { totalDocs } = await req.payload.count({
      collection: doc.relationTo as never,
      where: { and: [{ id: { equals: id } }, allowed] },
      overrideAccess: true,
      req,
    });
    return totalDocs > 0;
  }
  if (typeof global === 'string' && !doc) {
    const config = req.payload.config.globals.find((entry) => entry.slug === global) as
      Entity | undefined;
    if (!schedulable(config)) return false;
    const rule = config.access?.update;
    // A global's rule here is a role's; a query would need the global's data, so it is not enough.
    return (rule ? await rule({ req, data }) : Boolean(req.user)) === true;
  }
  return false;
}

/**
 * Queuing a scheduled publish through the API (`POST /admin/api/payload-jobs`): a job that runs as
 * its sender (`queuedAsThemselves`), for a document they may publish now. Payload's task would
 * refuse the publish itself when it runs, but the job would sit in the document's schedule,
 * announced to its editors, until then.
 */
export const queuedByPublisher: Access = async (args) => {
  if (!(await queuedAsThemselves(args))) return false;
  const input = (args.data as { input?: ScheduleTarget } | undefined)?.input;
  return mayPublish(args.req, input);
};

/**
 * Running queued jobs by request (`GET /admin/api/payload-jobs/run`, Payload's `jobs.access.run`):
 * administrators only. Jobs run by themselves every two seconds; Payload's default let any signed-in
 * account start a run.
 */
export const runsJobsByRequest = administrators;
