/** @jest-environment node */
import type { CollectionAfterErrorHook } from 'payload';
import { answerFieldErrors } from './passwordChecks.mts';

type HookArgs = Parameters<CollectionAfterErrorHook>[0];

describe('the answer to a refused password', () => {
  it('keeps the field and the rule’s message, as Payload answers its own field errors', () => {
    const refusal = Object.assign(new Error('The following field is invalid: password'), {
      name: 'ValidationError',
      data: {
        collection: 'users',
        errors: [
          { path: 'password', message: 'Too short: a password needs at least 12 characters.' },
        ],
      },
    });
    expect(answerFieldErrors({ error: refusal } as unknown as HookArgs)).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: 'The following field is invalid: password',
            data: refusal.data,
          },
        ],
      },
    });
  });

  it('leaves every other error to Payload', () => {
    const forbidden = Object.assign(new Error('Token is either invalid or has expired.'), {
      name: 'APIError',
      status: 403,
    });
    expect(answerFieldErrors({ error: forbidden } as unknown as HookArgs)).toBeUndefined();
  });
});
