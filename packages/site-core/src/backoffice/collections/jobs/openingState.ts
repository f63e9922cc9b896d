import { isoDay } from '../../../schema/openings';

export type OpeningState = 'open' | 'closed' | 'expired';

/**
 * Whether a stored opening takes applications on `today`: closed when HR marked it so, expired after
 * its closing day (open until that day ends, as its page: schema/openings.ts `isOpen`), else open.
 */
export function openingState(
  opening: { closed?: unknown; closesOn?: unknown },
  today = new Date(),
): OpeningState | null {
  if (opening.closed === true) return 'closed';
  if (typeof opening.closesOn !== 'string' || !opening.closesOn) return null;
  return opening.closesOn.slice(0, 10) < isoDay(today) ? 'expired' : 'open';
}
