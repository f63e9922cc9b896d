/** @jest-environment node */
import { unknownEndpoint } from './unknownEndpoint';

describe('unknownEndpoint', () => {
  it('answers 404 with a machine-readable JSON error that is never cached', async () => {
    const response = unknownEndpoint();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toMatchObject({ error: 'unknown_endpoint' });
  });
});
