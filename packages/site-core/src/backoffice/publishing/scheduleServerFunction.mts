import type { PayloadRequest, ServerFunction } from 'payload';
import { mayPublish, type ScheduleTarget } from '../access/publishing.mts';

/** The schedule dialog's arguments (Payload's `SchedulePublishHandlerArgs`). */
export type ScheduleArgs = ScheduleTarget & {
  deleteID?: number | string;
  type?: 'publish' | 'unpublish';
  date?: Date;
  localeToPublish?: string;
  timezone?: string;
};

type ScheduleHandler = ServerFunction<ScheduleArgs>;
type Answer = { message: string } | { error: string };

const refused = (req: PayloadRequest): Answer => ({
  error: req.i18n?.t ? req.i18n.t('error:notAllowedToPerformAction') : 'Not allowed.',
});

/** The scheduled publish a job id names (Payload's `schedulePublish` task), or undefined. */
async function scheduledPublish(req: PayloadRequest, id: number | string) {
  const job = (await req.payload.findByID({
    collection: 'payload-jobs',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as { taskSlug?: string; input?: ScheduleTarget } | null;
  return job?.taskSlug === 'schedulePublish' ? job : undefined;
}

/**
 * The admin's `schedule-publish` server function, checked: scheduling a publish or an unpublish, or
 * cancelling one (`deleteID`), only for an account that may publish the document or global the
 * schedule names (`mayPublish`). Payload's own handler checked only that the account may enter the
 * admin and deleted the job with every right, so any staff role cancelled anybody's schedule. The
 * checked call is handed to Payload's handler (`original`), which queues the job as its sender; a
 * cancel alone is done here, where Payload would also queue an empty job after it.
 */
export function checkedSchedulePublish(original: ScheduleHandler): ScheduleHandler {
  return async (args) => {
    const { req, deleteID, doc, global } = args;
    if (!req.user) return refused(req);
    if (deleteID !== undefined && deleteID !== null) {
      const job = await scheduledPublish(req, deleteID);
      if (!job || !(await mayPublish(req, job.input))) return refused(req);
    }
    const schedules = Boolean(doc || global);
    if (schedules && !(await mayPublish(req, { doc, global }))) return refused(req);
    if (!schedules) {
      if (deleteID === undefined || deleteID === null) return refused(req);
      await req.payload.delete({
        collection: 'payload-jobs',
        id: deleteID,
        overrideAccess: true,
        req,
      });
      return { message: req.i18n?.t ? req.i18n.t('general:success') : 'Success' };
    }
    return original(args);
  };
}
