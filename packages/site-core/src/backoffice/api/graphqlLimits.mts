import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { refusal } from './refusal.mts';
import type { ApiMiddleware } from './types.mts';

/**
 * The shape of a GraphQL request, checked before Payload authenticates or builds anything: a JSON
 * body of reasonable size, a query of reasonable length, nested at most `maxDepth` fields deep.
 * Nesting is what made a 356-byte query of `related { related { … } }` fourteen deep answer 15.9 MB
 * in 7 s: each level multiplies the documents read. How much a query reads in breadth (aliases,
 * page sizes, lists in lists) needs the schema and is weighed by Payload's validation
 * (`graphqlCost.mts`). Nobody needs more: the site reads through the Local API and the admin
 * through REST.
 */
export const graphqlBounds = {
  /** Fields nested in fields, the operation's own fields being 1: `{ NewsArticles { docs { title } } }` is 3. */
  maxDepth: 7,
  /** A query's words and punctuation; the longest we write are a few hundred. */
  maxTokens: 2000,
  maxBodyBytes: 64 * 1024,
} as const;

const introspection = new Set(['__schema', '__type']);

/**
 * How deep the document's fields nest, following fragments. Introspection (`__schema`, `__type`) is
 * not counted: its size is the schema's, and Payload refuses it in production.
 */
export function queryDepth(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const depthOf = (selectionSet: SelectionSetNode, visiting: ReadonlySet<string>): number => {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (introspection.has(selection.name.value)) continue;
        const below = selection.selectionSet ? depthOf(selection.selectionSet, visiting) : 0;
        deepest = Math.max(deepest, 1 + below);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // An unknown or self-including fragment is the validator's to report.
        if (!fragment || visiting.has(name)) continue;
        deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...visiting, name])));
      }
    }
    return deepest;
  };
  let deepest = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      deepest = Math.max(deepest, depthOf(definition.selectionSet, new Set()));
    }
  }
  return deepest;
}

/** The request's query, or the refusal that says what is wrong with the request. */
async function readQuery(request: Request): Promise<string | Response> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return refusal(415, 'unsupported_media_type', 'Send GraphQL as application/json.', {
      expected: 'application/json',
    });
  }
  const tooLarge = () =>
    refusal(
      413,
      'body_too_large',
      `A GraphQL request may be at most ${graphqlBounds.maxBodyBytes} bytes.`,
    );
  if (Number(request.headers.get('content-length') ?? 0) > graphqlBounds.maxBodyBytes) {
    return tooLarge();
  }
  const text = await request.clone().text();
  if (Buffer.byteLength(text) > graphqlBounds.maxBodyBytes) return tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refusal(400, 'invalid_json', 'The body is not JSON.');
  }
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') {
    return refusal(400, 'invalid_query', 'The body needs a `query` string.');
  }
  return query;
}

export const graphqlLimits: ApiMiddleware = async (request, context, next) => {
  if (context.api !== 'graphql' || request.method !== 'POST') return next(request);
  const query = await readQuery(request);
  if (query instanceof Response) return query;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: graphqlBounds.maxTokens });
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The query cannot be read.';
    return refusal(400, 'invalid_query', message);
  }
  const depth = queryDepth(document);
  if (depth > graphqlBounds.maxDepth) {
    return refusal(
      400,
      'query_too_deep',
      `The query nests fields ${depth} deep; at most ${graphqlBounds.maxDepth} are answered.`,
      { depth, maxDepth: graphqlBounds.maxDepth },
    );
  }
  return next(request);
};
