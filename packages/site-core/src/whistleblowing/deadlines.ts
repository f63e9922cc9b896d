import type { WhistleblowingSettings } from '../market/types';

/*
 * The law's two clocks (Directive 2019/1937 Art. 9(1)(b) and (f)): receipt is acknowledged within
 * 7 days; feedback is given within the market's period from the acknowledgement, or, without one,
 * from the end of those 7 days. Calendar months end on the month's last day when the day is missing
 * (an acknowledgement on 30 November gives 28 February).
 */

const DAY = 24 * 60 * 60 * 1000;

export const ACKNOWLEDGE_DAYS = 7;

export const acknowledgeBy = (receivedAt: number) => receivedAt + ACKNOWLEDGE_DAYS * DAY;

function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

export function feedbackBy(
  period: WhistleblowingSettings['feedbackPeriod'],
  receivedAt: number,
  acknowledgedAt: number | null,
): number {
  const from = acknowledgedAt ?? acknowledgeBy(receivedAt);
  return 'months' in period ? addMonths(from, period.months) : from + period.days * DAY;
}

export const feedbackTargetBy = (
  settings: Pick<WhistleblowingSettings, 'feedbackTargetDays'>,
  receivedAt: number,
  acknowledgedAt: number | null,
) =>
  settings.feedbackTargetDays === undefined
    ? undefined
    : (acknowledgedAt ?? acknowledgeBy(receivedAt)) + settings.feedbackTargetDays * DAY;

export const retentionEnd = (closedAt: number, retentionDays: number) =>
  closedAt + retentionDays * DAY;
