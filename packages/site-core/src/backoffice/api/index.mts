import type { SanitizedConfig } from 'payload';
import { uploadedFiles } from './uploadedFiles.mts';

/**
 * The back office's HTTP API (REST and GraphQL under /admin/api) with the site's own checks in front
 * of Payload's handlers. Each check is one middleware in its own module (CSRF, limits, sign-in
 * throttling…), listed once in `backOfficeApiMiddleware` below, so an app's route file stays a
 * re-export and every market gets the same rules.
 */

type RouteContext = { params: Promise<{ slug?: string[] }> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;
type HandlerFactory = (config: Promise<SanitizedConfig> | SanitizedConfig) => Handler;

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

/** The checks every back-office API request passes, outermost first. */
export const backOfficeApiMiddleware: readonly ApiMiddleware[] = [
  // Uploaded files sandboxed wherever Payload serves them, a file gone from the disk 404.
  uploadedFiles,
];

function guarded(
  handler: Handler,
  api: ApiRequestContext['api'],
  config: ApiRequestContext['config'],
  middleware: readonly ApiMiddleware[],
): Handler {
  return async (request, routeContext) => {
    // GraphQL's route has no [...slug] segment, hence no params.
    const { slug = [] } = (await routeContext?.params) ?? {};
    const context: ApiRequestContext = { api, path: slug, config };
    const run = (index: number, current: Request): Promise<Response> =>
      index < middleware.length
        ? middleware[index]!(current, context, (next) => run(index + 1, next))
        : handler(current, routeContext);
    return run(0, request);
  };
}

/** The REST and GraphQL handlers of an app's /admin/api routes, behind the site's checks. */
export function backOfficeApi(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  routes: PayloadRoutes,
  middleware: readonly ApiMiddleware[] = backOfficeApiMiddleware,
) {
  const rest = (factory: HandlerFactory) => guarded(factory(config), 'rest', config, middleware);
  return {
    rest: {
      GET: rest(routes.REST_GET),
      POST: rest(routes.REST_POST),
      DELETE: rest(routes.REST_DELETE),
      PATCH: rest(routes.REST_PATCH),
      PUT: rest(routes.REST_PUT),
      OPTIONS: rest(routes.REST_OPTIONS),
    },
    graphql: {
      POST: guarded(routes.GRAPHQL_POST(config), 'graphql', config, middleware),
      OPTIONS: rest(routes.REST_OPTIONS),
    },
  };
}
