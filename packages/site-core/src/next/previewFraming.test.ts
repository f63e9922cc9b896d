/** @jest-environment node */
import { NextRequest } from 'next/server';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { withMarketRouting } from './nextConfig.mjs';

/*
 * The back office's live preview frames a draft's preview beside the document's form: that page, and
 * no other, may be framed, and only by the site's own origin. Both headers say it: X-Frame-Options
 * (next-config, every response) and the Content-Security-Policy's frame-ancestors (the proxy's nonce
 * policy of pages rendered per request).
 */

const config = withMarketRouting({ defaultLocale: 'hr', locales: ['hr', 'en'] });

/** The X-Frame-Options Next sends for a path: the last of the config's entries that sets it. */
async function frameOptionsOf(pathname: string): Promise<string | undefined> {
  let value: string | undefined;
  for (const entry of (await config.headers!()) ?? []) {
    if (!getPathMatch(entry.source, { strict: true })(pathname)) continue;
    const header = entry.headers.find(({ key }) => key.toLowerCase() === 'x-frame-options');
    if (header) value = header.value;
  }
  return value;
}

async function proxy() {
  jest.resetModules();
  delete process.env.BACK_OFFICE;
  const { createSiteProxy } = await import('./notModified');
  return createSiteProxy({ defaultLocale: 'hr', locales: ['hr', 'en'] });
}

const request = (path: string) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'));
const frameAncestorsOf = (policy: string | null) =>
  policy?.split('; ').find((directive) => directive.startsWith('frame-ancestors'));

describe("a draft's preview", () => {
  it('may be framed by the same origin, in every locale', async () => {
    for (const path of ['/preview/news/7', '/en/preview/news/7', '/en/preview/legal-pages/3']) {
      expect(await frameOptionsOf(path)).toBe('SAMEORIGIN');
      // Staff's, framed by the admin's live preview: it carries their session.
      const staff = new NextRequest(new URL(path, 'http://127.0.0.1:3000'), {
        headers: { cookie: 'payload-token=a-token' },
      });
      const response = await (await proxy())(staff);
      expect(frameAncestorsOf(response.headers.get('content-security-policy'))).toBe(
        "frame-ancestors 'self'",
      );
    }
  });
});

describe('every other response', () => {
  it('may be framed by nobody: pages, the admin, the API, a page whose path only mentions a preview', async () => {
    for (const path of [
      '/en',
      '/novosti/vijest',
      '/o-nama/preview/x',
      '/previews/news/7',
      '/admin',
      '/admin/collections/news/7',
      '/admin/api/news/7',
      '/api/verify-recaptcha',
    ]) {
      expect(await frameOptionsOf(path)).toBe('DENY');
    }
  });

  it('search results, the other page with a nonce policy, keep frame-ancestors none', async () => {
    const response = await (await proxy())(request('/pretraga?q=servis'));
    expect(frameAncestorsOf(response.headers.get('content-security-policy'))).toBe(
      "frame-ancestors 'none'",
    );
  });
});
