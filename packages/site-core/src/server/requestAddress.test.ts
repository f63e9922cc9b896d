/** @jest-environment node */
import { connectionAddressHeader, signInAddress, trustedProxies } from './requestAddress.mts';

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
