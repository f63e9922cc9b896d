import { isTotpSecret } from './users/secondFactor.mts';
import { passwordProblem } from './users/passwordPolicy.mts';

export interface FirstAdministrator {
  email: string;
  password: string;
  /** Base32 TOTP secret the operator put in the administrator's authenticator app. */
  totpSecret?: string;
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD together, or nothing: there is never a default password. The password
 * meets the policy of every account (users/passwordPolicy.mts), checked here so a weak one stops the
 * start with the rule it breaks rather than failing inside the first request.
 * ADMIN_TOTP_SECRET (optional, base32) gives that administrator its second factor at creation, as an
 * operator provisions the password; without it the administrator sets one up at first sign-in.
 */
export function firstAdministratorFromEnv(
  env: Record<string, string | undefined>,
): FirstAdministrator | undefined {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) return undefined;
  const problem = passwordProblem(password, email);
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem.message}`);
  const totpSecret = env.ADMIN_TOTP_SECRET?.trim().toUpperCase().replace(/\s/g, '');
  if (!totpSecret) return { email, password };
  if (!isTotpSecret(totpSecret)) {
    throw new Error(
      'ADMIN_TOTP_SECRET must be a base32 secret of at least 16 characters (A-Z, 2-7)',
    );
  }
  return { email, password, totpSecret };
}
