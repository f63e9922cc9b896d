/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { sameOriginWrites } from './csrf.mts';
import { backOfficeApi, backOfficeApiMiddleware, type PayloadRoutes } from './index.mts';
import type { ApiMiddleware, ApiRequestContext } from './types.mts';

jest.mock('./session.mts', () => ({ isSignedIn: jest.fn(async () => false) }));

const config = {} as SanitizedConfig;

/** Payload's handlers, each answering which one it is. */
function fakeRoutes(): PayloadRoutes {
  const answer = (name: string) => () => async () => Response.json({ handler: name });
  return {
    REST_GET: answer('REST_GET'),
    REST_POST: answer('REST_POST'),
    REST_DELETE: answer('REST_DELETE'),
    REST_PATCH: answer('REST_PATCH'),
    REST_PUT: answer('REST_PUT'),
    REST_OPTIONS: answer('REST_OPTIONS'),
    GRAPHQL_POST: answer('GRAPHQL_POST'),
  };
}

describe('backOfficeApi', () => {
  it('runs each check in the listed order, with the API and path, before Payload’s handler', async () => {
    const calls: string[] = [];
    const contexts: ApiRequestContext[] = [];
    const check =
      (name: string): ApiMiddleware =>
      async (request, context, next) => {
        calls.push(name);
        contexts.push(context);
        return next(request);
      };
    const { rest, graphql } = backOfficeApi(config, fakeRoutes(), [
      check('first'),
      check('second'),
    ]);

    const restAnswer = await rest.GET(new Request('http://127.0.0.1/admin/api/news/1'), {
      params: Promise.resolve({ slug: ['news', '1'] }),
    });
    expect(await restAnswer.json()).toEqual({ handler: 'REST_GET' });
    // GraphQL's route has no [...slug]: Next hands it empty params.
    const graphqlAnswer = await graphql.POST(
      new Request('http://127.0.0.1/admin/api/graphql', { method: 'POST' }),
      { params: Promise.resolve({}) },
    );
    expect(await graphqlAnswer.json()).toEqual({ handler: 'GRAPHQL_POST' });

    expect(calls).toEqual(['first', 'second', 'first', 'second']);
    expect(contexts.map(({ api, path }) => [api, path])).toEqual([
      ['rest', ['news', '1']],
      ['rest', ['news', '1']],
      ['graphql', []],
      ['graphql', []],
    ]);
  });

  it('a check that answers stops the request there', async () => {
    const refuse: ApiMiddleware = async () => new Response(null, { status: 403 });
    const handler = jest.fn();
    const routes = { ...fakeRoutes(), REST_PATCH: () => handler };
    const { rest } = backOfficeApi(config, routes, [refuse]);
    const response = await rest.PATCH(new Request('http://127.0.0.1/admin/api/news/1'), {
      params: Promise.resolve({ slug: ['news', '1'] }),
    });
    expect(response.status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });

  it('by default, the same-origin check comes first, so no other check reads a forged request', () => {
    expect(backOfficeApiMiddleware[0]).toBe(sameOriginWrites);
  });
});
