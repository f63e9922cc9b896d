import type { Config } from 'payload';

type Queries = NonNullable<NonNullable<Config['graphQL']>['queries']>;
type Resolve = (...args: unknown[]) => unknown;
type QueryField = { resolve?: Resolve } & Record<string, unknown>;

/**
 * GraphQL's `Access { canAccessAdmin }` without a server error: Payload leaves out every permission
 * that is false (`sanitizePermissions`), and its schema says `canAccessAdmin` is never null, so a
 * visitor's query failed with "Something went wrong" (status 500 inside the answer). The same query
 * field, with what was left out said: false.
 */
export const accessWithoutServerError: Queries = (_graphQL, schema) => {
  const fields = (schema as unknown as { Query?: { fields?: Record<string, QueryField> } }).Query
    ?.fields;
  const access = fields?.Access;
  if (!access?.resolve) return {};
  const resolve = access.resolve;
  return {
    Access: {
      ...access,
      resolve: async (...args: unknown[]) => {
        const permissions = (await resolve(...args)) as Record<string, unknown> | null;
        return { ...permissions, canAccessAdmin: permissions?.canAccessAdmin === true };
      },
    },
  };
};
