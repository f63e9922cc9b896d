import { knownDate, type DateOrUnknown } from '../../schema';

/*
 * HL7 timestamps (TS): digits from the year down to the precision known, YYYYMMDD for a day the
 * reporter gave, YYYYMMDDHHMMSS with an explicit UTC offset for the moments the site recorded.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A recorded moment, to the second, in UTC (offset +0000, so no receiver reads it as local time). */
export function hl7Timestamp(moment: Date): string {
  return (
    `${pad(moment.getUTCFullYear(), 4)}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}` +
    `${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}${pad(moment.getUTCSeconds())}+0000`
  );
}

/** A calendar day (YYYY-MM-DD) as the reporter gave it: day precision, no time zone. */
export const hl7Day = (isoDay: string) => isoDay.slice(0, 10).replace(/-/g, '');

/**
 * A reporter's date as an HL7 day, or undefined when it is unknown, not given, or later than the day
 * the report was received. The wizard accepts one day ahead of UTC (a reporter east of UTC may enter
 * their own today), but no date of a case may follow its receipt; such a date stays in the narrative
 * as the reporter typed it.
 */
export function reportedDay(
  value: DateOrUnknown | undefined,
  receivedAt: Date,
): string | undefined {
  const day = knownDate(value);
  if (!day) return undefined;
  return day <= receivedAt.toISOString().slice(0, 10) ? hl7Day(day) : undefined;
}
