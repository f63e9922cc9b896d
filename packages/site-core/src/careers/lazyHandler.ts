import type { CurrentSite } from '../routing/siteState';

type Handler = (request: Request) => Promise<Response>;

/**
 * POST /api/applications for one market, loaded on its first request, so SQLite and the store stay
 * out of the prerendering of pages that never touch them (as the reports' handler does).
 */
export function applicationHandler(current: CurrentSite): Handler {
  let handler: Promise<Handler> | undefined;
  return async (request) => {
    handler ??= import('./applicationHandler').then(({ createApplicationHandler }) =>
      createApplicationHandler(current),
    );
    return (await handler)(request);
  };
}
