import type { AuthStrategyFunction, Payload } from 'payload';
import { secondFactorState } from './secondFactorStore.mts';
import { sessionVerdict, type SessionUser, type SessionVerdict } from './sessionVerdict.mts';

export { absoluteSessionLimitMs, sessionVerdict, type SessionVerdict } from './sessionVerdict.mts';

// Which sessions count: sessionVerdict.mts. Here: the verdict applied to every request.

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
  // Loaded here, not at the top: the collections that import this are tested as data.
  const { JWTAuthentication } = await import('payload');
  const { user } = await JWTAuthentication({
    headers,
    payload,
    strategyName: 'local-jwt',
  } as never);
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
