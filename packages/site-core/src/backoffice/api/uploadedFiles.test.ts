/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SanitizedConfig } from 'payload';
// Next's own route compiler: the test matches the header sources exactly as `next start` does.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { withMarketRouting } from '../../next/nextConfig.mjs';
import { backOfficeApi, backOfficeApiMiddleware, type PayloadRoutes } from './index.mts';
import { UPLOADED_FILE_POLICY, uploadedFiles } from './uploadedFiles.mts';

const staticDir = mkdtempSync(path.join(tmpdir(), 'medivia-media-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
writeFileSync(path.join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const config = {
  collections: [{ slug: 'media', upload: { staticDir } }, { slug: 'news' }],
} as unknown as SanitizedConfig;

/** Payload's file route as it answers: the file with its type, or 500 when it is gone from disk. */
function payloadAnswer(response: () => Response) {
  const handler = jest.fn(async () => response());
  const factory = () => handler;
  const routes = Object.fromEntries(
    [
      'REST_GET',
      'REST_POST',
      'REST_DELETE',
      'REST_PATCH',
      'REST_PUT',
      'REST_OPTIONS',
      'GRAPHQL_POST',
    ].map((name) => [name, factory]),
  ) as unknown as PayloadRoutes;
  // This check alone: the others ask Payload who is signing in, which these tests do not start.
  return { handler, api: backOfficeApi(config, routes, [uploadedFiles]) };
}

const get = (url: string, slug: string[]) =>
  [
    new Request(`http://127.0.0.1:3000/admin/api/${url}`),
    { params: Promise.resolve({ slug }) },
  ] as const;

const file = (type: string, policy?: string) => () =>
  new Response('<svg/>', {
    status: 200,
    headers: { 'content-type': type, ...(policy ? { 'content-security-policy': policy } : {}) },
  });

describe('files the back office serves from its media library', () => {
  it('is one of the checks of every back-office API request', () => {
    expect(backOfficeApiMiddleware).toContain(uploadedFiles);
  });

  it('sandboxes an SVG, whatever query it is asked with (an image size, a download)', async () => {
    for (const query of ['', '?download=true', '?prefix=x']) {
      const { api } = payloadAnswer(file('image/svg+xml'));
      const response = await api.rest.GET(
        ...get(`media/file/logo.svg${query}`, ['media', 'file', 'logo.svg']),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(UPLOADED_FILE_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe('<svg/>');
    }
  });

  it("replaces Payload's weaker policy for XML, which a browser would render as SVG", async () => {
    const { api } = payloadAnswer(file('application/xml', "script-src 'none'"));
    const response = await api.rest.GET(...get('media/file/a.xml', ['media', 'file', 'a.xml']));
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('leaves a PDF without a sandbox, which Chromium would refuse to show', async () => {
    const { api } = payloadAnswer(file('application/pdf'));
    const response = await api.rest.GET(...get('media/file/a.pdf', ['media', 'file', 'a.pdf']));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answers 404, not 500, for a document whose file is gone from the disk', async () => {
    const gone = () =>
      Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 });
    const { api } = payloadAnswer(gone);
    const response = await api.rest.GET(
      ...get('media/file/removed.png', ['media', 'file', 'removed.png']),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] });
  });

  it('keeps a 500 whose file is still there (a real failure, for the operator to see)', async () => {
    const failing = () =>
      Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 });
    const { api } = payloadAnswer(failing);
    const response = await api.rest.GET(
      ...get('media/file/logo.svg', ['media', 'file', 'logo.svg']),
    );
    expect(response.status).toBe(500);
  });

  it('leaves other API requests as Payload answers them', async () => {
    const { api, handler } = payloadAnswer(file('application/json'));
    const response = await api.rest.GET(...get('media/7', ['media', '7']));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe("the admin's own Content-Security-Policy (next-config)", () => {
  const policyFor = async (pathname: string) => {
    const rules = await withMarketRouting({ defaultLocale: 'hr', locales: ['hr', 'en'] })
      .headers!();
    return rules
      .map((rule) => ({ ...rule, regex: new RegExp(buildCustomRoute('header', rule).regex) }))
      .filter((rule) => rule.regex.test(pathname))
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
  };

  it('covers the admin screens and API', async () => {
    for (const pathname of ['/admin', '/admin/collections/media', '/admin/api/media/7']) {
      expect(await policyFor(pathname)).toEqual([expect.stringContaining("script-src 'self'")]);
    }
  });

  it("leaves the uploaded files to their route's sandbox (a header from next-config would win)", async () => {
    for (const pathname of [
      '/admin/api/media/file/logo.svg',
      '/admin/api/media/file/logo-400x300.png',
    ]) {
      expect(await policyFor(pathname)).toEqual([]);
    }
  });
});
