/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { defaultLocale } from './defaultLocale.mts';
import type { ApiRequestContext } from './types.mts';

const config = { localization: { defaultLocale: 'hr' } } as unknown as SanitizedConfig;
const rest: ApiRequestContext = { api: 'rest', path: ['news'], config };

/** The URL the next handler was given. */
async function passedOn(url: string, context = rest, method = 'GET') {
  let seen = '';
  await defaultLocale(new Request(url, { method }), context, async (request) => {
    seen = request.url;
    return new Response(null);
  });
  return new URL(seen);
}

describe('REST reads without a locale', () => {
  it('read the default locale', async () => {
    const url = await passedOn('http://site.test/admin/api/news?where[title][equals]=x');
    expect(url.searchParams.get('locale')).toBe('hr');
    expect(url.searchParams.get('where[title][equals]')).toBe('x');
  });

  it('keep a locale the caller chose, all locales included', async () => {
    expect(
      (await passedOn('http://site.test/admin/api/news?locale=en')).searchParams.get('locale'),
    ).toBe('en');
    expect(
      (await passedOn('http://site.test/admin/api/news?locale=all')).searchParams.get('locale'),
    ).toBe('all');
  });

  it('leave writes and GraphQL as they are', async () => {
    expect(
      (await passedOn('http://site.test/admin/api/news', rest, 'DELETE')).searchParams.has(
        'locale',
      ),
    ).toBe(false);
    expect(
      (
        await passedOn('http://site.test/admin/api/graphql', { ...rest, api: 'graphql', path: [] })
      ).searchParams.has('locale'),
    ).toBe(false);
  });
});
