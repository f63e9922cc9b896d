/** @jest-environment node */
import type { PayloadRequest } from 'payload';
import { listenOriginHeader } from '../../server/requestAddress.mts';
import { resetLink, signInLink } from './adminLinks.mts';

/** A request as Payload hands it to the mails, from a stranger naming another host. */
function request(serverURL: string | undefined, headers: Record<string, string> = {}) {
  return {
    url: 'https://evil.example/admin/api/users/forgot-password',
    headers: new Headers({
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      ...headers,
    }),
    payload: {
      config: { serverURL, routes: { admin: '/admin' }, admin: { routes: { reset: '/reset' } } },
    },
  } as unknown as PayloadRequest;
}

describe('links in mail', () => {
  it('are on SERVER_URL, whatever Host and X-Forwarded-* say', () => {
    const req = request('https://www.medivia.hr');
    expect(resetLink(req, 'a/b')).toBe('https://www.medivia.hr/admin/reset/a%2Fb');
    expect(signInLink(req)).toBe('https://www.medivia.hr/admin');
  });

  it('are on the address the server listens on without SERVER_URL (development), never on Host', () => {
    const req = request(undefined, { [listenOriginHeader]: 'http://127.0.0.1:3000' });
    expect(resetLink(req, 'token')).toBe('http://127.0.0.1:3000/admin/reset/token');
  });

  it('are not made at all without either', () => {
    expect(() => resetLink(request(undefined), 'token')).toThrow(/SERVER_URL is not set/);
  });
});
