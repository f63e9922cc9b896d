import type { SanitizedConfig } from 'payload';

// The back office API's seam: what its middleware gets (index.mts runs them).

export type RouteContext = { params: Promise<{ slug?: string[] }> };
export type Handler = (request: Request, context: RouteContext) => Promise<Response>;
export type HandlerFactory = (config: Promise<SanitizedConfig> | SanitizedConfig) => Handler;

/** Payload's route factories (`@payloadcms/next/routes`), handed over by the app that depends on them. */
export interface PayloadRoutes {
  REST_GET: HandlerFactory;
  REST_POST: HandlerFactory;
  REST_DELETE: HandlerFactory;
  REST_PATCH: HandlerFactory;
  REST_PUT: HandlerFactory;
  REST_OPTIONS: HandlerFactory;
  GRAPHQL_POST: HandlerFactory;
}

/** What a middleware knows of the request besides the request itself. */
export interface ApiRequestContext {
  /** `rest` for /admin/api/…, `graphql` for /admin/api/graphql. */
  api: 'rest' | 'graphql';
  /** The path under /admin/api, split (`['users', 'login']`); empty for GraphQL. */
  path: readonly string[];
  config: Promise<SanitizedConfig> | SanitizedConfig;
}

/** Answers the request itself (a refusal) or hands it on with `next`, possibly looking at the answer. */
export type ApiMiddleware = (
  request: Request,
  context: ApiRequestContext,
  next: (request: Request) => Promise<Response>,
) => Promise<Response>;
