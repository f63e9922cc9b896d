import type { MarketConfig } from '../market/types';
import type { WhistleblowingHandlers } from './handlers';

type Handlers = WhistleblowingHandlers;

/**
 * The channel's route handlers for one market, loaded on their first request, so SQLite, sharp and
 * the cryptography stay out of the prerendering of pages that never touch them.
 */
export function whistleblowingHandlers(market: MarketConfig) {
  let loaded: Promise<Handlers> | undefined;
  const load = () =>
    (loaded ??= import('./handlers').then(({ createWhistleblowingHandlers }) =>
      createWhistleblowingHandlers(market),
    ));
  const lazy =
    <K extends keyof Handlers>(name: K) =>
    async (...args: Parameters<Handlers[K]>): Promise<Response> =>
      ((await load())[name] as (...a: Parameters<Handlers[K]>) => Promise<Response>)(...args);
  return {
    page: lazy('page'),
    challenge: lazy('challenge'),
    report: lazy('report'),
    inbox: lazy('inbox'),
    followUp: lazy('followUp'),
    agreeToMinutes: lazy('agreeToMinutes'),
  };
}
