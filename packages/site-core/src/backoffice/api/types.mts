import type { SanitizedConfig } from 'payload';

// The seam's types, apart from its list (index.mts), so a check can name them without importing the
// list that imports it.

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
