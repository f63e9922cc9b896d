import { JWTAuthentication, type AuthStrategyFunction, type Payload } from 'payload';
import { requiresSecondFactor } from './secondFactor.mts';
import { secondFactorState, type SecondFactorState } from './secondFactorStore.mts';

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

interface SessionUser {
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
    | { createdAt?: unknown }
    | undefined;
  const createdAt = session ? Date.parse(String(session.createdAt)) : NaN;
  if (!sid || Number.isNaN(createdAt) || now >= createdAt + absoluteSessionLimitMs) return 'expired';
  if (!secondFactor.active && requiresSecondFactor(user.role)) return 'set-up-second-factor';
  if (secondFactor.active && !secondFactor.verifiedSessions.includes(sid)) {
    return 'enter-second-factor';
  }
  return 'active';
}

export interface SignInState {
  verdict: SessionVerdict;
  user: SessionUser & { email?: string };
  sid: string;
}

/** The session a request carries, whatever its verdict (the second-factor view and endpoints). */
export async function signInState(
  payload: Payload,
  headers: Headers,
  now = Date.now(),
): Promise<SignInState | undefined> {
  const { user } = await JWTAuthentication({ headers, payload, strategyName: 'local-jwt' } as never);
  if (!user) return undefined;
  const sid = (user as { _sid?: string })._sid;
  if (!sid) return undefined;
  const state = await secondFactorState(payload, user.id);
  return { verdict: sessionVerdict(user, sid, state, now), user, sid };
}

/**
 * Puts the verdict in front of Payload's own session strategy (`local-jwt`, which Payload adds
 * itself, after the collections' strategies, so no configured strategy can refuse in its place).
 * Called once, from the back office's onInit.
 */
export function guardSessions(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map((strategy) => {
    if (strategy.name !== 'local-jwt') return strategy;
    const authenticate: AuthStrategyFunction = async (args) => {
      const result = await strategy.authenticate(args);
      const user = result.user as (SessionUser & { _sid?: string; _strategy?: string }) | null;
      if (!user || user._strategy !== 'local-jwt') return result;
      const state = await secondFactorState(args.payload, user.id);
      return sessionVerdict(user, user._sid, state) === 'active' ? result : { user: null };
    };
    return { ...strategy, authenticate };
  });
}
