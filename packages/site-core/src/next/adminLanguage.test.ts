/** @jest-environment node */
import { NextRequest } from 'next/server';
import { createSiteProxy } from './notModified';

const screen = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://127.0.0.1:3000'), {
    headers: cookie ? { cookie } : {},
  });

/** The cookie header Payload's admin receives once the proxy has passed the request on. */
const forwardedCookie = (response: Response) =>
  response.headers.get('x-middleware-request-cookie') ?? '';

describe("the admin in the market's language", () => {
  it.each([
    ['cro', 'hr', ['hr', 'en'], 'hr'],
    ['slo', 'sl', ['sl', 'en'], 'sl'],
    ['bih (Croatian: Payload has no Bosnian)', 'bs', ['bs', 'en'], 'hr'],
  ] as const)(
    '%s: a first visit gets the admin in %s',
    async (_market, defaultLocale, locales, language) => {
      const proxy = createSiteProxy({ defaultLocale, locales });
      const response = await proxy(screen('/admin/login', 'payload-token=abc'));
      expect(forwardedCookie(response)).toContain(`payload-lng=${language}`);
      expect(forwardedCookie(response)).toContain('payload-token=abc');
      expect(response.headers.get('set-cookie')).toMatch(
        new RegExp(`^payload-lng=${language}; Path=/; .*SameSite=lax`, 'i'),
      );
    },
  );

  it('keeps the language a staff member chose, and leaves the API and the site alone', async () => {
    const proxy = createSiteProxy({ defaultLocale: 'hr', locales: ['hr', 'en'] });
    for (const request of [
      screen('/admin/collections/news', 'payload-lng=en'),
      screen('/admin/api/news'),
      screen('/admin/api'),
      screen('/kontakt'),
    ]) {
      const response = await proxy(request);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(forwardedCookie(response)).not.toContain('payload-lng=hr');
    }
  });
});
