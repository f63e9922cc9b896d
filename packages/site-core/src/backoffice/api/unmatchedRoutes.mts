import { payloadNotFound } from './refusal.mts';
import type { ApiMiddleware } from './types.mts';

/**
 * A method and address no REST route of Payload's takes (a POST or DELETE to a collection that has
 * none, as the second factors and migrations): Payload answers 501 "Cannot POST <its own URL>", a
 * server error that also names the host it thinks it runs on. Such an address names nothing a client
 * may use: 404, as Payload answers an unknown path.
 */
export const unmatchedRoutes: ApiMiddleware = async (request, context, next) => {
  const response = await next(request);
  if (context.api !== 'rest' || response.status !== 501) return response;
  return payloadNotFound();
};
