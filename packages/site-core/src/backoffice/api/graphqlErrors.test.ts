/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { graphqlErrors } from './graphqlErrors.mts';
import type { ApiRequestContext } from './types.mts';

const graphql: ApiRequestContext = { api: 'graphql', path: [], config: {} as SanitizedConfig };

/** What the client gets when Payload answers `body` with `status`. */
async function answer(body: unknown, status = 200, context = graphql) {
  const request = new Request('http://127.0.0.1:3000/admin/api/graphql', { method: 'POST' });
  const response = await graphqlErrors(request, context, async () =>
    Response.json(body, { status }),
  );
  return { status: response.status, text: await response.text() };
}

describe('the answer to a refused GraphQL query', () => {
  const unknownField = {
    errors: [
      {
        message: 'Cannot query field "titel" on type "NewsArticle". Did you mean "title"?',
        locations: [{ line: 1, column: 26 }],
      },
    ],
  };

  it('names the unknown field without suggesting the fields that exist', async () => {
    const { text } = await answer(unknownField);
    expect(JSON.parse(text).errors[0].message).toBe(
      'Cannot query field "titel" on type "NewsArticle".',
    );
    expect(text).not.toMatch(/did you mean/i);
  });

  it('is a 400 when nothing ran (errors, no data), as GraphQL over HTTP has it', async () => {
    expect((await answer(unknownField)).status).toBe(400);
  });

  it('keeps its status when the query ran and some fields failed (data and errors)', async () => {
    const partial = {
      data: { Users: null },
      errors: [{ message: 'You are not allowed to perform this action.' }],
    };
    const { status, text } = await answer(partial);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual(partial);
  });

  it('passes a successful answer on unchanged', async () => {
    const ok = { data: { NewsArticles: { docs: [{ title: 'Did you mean it?' }] } } };
    const { status, text } = await answer(ok);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual(ok);
  });

  it('leaves REST answers alone', async () => {
    const rest = { ...graphql, api: 'rest' as const, path: ['news'] };
    const { text } = await answer({ errors: [{ message: 'x. Did you mean y?' }] }, 400, rest);
    expect(text).toMatch(/Did you mean/);
  });
});
