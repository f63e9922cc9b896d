import type { MarketConfig } from '../../market/types';

type Handler = (request: Request) => Promise<Response>;

/**
 * POST /api/reports for one market, loaded on its first request. createSite is imported by every
 * page module; importing the handler lazily keeps SQLite, the store and the relay out of the
 * prerendering of pages that never touch them. A market without the feature never loads it.
 */
export function reportHandler(market: MarketConfig): Handler {
  let handler: Promise<Handler> | undefined;
  return async (request) => {
    if (!market.features.adverseEffectReports) {
      return Response.json(
        { error: 'not_found' },
        { status: 404, headers: { 'cache-control': 'no-store' } },
      );
    }
    handler ??= import('./reportHandler').then(({ createReportHandler }) =>
      createReportHandler(market),
    );
    return (await handler)(request);
  };
}
