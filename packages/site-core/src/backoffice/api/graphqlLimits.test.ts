/** @jest-environment node */
import { parse } from 'graphql';
import type { SanitizedConfig } from 'payload';
import { graphqlBounds, graphqlLimits, queryDepth } from './graphqlLimits.mts';
import type { ApiRequestContext } from './types.mts';

const graphql: ApiRequestContext = { api: 'graphql', path: [], config: {} as SanitizedConfig };

/** `related { related { … title } }` nested `levels` deep under a page of articles. */
function nestedRelated(levels: number): string {
  return `{ NewsArticles { docs { ${'related { '.repeat(levels)}title${' }'.repeat(levels)} } } }`;
}

async function send(body: string, headers: Record<string, string> = {}) {
  const next = jest.fn(async () => Response.json({ data: {} }));
  const request = new Request('http://127.0.0.1:3000/admin/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const response = await graphqlLimits(request, graphql, next);
  return { response, handled: next.mock.calls.length > 0 };
}

describe('queryDepth', () => {
  it('counts fields in fields, the operation’s own being 1', () => {
    expect(queryDepth(parse('{ NewsArticles { docs { title } } }'))).toBe(3);
    expect(queryDepth(parse(nestedRelated(14)))).toBe(17);
  });

  it('follows fragments and inline fragments, and survives a fragment that includes itself', () => {
    const document = parse(`
      query { NewsArticles { docs { ...Article } } }
      fragment Article on NewsArticle { related { ... on NewsArticle { related { ...Article } } } }
    `);
    // NewsArticles > docs > related > related, then the self-inclusion stops (the validator reports it).
    expect(queryDepth(document)).toBe(4);
  });

  it('does not count introspection, which Payload refuses in production', () => {
    const document = parse(
      '{ __schema { types { fields { type { ofType { ofType { name } } } } } } }',
    );
    expect(queryDepth(document)).toBe(0);
  });
});

describe('a GraphQL request to the back office', () => {
  it(`when it nests related articles 14 deep, it is refused with 400 before Payload runs anything`, async () => {
    const { response, handled } = await send(JSON.stringify({ query: nestedRelated(14) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'query_too_deep',
      depth: 17,
      maxDepth: graphqlBounds.maxDepth,
    });
    expect(handled).toBe(false);
  });

  it('when it nests within the bound, it goes to Payload', async () => {
    const { handled } = await send(JSON.stringify({ query: nestedRelated(4) }));
    expect(handled).toBe(true);
  });

  it('when it is not JSON, it is refused with 415', async () => {
    const { response } = await send('{ Users { docs { email } } }', {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('when its body is over 64 kB, it is refused with 413 without being parsed', async () => {
    const padding = ' '.repeat(graphqlBounds.maxBodyBytes);
    const { response } = await send(
      JSON.stringify({ query: `{ NewsArticles { totalDocs } }${padding}` }),
    );
    expect(response.status).toBe(413);
  });

  it('when its query is a wall of tokens, parsing stops and it is refused with 400', async () => {
    const query = `{ ${Array.from({ length: 1500 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const { response } = await send(JSON.stringify({ query }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/tokens/);
  });

  it.each([
    ['unreadable JSON', '{"query": ', 'invalid_json'],
    ['no query', JSON.stringify({ variables: {} }), 'invalid_query'],
    ['a syntax error', JSON.stringify({ query: '{ NewsArticles { ' }), 'invalid_query'],
  ])('when it has %s, it is refused with 400 and a code', async (_, body, error) => {
    const { response, handled } = await send(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
    expect(handled).toBe(false);
  });

  it('REST requests are not its concern', async () => {
    const next = jest.fn(async () => new Response('ok'));
    const request = new Request('http://127.0.0.1:3000/admin/api/news', { method: 'POST' });
    await graphqlLimits(request, { ...graphql, api: 'rest', path: ['news'] }, next);
    expect(next).toHaveBeenCalled();
  });
});
