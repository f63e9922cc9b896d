import { site } from '../../../src/site';

// Any path under /api no endpoint serves: a JSON 404 in every method, not Next's HTML shell.
const answer = site.handlers.unknownEndpoint;
export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE };
