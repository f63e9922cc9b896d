/** @jest-environment node */
import type { SanitizedConfig } from 'payload';
import { BULK_DELETE_MAX, limitBulkDeletes, type CountMatching } from './bulkDeletes.mts';
import type { ApiRequestContext } from './types.mts';

const context = (path: string[], api: 'rest' | 'graphql' = 'rest'): ApiRequestContext => ({
  api,
  path,
  config: {} as SanitizedConfig,
});

/** Runs the check with a collection of `matching` documents; whether Payload's handler was reached. */
async function send(
  method: string,
  url: string,
  path: string[],
  matching: Awaited<ReturnType<CountMatching>>,
) {
  const count = jest.fn<ReturnType<CountMatching>, Parameters<CountMatching>>(async () => matching);
  const handler = jest.fn(async () => Response.json({ handler: true }));
  const response = await limitBulkDeletes(count)(
    new Request(`http://127.0.0.1/admin/api/${url}`, { method }),
    context(path),
    handler,
  );
  return { response, reached: handler.mock.calls.length > 0, counted: count.mock.calls.length };
}

describe('bulk deletes', () => {
  it('refuses a delete of the whole collection (no where) with 400, saying why', async () => {
    const { response, reached } = await send('DELETE', 'news', ['news'], 'missing');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('bulk_delete');
    expect(body.message).toMatch(/whole collection/);
    expect(reached).toBe(false);
  });

  it(`refuses a where matching more than ${BULK_DELETE_MAX} documents, naming how many`, async () => {
    const { response, reached } = await send(
      'DELETE',
      'news?where[id][exists]=true',
      ['news'],
      BULK_DELETE_MAX + 1,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { matching: number; message: string };
    expect(body.matching).toBe(BULK_DELETE_MAX + 1);
    expect(body.message).toContain(`${BULK_DELETE_MAX + 1} documents`);
    expect(reached).toBe(false);
  });

  it(`lets a delete of up to ${BULK_DELETE_MAX} documents (a page of the list) through`, async () => {
    const { reached } = await send('DELETE', 'news?where[id][in]=1,2', ['news'], BULK_DELETE_MAX);
    expect(reached).toBe(true);
  });

  it('leaves a where Payload cannot read to Payload’s own answer', async () => {
    const { reached } = await send('DELETE', 'news?where=[', ['news'], undefined);
    expect(reached).toBe(true);
  });

  it('does not look at one document’s delete, at reads, or at GraphQL', async () => {
    expect(await send('DELETE', 'news/4', ['news', '4'], 'missing')).toMatchObject({
      reached: true,
      counted: 0,
    });
    expect(await send('GET', 'news', ['news'], 'missing')).toMatchObject({
      reached: true,
      counted: 0,
    });
    const handler = jest.fn(async () => new Response('{}'));
    await limitBulkDeletes(async () => 'missing')(
      new Request('http://127.0.0.1/admin/api/graphql', { method: 'DELETE' }),
      context([], 'graphql'),
      handler,
    );
    expect(handler).toHaveBeenCalled();
  });
});
