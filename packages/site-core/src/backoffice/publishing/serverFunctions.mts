import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import type { ServerFunctionHandler, ServerFunction } from 'payload';
import { checkedSchedulePublish, type ScheduleArgs } from './scheduleServerFunction.mts';

/**
 * The admin's server functions the site replaces (an app's `app/(payload)/layout.tsx` hands them to
 * Payload's `handleServerFunctions`): the schedule dialog's, checked against the right to publish.
 * Payload's own upcoming-schedule list already asks that right, so it stays.
 */
export const backOfficeServerFunctions: NonNullable<
  Parameters<ServerFunctionHandler>[0]['serverFunctions']
> = {
  'schedule-publish': checkedSchedulePublish(
    schedulePublishHandler as unknown as ServerFunction<ScheduleArgs>,
  ),
};
