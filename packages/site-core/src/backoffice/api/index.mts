import type { SanitizedConfig } from 'payload';
import { forgotPasswordPace } from './forgotPasswordPace.mts';
import { bulkDeletes } from './bulkDeletes.mts';
import { sameOriginWrites } from './csrf.mts';
import { defaultLocale } from './defaultLocale.mts';
import { documentIds } from './documentIds.mts';
import { graphqlErrors } from './graphqlErrors.mts';
import { graphqlLimits } from './graphqlLimits.mts';
import { readLimits } from './readLimits.mts';
import { signInLimits } from './signInLimits.mts';
import { uploadedFiles } from './uploadedFiles.mts';
import { unmatchedRoutes } from './unmatchedRoutes.mts';
import { whereQueries } from './whereQueries.mts';
import type {
  ApiMiddleware,
  ApiRequestContext,
  Handler,
  HandlerFactory,
  PayloadRoutes,
} from './types.mts';

export type { ApiMiddleware, ApiRequestContext, PayloadRoutes } from './types.mts';
export { stampConnectionAddresses } from '../../server/requestAddress.mts';

/**
 * The back office's HTTP API (REST and GraphQL under /admin/api) with the site's own checks in front
 * of Payload's handlers. Each check is one middleware in its own module (CSRF, limits, sign-in
 * throttling…), listed once in `backOfficeApiMiddleware` below, so an app's route file stays a
 * re-export and every market gets the same rules.
 */

/** The checks every back-office API request passes, outermost first. */
export const backOfficeApiMiddleware: readonly ApiMiddleware[] = [
  sameOriginWrites,
  signInLimits,
  forgotPasswordPace(),
  readLimits,
  graphqlLimits,
  graphqlErrors,
  defaultLocale,
  // Uploaded files sandboxed wherever Payload serves them, a file gone from the disk 404.
  uploadedFiles,
  // A document's address with an id that is no number: 404, where Payload says 500.
  documentIds,
  // A method no route of Payload's takes: 404, where Payload says 501.
  unmatchedRoutes,
  // A `where` the database cannot run (an operator or value wrong for its field): 400, not 500.
  whereQueries,
  bulkDeletes,
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
