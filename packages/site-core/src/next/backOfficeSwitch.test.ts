/** @jest-environment node */
import { NextRequest } from 'next/server';

// The env module parses process.env once per module registry: each case loads a fresh copy.
async function proxyWith(backOffice: string | undefined) {
  jest.resetModules();
  if (backOffice === undefined) delete process.env.BACK_OFFICE;
  else process.env.BACK_OFFICE = backOffice;
  const { createSiteProxy } = await import('./notModified');
  return createSiteProxy({ defaultLocale: 'hr', locales: ['hr', 'en'] });
}

const request = (path: string, method = 'GET') =>
  new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { method });

describe('the back office switch of a public host', () => {
  afterAll(() => {
    delete process.env.BACK_OFFICE;
  });

  it('answers 404 for the admin, its REST and GraphQL API when BACK_OFFICE=off', async () => {
    const proxy = await proxyWith('off');
    for (const [path, method] of [
      ['/admin', 'GET'],
      ['/admin/login', 'GET'],
      ['/admin/api/users/login', 'POST'],
      ['/admin/api/graphql', 'POST'],
    ] as const) {
      const response = await proxy(request(path, method));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    }
  });

  it('leaves the admin alone when it is on (the default), and never touches other paths', async () => {
    for (const value of [undefined, 'on']) {
      const proxy = await proxyWith(value);
      expect((await proxy(request('/admin'))).status).toBe(200);
      expect((await proxy(request('/admin'))).headers.get('x-middleware-next')).toBe('1');
    }
    const off = await proxyWith('off');
    expect((await off(request('/administracija'))).headers.get('x-middleware-next')).toBe('1');
    expect((await off(request('/kontakt'))).headers.get('x-middleware-next')).toBe('1');
  });

  it("answers a draft's preview with the localized 404 when BACK_OFFICE=off, whoever asks", async () => {
    const proxy = await proxyWith('off');
    for (const [path, notFoundPage] of [
      ['/preview/news/7', '/preview'],
      ['/en/preview/news/7', '/en/preview'],
      ['/en/preview/legal-pages/3', '/en/preview'],
    ] as const) {
      const staff = new NextRequest(new URL(path, 'http://127.0.0.1:3000'), {
        headers: { authorization: 'JWT a-valid-staff-token', cookie: 'payload-token=valid' },
      });
      const response = await proxy(staff);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(notFoundPage);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('leaves the preview to its route (which checks the session) when the back office is on', async () => {
    const proxy = await proxyWith(undefined);
    const response = await proxy(
      new NextRequest(new URL('/preview/news/7', 'http://127.0.0.1:3000'), {
        headers: { cookie: 'payload-token=a-token' },
      }),
    );
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('refuses a value it does not know, naming the variable', async () => {
    const proxy = await proxyWith('disabled');
    await expect(proxy(request('/admin'))).rejects.toThrow(/BACK_OFFICE/);
  });
});

describe('uploads to the back office through the proxy', () => {
  const upload = (bytes: number) =>
    new NextRequest(new URL('/admin/api/media?locale=hr', 'http://127.0.0.1:3000'), {
      method: 'POST',
      headers: {
        'content-length': String(bytes),
        'content-type': 'multipart/form-data; boundary=x',
      },
    });

  it('refuses one larger than the media library takes with 413, before reading it', async () => {
    const proxy = await proxyWith(undefined);
    const response = await proxy(upload(30 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(JSON.stringify(await response.json())).toContain('20 MB');
  });

  it('lets one within the limit through to Payload', async () => {
    const proxy = await proxyWith(undefined);
    const response = await proxy(upload(5 * 1024 * 1024));
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('a preview asked for without a session', () => {
  it('answers the localized 404 page at once, and leaves a request with a session to the route', async () => {
    const proxy = await proxyWith(undefined);
    for (const [path, notFoundPage] of [
      ['/preview/news/7', '/preview'],
      ['/en/preview/news/7', '/en/preview'],
    ] as const) {
      const response = await proxy(request(path));
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(notFoundPage);
    }
    const sessions: Record<string, string>[] = [
      { cookie: 'payload-token=a-token' },
      { authorization: 'JWT a-token' },
    ];
    for (const headers of sessions) {
      const staff = new NextRequest(new URL('/preview/news/7', 'http://127.0.0.1:3000'), {
        headers,
      });
      const response = await proxy(staff);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });
});
