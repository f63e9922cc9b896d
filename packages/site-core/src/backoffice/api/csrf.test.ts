/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { claimedOrigin, sameOriginWrites } from './csrf.mts';
import type { ApiRequestContext } from './types.mts';

const context = (serverURL = '', api: ApiRequestContext['api'] = 'rest'): ApiRequestContext => ({
  api,
  path: api === 'rest' ? ['news', '1'] : [],
  config: { serverURL } as SanitizedConfig,
});

/** A request to the back office at 127.0.0.1:3000, as a browser or a script would send it. */
function request(method: string, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1:3000/admin/api/news/1', {
    method,
    headers: { host: '127.0.0.1:3000', ...headers },
  });
}

async function send(req: Request, ctx = context()) {
  const next = jest.fn(async () => Response.json({ doc: {} }, { status: 200 }));
  const response = await sameOriginWrites(req, ctx, next);
  return { response, handled: next.mock.calls.length > 0 };
}

describe('a state-changing request to the back office API', () => {
  describe('given no SERVER_URL (the host the request was sent to is the site)', () => {
    it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
      'when a page of another site sends a %s, it is refused with 403 before Payload sees it',
      async (method) => {
        const { response, handled } = await send(
          request(method, { origin: 'http://evil.example' }),
        );
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: 'cross_origin' });
        expect(handled).toBe(false);
      },
    );

    it('when the admin’s own page sends it, it goes through', async () => {
      const { response, handled } = await send(
        request('PATCH', { origin: 'http://127.0.0.1:3000' }),
      );
      expect(response.status).toBe(200);
      expect(handled).toBe(true);
    });

    it('when a reverse proxy forwards the public host, the public origin is the site’s', async () => {
      const forwarded = request('POST', {
        origin: 'https://www.medivia.hr',
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.medivia.hr',
      });
      expect((await send(forwarded)).handled).toBe(true);
    });

    it('when another port of the same host sends it, it is another site', async () => {
      const { response } = await send(request('POST', { origin: 'http://127.0.0.1:3030' }));
      expect(response.status).toBe(403);
    });

    it('when the browser hides the origin (`Origin: null`), it is refused', async () => {
      expect((await send(request('POST', { origin: 'null' }))).response.status).toBe(403);
    });

    it('when only a Referer names the page, a foreign one is refused and the site’s own passes', async () => {
      const foreign = await send(request('DELETE', { referer: 'http://evil.example/form.html' }));
      expect(foreign.response.status).toBe(403);
      const own = await send(request('DELETE', { referer: 'http://127.0.0.1:3000/admin/x' }));
      expect(own.handled).toBe(true);
    });

    it('when neither header is sent (a script with its own token), it goes through', async () => {
      expect((await send(request('POST', { authorization: 'JWT x' }))).handled).toBe(true);
    });

    it('a GraphQL request from another site is refused too', async () => {
      const graphql = new Request('http://127.0.0.1:3000/admin/api/graphql', {
        method: 'POST',
        headers: { host: '127.0.0.1:3000', origin: 'http://evil.example' },
      });
      expect((await send(graphql, context('', 'graphql'))).response.status).toBe(403);
    });
  });

  describe('given SERVER_URL=https://www.medivia.hr', () => {
    const site = context('https://www.medivia.hr');

    it('its exact origin passes, whatever Host the proxy sent', async () => {
      const fromSite = request('PATCH', { origin: 'https://www.medivia.hr' });
      expect((await send(fromSite, site)).handled).toBe(true);
    });

    it('the same host over http, or the request’s own Host, is not the site', async () => {
      const plain = request('PATCH', { origin: 'http://www.medivia.hr' });
      expect((await send(plain, site)).response.status).toBe(403);
      const internal = request('PATCH', { origin: 'http://127.0.0.1:3000' });
      expect((await send(internal, site)).response.status).toBe(403);
    });
  });

  it('reads are not its concern: a GET from anywhere goes on to the read checks', async () => {
    expect((await send(request('GET', { origin: 'http://evil.example' }))).handled).toBe(true);
  });
});

describe('claimedOrigin', () => {
  it('prefers Origin, falls back to the Referer’s origin, and calls an unreadable Referer foreign', () => {
    expect(
      claimedOrigin(new Headers({ origin: 'https://a.example', referer: 'https://b.example/x' })),
    ).toBe('https://a.example');
    expect(claimedOrigin(new Headers({ referer: 'https://b.example/x?y' }))).toBe(
      'https://b.example',
    );
    expect(claimedOrigin(new Headers({ referer: 'not a url' }))).toBe('null');
    expect(claimedOrigin(new Headers())).toBeNull();
  });
});
