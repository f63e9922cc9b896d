/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { MAX_BODY_BYTES, readJsonBody } from './requestGuards';
import { jsonPost } from './test/fixtures';

const siteUrl = 'https://www.medivia-test.example';

async function answer(request: Request) {
  const read = await readJsonBody(request, siteUrl);
  if (read.ok) return { status: 'ok', body: read.body };
  return { status: read.response.status, body: await read.response.json() };
}

/** A body streamed in chunks without Content-Length, as a client that lies about its size would. */
function streamed(bytes: number): Request {
  const chunk = new TextEncoder().encode('x'.repeat(1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request('http://127.0.0.1:3100/mail/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3100' },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('readJsonBody', () => {
  it('passes a same-origin JSON body through', async () => {
    expect(await answer(jsonPost('/mail/send', { a: 1 }))).toEqual({
      status: 'ok',
      body: { a: 1 },
    });
    expect(
      await answer(
        jsonPost('/mail/send', { a: 1 }, { 'content-type': 'application/json; charset=utf-8' }),
      ),
    ).toEqual({
      status: 'ok',
      body: { a: 1 },
    });
  });

  it('accepts a request from the configured site origin behind a proxy', async () => {
    const request = jsonPost(
      '/mail/send',
      {},
      { origin: siteUrl, host: 'internal:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect((await answer(request)).status).toBe('ok');
  });

  it('accepts a non-browser client that sends neither Origin nor Sec-Fetch-Site', async () => {
    const request = new Request('http://127.0.0.1:3100/mail/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await answer(request)).status).toBe('ok');
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin "null"', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403', async (_case, headers) => {
    expect(await answer(jsonPost('/mail/send', {}, headers))).toEqual({
      status: 403,
      body: { error: 'cross_origin' },
    });
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
  ])('refuses content type %s with 415', async (type) => {
    const result = await answer(jsonPost('/mail/send', {}, { 'content-type': type }));
    expect(result).toEqual({
      status: 415,
      body: { error: 'unsupported_media_type', expected: 'application/json' },
    });
  });

  it('refuses a body over 16 kB by its Content-Length with 413', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await answer(jsonPost('/mail/send', big))).toEqual({
      status: 413,
      body: { error: 'body_too_large', limit: MAX_BODY_BYTES },
    });
  });

  it('refuses a streamed body that grows past the limit without a Content-Length', async () => {
    expect((await answer(streamed(MAX_BODY_BYTES + 4096))).status).toBe(413);
  });

  it.each(['{"department":', 'undefined', '', "{'a':1}"])(
    'answers %j, which is not JSON, with 400',
    async (text) => {
      expect(await answer(jsonPost('/mail/send', text))).toEqual({
        status: 400,
        body: { error: 'invalid_json' },
      });
    },
  );
});
