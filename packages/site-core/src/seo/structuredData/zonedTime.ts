/**
 * A wall-clock time of the content ('2026-02-10T10:00', as the page prints it) with the offset its
 * market's time zone has at that moment ('2026-02-10T10:00:00+01:00'), so search engines do not read
 * an event's start as UTC or as the reader's own time. A date without a time has no offset and is
 * returned as it is.
 */
export function withZoneOffset(wallClock: string, timeZone: string): string {
  const [date, time] = wallClock.split('T');
  if (!time) return wallClock;
  const seconds = time.length === 5 ? `${time}:00` : time;
  const asUtc = Date.parse(`${date}T${seconds}Z`);
  // The zone's offset at the instant the clock shows: found from a first guess, which is exact
  // except within the hour of a daylight-saving change (never a business event's time).
  const offset = offsetMinutes(asUtc - offsetMinutes(asUtc, timeZone) * 60_000, timeZone);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${seconds}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}
