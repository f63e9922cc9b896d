import type { ApiMiddleware } from './types.mts';

/**
 * What Payload's GraphQL answers say when a query is refused. GraphQL names the fields, arguments and
 * types it knows next to one it does not ("Cannot query field "titel"… Did you mean "title"?"), which
 * lets a stranger read the schema, introspection off or not: the suggestions are cut, the error kept.
 * And a query refused before it ran (unreadable, unknown fields, over its cost: errors and no `data`)
 * is a 400, as GraphQL over HTTP has it, not the 200 that `Accept: application/json` gets by default.
 */
const suggestion = /\s*Did you mean .*$/s;

interface GraphqlBody {
  data?: unknown;
  errors?: { message?: unknown }[];
}

/** The body without suggestions; undefined when there was nothing to change. */
export function withoutSuggestions(body: GraphqlBody): GraphqlBody | undefined {
  if (!Array.isArray(body.errors)) return undefined;
  return {
    ...body,
    errors: body.errors.map((error) =>
      typeof error?.message === 'string'
        ? { ...error, message: error.message.replace(suggestion, '') }
        : error,
    ),
  };
}

export const graphqlErrors: ApiMiddleware = async (request, context, next) => {
  const response = await next(request);
  if (context.api !== 'graphql' || request.method !== 'POST') return response;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  let changed: GraphqlBody | undefined;
  try {
    changed = withoutSuggestions(JSON.parse(text) as GraphqlBody);
  } catch {
    // Not JSON after all: passed on as it came.
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!changed) return new Response(text, { status: response.status, headers });
  const refused = !('data' in changed) && response.status < 300;
  return new Response(JSON.stringify(changed), {
    status: refused ? 400 : response.status,
    headers,
  });
};
