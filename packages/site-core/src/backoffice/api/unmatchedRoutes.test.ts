/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { unmatchedRoutes } from './unmatchedRoutes.mts';
import type { ApiRequestContext } from './types.mts';

const context = (api: 'rest' | 'graphql'): ApiRequestContext => ({
  api,
  path: ['second-factors'],
  config: {} as SanitizedConfig,
});
const payloadAnswers = (status: number, body: object) => async () =>
  Response.json(body, { status });

describe('unmatchedRoutes', () => {
  it('a method no route of Payload’s takes is a 404, not Payload’s 501 naming its own URL', async () => {
    const answer = await unmatchedRoutes(
      new Request('http://127.0.0.1/admin/api/second-factors', { method: 'POST' }),
      context('rest'),
      payloadAnswers(501, {
        message: 'Cannot POST http://localhost:3100/admin/api/second-factors',
      }),
    );
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ errors: [{ message: 'Not Found' }] });
  });

  it('leaves every other answer as it is', async () => {
    for (const status of [200, 400, 403, 500]) {
      const answer = await unmatchedRoutes(
        new Request('http://127.0.0.1/admin/api/news'),
        context('rest'),
        payloadAnswers(status, { status }),
      );
      expect(answer.status).toBe(status);
    }
  });
});
