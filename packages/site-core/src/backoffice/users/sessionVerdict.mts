import { requiresSecondFactor } from './secondFactor.mts';
import type { SecondFactorState } from './secondFactorStore.mts';

/**
 * Which sessions count. Payload's session (the `payload-token` cookie or `Authorization: JWT`, its
 * `sid` among the account's sessions) is necessary, not sufficient: a session ends 12 hours after
 * sign-in however often it is refreshed (the idle limit, `tokenExpiration`, is Payload's), and an
 * account whose role needs a second factor, or that has one, has a session only once it passed it.
 * Until then the request has no user: REST, GraphQL, the admin's pages and its server functions all
 * see nobody, since all of them ask Payload's auth strategies.
 */
export const absoluteSessionLimitMs = 12 * 60 * 60 * 1000;

export type SessionVerdict = 'active' | 'expired' | 'set-up-second-factor' | 'enter-second-factor';

export interface SessionUser {
  id: number | string;
  role?: unknown;
  sessions?: unknown;
}

/** The verdict on session `sid` of `user` at `now`. */
export function sessionVerdict(
  user: SessionUser,
  sid: string | undefined,
  secondFactor: SecondFactorState,
  now = Date.now(),
): SessionVerdict {
  const sessions = Array.isArray(user.sessions) ? user.sessions : [];
  const session = sessions.find((entry) => (entry as { id?: unknown }).id === sid) as
    { createdAt?: unknown } | undefined;
  const createdAt = session ? Date.parse(String(session.createdAt)) : NaN;
  if (!sid || Number.isNaN(createdAt) || now >= createdAt + absoluteSessionLimitMs)
    return 'expired';
  if (!secondFactor.active && requiresSecondFactor(user.role)) return 'set-up-second-factor';
  if (secondFactor.active && !secondFactor.verifiedSessions.includes(sid)) {
    return 'enter-second-factor';
  }
  return 'active';
}
