/** @jest-environment node */
import { accessWithoutServerError } from './graphqlAccess.mts';

// Payload's `Access` query field, whose resolver leaves out what is false (sanitizePermissions).
const resolve = jest.fn(async (): Promise<Record<string, unknown>> => ({ news: { read: true } }));
const schema = { Query: { fields: { Access: { type: 'Access', resolve } } } };
type AccessField = { type: string; resolve: () => Promise<unknown> };
const queries = () =>
  (accessWithoutServerError as (...args: unknown[]) => { Access: AccessField })({}, schema);

describe('accessWithoutServerError (GraphQL `Access { canAccessAdmin }`)', () => {
  it('says false for a visitor, where Payload left the field out and GraphQL failed with a 500', async () => {
    const { Access } = queries();
    expect(Access.type).toBe('Access');
    await expect(Access.resolve()).resolves.toEqual({
      news: { read: true },
      canAccessAdmin: false,
    });
  });

  it('keeps true for staff', async () => {
    resolve.mockResolvedValueOnce({ canAccessAdmin: true });
    await expect(queries().Access.resolve()).resolves.toEqual({ canAccessAdmin: true });
  });

  it('adds nothing when the schema has no Access field', () => {
    expect(
      (accessWithoutServerError as (...args: unknown[]) => object)({}, { Query: { fields: {} } }),
    ).toEqual({});
  });
});
