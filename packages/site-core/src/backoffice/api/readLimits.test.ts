/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { readLimits } from './readLimits.mts';
import { isSignedIn } from './session.mts';
import type { ApiRequestContext } from './types.mts';

// Who is signed in is Payload's to say (session.mts); here each case says it.
jest.mock('./session.mts', () => ({ isSignedIn: jest.fn() }));
const signedIn = isSignedIn as jest.MockedFunction<typeof isSignedIn>;

const rest: ApiRequestContext = { api: 'rest', path: ['news'], config: {} as SanitizedConfig };
const api = 'http://127.0.0.1:3000/admin/api';

async function send(req: Request, { staff = false, context = rest } = {}) {
  signedIn.mockReset().mockResolvedValue(staff);
  const seen: Request[] = [];
  const next = jest.fn(async (passed: Request) => {
    seen.push(passed);
    return Response.json({ docs: [] });
  });
  const response = await readLimits(req, context, next);
  return { response, passed: seen[0], asked: signedIn.mock.calls.length > 0 };
}

const get = (query: string) => new Request(`${api}/news${query}`);

describe('REST reads of the back office API', () => {
  describe('given a visitor (no session)', () => {
    it('when related documents are asked ten levels deep, the request is refused with 400 before any read', async () => {
      const { response, passed } = await send(get('?depth=10&limit=100'));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'over_limit',
        parameter: 'depth',
        bounds: { depth: 1, limit: 200 },
      });
      expect(passed).toBeUndefined();
    });

    it('when depth 1 and a page of 200 are asked, it goes through without looking up a session', async () => {
      const { passed, asked } = await send(get('?depth=1&limit=200&locale=hr'));
      expect(passed?.url).toBe(`${api}/news?depth=1&limit=200&locale=hr`);
      expect(asked).toBe(false);
    });

    it('when no depth is named, the visitor’s depth (1) replaces Payload’s default (2), the query kept as sent', async () => {
      const { passed } = await send(get('?where[id][in]=1,2&limit=5'));
      expect(passed?.url).toBe(`${api}/news?where[id][in]=1,2&limit=5&depth=1`);
    });

    it.each([
      ['a page over 200', '?depth=0&limit=201', 'limit'],
      ['every document at once (limit=0)', '?depth=0&limit=0', 'limit'],
      ['no pages at all (pagination=false)', '?depth=0&pagination=false', 'limit'],
    ])('when %s is asked, it is refused with 400', async (_, query, parameter) => {
      const { response, passed } = await send(get(query));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'over_limit', parameter });
      expect(passed).toBeUndefined();
    });

    it.each([
      ['as a list', '?depth[]=10'],
      ['in brackets', '?[depth]=10'],
      ['twice', '?depth=1&depth=10'],
      ['in hexadecimal', '?depth=0x10'],
      ['as a fraction', '?limit=1.5'],
    ])(
      'when depth or limit is written %s, which Payload would read its own way, it is refused',
      async (_, query) => {
        const { response, passed } = await send(get(query));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'invalid_parameter' });
        expect(passed).toBeUndefined();
      },
    );

    it('when it reads by POST (the admin’s way for long queries), it is refused', async () => {
      const { response } = await send(
        new Request(`${api}/news`, {
          method: 'POST',
          headers: {
            'x-payload-http-method-override': 'GET',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'depth=0&limit=10',
        }),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'staff_only' });
    });
  });

  describe('given a signed-in member of staff', () => {
    it('reads at depth 3 and pages of 250 (the admin’s largest) go through', async () => {
      expect((await send(get('?depth=3&limit=250'), { staff: true })).passed).toBeDefined();
    });

    it('no depth named keeps Payload’s default for staff', async () => {
      const { passed } = await send(get('?limit=10'), { staff: true });
      expect(passed?.url).toBe(`${api}/news?limit=10`);
    });

    it.each([
      ['depth 4', '?depth=4', 'depth'],
      ['a page of 251', '?limit=251', 'limit'],
      ['every document', '?limit=0', 'limit'],
    ])('%s is still refused', async (_, query, parameter) => {
      const { response } = await send(get(query), { staff: true });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        parameter,
        bounds: { depth: 3, limit: 250 },
      });
    });

    it('a read sent as POST is bounded by what its body asks', async () => {
      const post = (body: string) =>
        new Request(`${api}/news`, {
          method: 'POST',
          headers: {
            'x-payload-http-method-override': 'GET',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body,
        });
      expect(
        (await send(post('depth=0&limit=10&where[id][in]=1'), { staff: true })).passed,
      ).toBeDefined();
      expect((await send(post('depth=0&limit=400'), { staff: true })).response.status).toBe(400);
    });

    it('a JSON read sent as POST cannot slip a depth into the query through its locale', async () => {
      const { response } = await send(
        new Request(`${api}/news`, {
          method: 'POST',
          headers: { 'x-payload-http-method-override': 'GET', 'content-type': 'application/json' },
          body: JSON.stringify({ locale: 'hr&depth=10' }),
        }),
        { staff: true },
      );
      expect(response.status).toBe(400);
    });

    it('a bulk delete of every matching document (the admin’s limit=0) is a write: its limit is not a page', async () => {
      const remove = new Request(`${api}/news?limit=0&where[id][in]=1,2`, { method: 'DELETE' });
      expect((await send(remove, { staff: true })).passed).toBeDefined();
    });
  });

  it('GraphQL is not read here (graphqlLimits.mts)', async () => {
    const graphql = new Request(`${api}/graphql?depth=10`, { method: 'POST' });
    const context: ApiRequestContext = { ...rest, api: 'graphql', path: [] };
    expect((await send(graphql, { context })).passed).toBeDefined();
  });
});
