import type {
  CollectionAfterErrorHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload';
import { refusalsFor } from '../staffLanguage/refusals.mts';
import { passwordProblem, type PasswordProblem } from './passwordPolicy.mts';

/**
 * The password policy on every path a password takes into an account. Payload hashes a password in
 * three places (auth/operations): create (the admin's form, the REST API, the first-user screen and
 * ADMIN_PASSWORD all create through it), update, and resetPassword, which runs no change hook, only
 * its beforeOperation. Each refusal is a field error on `password`: the API answers 400 naming the
 * rule, and the admin shows the message under the password field.
 */

async function refusal(problem: PasswordProblem, req?: PayloadRequest): Promise<Error> {
  // Loaded here, not at the top: this module's hooks are tested as data, without Payload's runtime.
  const { ValidationError } = await import('payload');
  const error = new ValidationError({
    collection: 'users',
    errors: [{ path: 'password', message: refusalsFor(req).say(problem.message) }],
  });
  // Payload's answer names the error; the bundled class may have lost its own.
  error.name = 'ValidationError';
  return error;
}

/** Create and update: the password that is about to be hashed, against the account's address. */
export const refuseWeakPassword: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const password: unknown = data?.password;
  if (typeof password !== 'string' || password === '') return data;
  const problem = passwordProblem(password, data?.email ?? originalDoc?.email);
  if (problem) throw await refusal(problem, req);
  return data;
};

/** The account a reset token opens, if it is still valid (Payload's own check comes after). */
async function accountOfToken(req: PayloadRequest, collection: string, token: string) {
  return (await req.payload.db.findOne({
    collection,
    req,
    where: {
      resetPasswordToken: { equals: token },
      resetPasswordExpiration: { greater_than: new Date().toISOString() },
    },
  })) as { email?: string } | null;
}

/** Reset (a forgotten password, an invitation): the new password, against the token's account. */
export const refuseWeakReset: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args;
  const { password, token } =
    (args as { data?: { password?: unknown; token?: unknown } }).data ?? {};
  if (typeof password !== 'string') return args;
  // An unknown or expired token still gets Payload's own 403; a weak password is refused either way.
  const account =
    typeof token === 'string' && token ? await accountOfToken(req, collection.slug, token) : null;
  const problem = passwordProblem(password, account?.email);
  if (problem) throw await refusal(problem, req);
  return args;
};

/**
 * Answers a refusal as Payload answers its own field errors (`errors[0].data.errors`: the field and its
 * message, which the admin's form shows under that field). Payload recognises its ValidationError by
 * class, and in the production build the class a hook loads is another copy of the module's, so its
 * answer would keep only "The following field is invalid: password" without saying why.
 */
export const answerFieldErrors: CollectionAfterErrorHook = ({ error }) => {
  const { data, message, name } = error as Error & { data?: { errors?: unknown } };
  if (name !== 'ValidationError' || !Array.isArray(data?.errors)) return;
  return { response: { errors: [{ name, data, message }] }, status: 400 };
};
