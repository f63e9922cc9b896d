/** @jest-environment node */
import { NextRequest } from 'next/server';
import { createSiteProxy } from './notModified';

const proxy = createSiteProxy({ defaultLocale: 'hr', locales: ['hr', 'en'] });
const request = (path: string) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'));

describe('an address whose escapes do not decode', () => {
  it.each([
    ['/novosti%E0%A4%A', '/preview'],
    ['/%ZZ', '/preview'],
    ['/en/news/%E0%A4', '/en/preview'],
    ['/admin/collections/news/%ZZ', '/preview'],
  ])(
    '%s answers the 404 page of its locale (rewritten to %s, which no route knows)',
    async (path, notFound) => {
      const response = await proxy(request(path));
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(notFound);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('leaves an address with escapes that decode to the page it names', async () => {
    for (const path of ['/novosti/%C4%8Dlanak', '/en/search%20results']) {
      const response = await proxy(request(path));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });
});
