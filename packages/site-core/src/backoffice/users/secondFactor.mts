import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { roles } from '../access/roles.mts';

/**
 * The second factor: a TOTP code (RFC 6238, 30 s steps, six digits, what every authenticator app
 * makes) or one of ten single-use recovery codes. Pure functions of the secret and the clock; the
 * stored state is in secondFactorStore.mts.
 */

/**
 * The roles that sign in with a second factor: every staff role. An editor's password alone was an
 * account that publishes on the company's site; each role has the same set-up, recovery codes and
 * administrator's reset. A role added to `roles` needs one from the start.
 */
export const rolesRequiringSecondFactor: readonly string[] = roles.map((role) => role.value);

export const requiresSecondFactor = (role: unknown) =>
  typeof role === 'string' && rolesRequiringSecondFactor.includes(role);

/** A base32 TOTP secret as an authenticator app takes it (at least 80 bits). */
export const isTotpSecret = (secret: string) => /^[A-Z2-7]{16,}=*$/.test(secret);

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, account: string, issuer: string) =>
  generateURI({ issuer, label: account, secret });

/**
 * Whether `code` is the TOTP of `secret` at `now`, one step either side for clocks that drift, and
 * later than `afterStep` (the last step accepted): a code is accepted once.
 */
export async function checkTotp(options: {
  secret: string;
  code: string;
  afterStep?: number | null;
  now?: number;
}): Promise<{ valid: true; step: number } | { valid: false }> {
  const code = options.code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return { valid: false };
  try {
    const result = await verify({
      secret: options.secret,
      token: code,
      epoch: Math.floor((options.now ?? Date.now()) / 1000),
      epochTolerance: 30,
      ...(typeof options.afterStep === 'number' ? { afterTimeStep: options.afterStep } : {}),
    });
    return result.valid && 'timeStep' in result
      ? { valid: true, step: result.timeStep }
      : { valid: false };
  } catch {
    return { valid: false };
  }
}

/** A key of its own for the second factor, derived from the back office's secret. */
export const secondFactorKey = (payloadSecret: string) =>
  createHash('sha256').update(`medivia second factor\0${payloadSecret}`).digest();

/** The TOTP secret as stored: AES-256-GCM, so a copy of the database alone does not give codes. */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const recoveryAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Recovery codes as staff read them: `XXXXX-XXXXX`, 50 bits each; case and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const hashRecoveryCode = (code: string, key: Buffer) =>
  createHmac('sha256', key).update(normalizeRecoveryCode(code)).digest('hex');

/** Ten new recovery codes, and what is stored of them (their keyed hashes). */
export function newRecoveryCodes(key: Buffer, count = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const letters = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]);
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code, key)) };
}
