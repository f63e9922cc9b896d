import type { Report } from '../schema';

/*
 * When a case is due at the authority, counted from the day the company received the report (day
 * zero): 15 days for a serious case, 90 for any other (EU GVP Module VI, the expedited and the
 * non-serious timelines).
 */

export const DAYS_TO_REPORT = { serious: 15, nonSerious: 90 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Serious: the reporter answered yes to any seriousness criterion (death, life-threatening,
 * hospitalisation, ...). Reports stored before the question existed carry no criteria and count as
 * non-serious until the team assesses them.
 */
export function isSerious(report: Report): boolean {
  const criteria: readonly string[] | undefined = report.reaction.seriousness;
  return (criteria?.length ?? 0) > 0;
}

/** The due date as a calendar day (UTC), yyyy-mm-dd: received plus 15 or 90 days. */
export function dueDateOf(receivedAt: string, serious: boolean): string {
  const days = serious ? DAYS_TO_REPORT.serious : DAYS_TO_REPORT.nonSerious;
  return new Date(Date.parse(receivedAt) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Past its due day while the team still owes the authority an answer. */
export function isOverdue(dueDate: string, open: boolean, now: Date): boolean {
  return open && now.toISOString().slice(0, 10) > dueDate;
}
