import { errorResponse } from '../contact/requestGuards';

/**
 * Answers any path under /api that no endpoint serves. Without it Next renders its bare HTML
 * not-found shell there: an API client gets a JSON error it can read, in every method.
 */
export function unknownEndpoint(): Response {
  return errorResponse(404, 'unknown_endpoint', {
    message:
      'No endpoint at this path. The site serves POST /api/reports, POST /api/verify-recaptcha and POST /mail/send.',
  });
}
