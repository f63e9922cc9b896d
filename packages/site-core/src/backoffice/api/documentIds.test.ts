/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { documentIds } from './documentIds.mts';

const config = {
  collections: [{ slug: 'news' }, { slug: 'users' }],
} as unknown as SanitizedConfig;

/** Payload as it answers a document's address whose id the database cannot take. */
const unknownError = () =>
  Response.json({ errors: [{ message: 'An unknown error occurred.' }] }, { status: 500 });

const answer = (path: string[], payload: () => Response, api: 'rest' | 'graphql' = 'rest') =>
  documentIds(
    new Request(`http://127.0.0.1:3000/admin/api/${path.join('/')}`),
    { api, path, config },
    async () => payload(),
  );

describe("a document's address whose id is not a number", () => {
  it.each([
    ['news', 'abc'],
    ['users', 'me%20too'],
    ['news', '1.5'],
  ])('/%s/%s answers 404 Not Found where Payload says 500', async (...path) => {
    const response = await answer(path, unknownError);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("leaves Payload's other answers alone: a number's 500, a named route, an unknown collection, GraphQL", async () => {
    expect((await answer(['news', '12'], unknownError)).status).toBe(500);
    expect((await answer(['news', 'abc', 'extra'], unknownError)).status).toBe(500);
    expect((await answer(['stories', 'abc'], unknownError)).status).toBe(500);
    expect((await answer(['news', 'abc'], unknownError, 'graphql')).status).toBe(500);
    const me = await answer(['users', 'me'], () => Response.json({ user: null }));
    expect(me.status).toBe(200);
  });
});
