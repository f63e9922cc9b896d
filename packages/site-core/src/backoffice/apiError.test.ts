import { keepFieldErrors } from './apiError.mts';

type HookArgs = Parameters<typeof keepFieldErrors>[0];

describe("the API's answer to a refusal on a field", () => {
  it('carries the field and its reason, so the admin marks the field', () => {
    const error = Object.assign(new Error('An address holds lowercase letters'), {
      status: 400,
      data: { errors: [{ path: 'slug', message: 'An address holds lowercase letters' }] },
    });
    expect(keepFieldErrors({ error } as unknown as HookArgs)).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: 'An address holds lowercase letters',
            data: { errors: [{ path: 'slug', message: 'An address holds lowercase letters' }] },
          },
        ],
      },
    });
  });

  it('leaves other errors to Payload (a server error never shows its data)', () => {
    const plain = Object.assign(new Error('Not allowed'), { status: 403 });
    expect(keepFieldErrors({ error: plain } as unknown as HookArgs)).toBeUndefined();
    const crash = Object.assign(new Error('boom'), { status: 500, data: { errors: [{}] } });
    expect(keepFieldErrors({ error: crash } as unknown as HookArgs)).toBeUndefined();
  });
});
