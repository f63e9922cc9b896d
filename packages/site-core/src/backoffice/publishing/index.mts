import type { CollectionConfig, Config } from 'payload';

/**
 * Scheduling a publish: the schedule dialog's defaults for staff of one market (its time zone, and
 * "Publish" for a draft never published: PublishButton.tsx).
 */

const publishButton = '@medivia/site-core/backoffice/admin-fields#PublishButton';

/** Whether staff may schedule this collection's publishing (Payload's `schedulePublish`). */
const schedulesPublishing = (config: CollectionConfig) => {
  const drafts = config.versions && typeof config.versions === 'object' && config.versions.drafts;
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish);
};

/** A collection whose publishing can be scheduled gets the publish button with the right defaults. */
export function collectionWithScheduleDefaults(config: CollectionConfig): CollectionConfig {
  if (!schedulesPublishing(config)) return config;
  const admin = config.admin ?? {};
  const versions = config.versions as { drafts: { schedulePublish: unknown } };
  return {
    ...config,
    // The dialog's clock on 24 hours, as staff in every market read it (Payload's default is AM/PM).
    versions: {
      ...versions,
      drafts: { ...versions.drafts, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } },
    } as CollectionConfig['versions'],
    admin: {
      ...admin,
      components: {
        ...admin.components,
        edit: { ...admin.components?.edit, PublishButton: publishButton },
      },
    },
  };
}

/** "(UTC+01:00) Zagreb": the zone's standard offset and its city, as Payload names its zones. */
export function timeZoneLabel(timeZone: string, at = new Date(Date.UTC(2026, 0, 15))): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace(/^GMT$/, 'GMT+00:00')
      .replace('GMT', 'UTC') ?? 'UTC';
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return `(${offset}) ${city}`;
}

/**
 * The time zones a scheduled publish is given in: the market's first and preselected (staff schedule
 * "Monday 9:00" in their own country's time, whatever the browser's zone), then Payload's list.
 */
export function scheduleTimezones(
  timeZone: string | undefined,
): NonNullable<Config['admin']>['timezones'] {
  if (!timeZone) return undefined;
  return {
    defaultTimezone: timeZone,
    supportedTimezones: ({ defaultTimezones }) => [
      { label: timeZoneLabel(timeZone), value: timeZone },
      ...defaultTimezones.filter((zone) => zone.value !== timeZone),
    ],
  };
}
