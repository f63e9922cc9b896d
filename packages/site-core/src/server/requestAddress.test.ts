/** @jest-environment node */
import {
  connectionAddressHeader,
  listenOriginHeader,
  signInAddress,
  stampRequest,
  trustedProxies,
} from './requestAddress.mts';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('the address a sign-in is counted by', () => {
  const none = trustedProxies([]);

  it('is the connection address, whatever X-Forwarded-For the client wrote', () => {
    const headers = request({
      [connectionAddressHeader]: '::ffff:127.0.0.2',
      'x-forwarded-for': '10.9.8.7',
    });
    expect(signInAddress(headers, none)).toBe('127.0.0.2');
  });

  describe('behind trusted proxies', () => {
    const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8']);

    it('is the first hop no trusted proxy stands for, read from the right', () => {
      const headers = request({
        [connectionAddressHeader]: '127.0.0.1',
        'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.1.2.3',
      });
      // 1.2.3.4 is what the client claimed; 203.0.113.9 connected to the trusted 10.1.2.3.
      expect(signInAddress(headers, proxies)).toBe('203.0.113.9');
    });

    it('ignores X-Forwarded-For from a connection that is not a trusted proxy', () => {
      const headers = request({
        [connectionAddressHeader]: '198.51.100.1',
        'x-forwarded-for': '10.0.0.5',
      });
      expect(signInAddress(headers, proxies)).toBe('198.51.100.1');
    });
  });

  it('falls back to the right-most X-Forwarded-For entry (Next sets it from the socket) without the stamp', () => {
    expect(signInAddress(request({ 'x-forwarded-for': '127.0.0.3' }), none)).toBe('127.0.0.3');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or block', () => {
    expect(() => trustedProxies(['proxy.internal'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies(['10.0.0.0/40'])).toThrow(/prefix/);
  });
});

describe('what a request says of where it comes from (stampRequest)', () => {
  const forged = () => ({
    host: 'evil.example',
    'x-forwarded-for': '10.9.8.7',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    forwarded: 'for=10.9.8.7;host=evil.example;proto=https',
    [listenOriginHeader]: 'https://evil.example',
  });
  const socket = (remoteAddress: string) => ({
    remoteAddress,
    localAddress: '::ffff:127.0.0.1',
    localPort: 3100,
  });

  it("drops a stranger's X-Forwarded-* and Forwarded, and stamps the connection and the origin it reached", () => {
    const request = { headers: forged() as Record<string, unknown>, socket: socket('127.0.0.2') };
    stampRequest(request, trustedProxies(['127.0.0.3']));
    expect(request.headers).toEqual({
      host: 'evil.example',
      [connectionAddressHeader]: '127.0.0.2',
      [listenOriginHeader]: 'http://127.0.0.1:3100',
    });
  });

  it("keeps a trusted proxy's X-Forwarded-* for the address, host and scheme it vouches for", () => {
    const request = { headers: forged() as Record<string, unknown>, socket: socket('127.0.0.3') };
    stampRequest(request, trustedProxies(['127.0.0.3']));
    expect(request.headers).toMatchObject({
      'x-forwarded-for': '10.9.8.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      [connectionAddressHeader]: '127.0.0.3',
      [listenOriginHeader]: 'http://127.0.0.1:3100',
    });
  });

  it('writes an IPv6 listen address in brackets', () => {
    const request = {
      headers: {} as Record<string, unknown>,
      socket: { remoteAddress: '::1', localAddress: '::1', localPort: 3000 },
    };
    stampRequest(request, trustedProxies([]));
    expect(request.headers[listenOriginHeader]).toBe('http://[::1]:3000');
  });
});
