/** @jest-environment node */
import { roles } from '../access/roles.mts';
import { generate } from 'otplib';
import {
  checkTotp,
  hashRecoveryCode,
  isTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  requiresSecondFactor,
  rolesRequiringSecondFactor,
  sealSecret,
  secondFactorKey,
} from './secondFactor.mts';

describe('the second factor', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const now = Date.UTC(2026, 10, 27, 9, 0, 10);
  const codeAt = (time: number) => generate({ secret, epoch: Math.floor(time / 1000) });

  it('is required of every staff role, editors included', () => {
    expect(rolesRequiringSecondFactor).toEqual(roles.map((role) => role.value));
    for (const role of ['administrator', 'editor', 'hr', 'pharmacovigilance']) {
      expect(requiresSecondFactor(role)).toBe(true);
    }
  });

  it('accepts the current code and the one of the step before or after (clock drift)', async () => {
    expect(await checkTotp({ secret, code: await codeAt(now), now })).toMatchObject({
      valid: true,
    });
    expect(await checkTotp({ secret, code: await codeAt(now - 30_000), now })).toMatchObject({
      valid: true,
    });
    expect(await checkTotp({ secret, code: await codeAt(now - 90_000), now })).toEqual({
      valid: false,
    });
  });

  it('accepts a code once: not again at or before the last step accepted', async () => {
    const code = await codeAt(now);
    const first = await checkTotp({ secret, code, now });
    if (!first.valid) throw new Error('the first use should pass');
    expect(await checkTotp({ secret, code, now, afterStep: first.step })).toEqual({ valid: false });
    const next = await codeAt(now + 30_000);
    expect(
      await checkTotp({ secret, code: next, now: now + 30_000, afterStep: first.step }),
    ).toMatchObject({ valid: true });
  });

  it('refuses what is not six digits', async () => {
    expect(await checkTotp({ secret, code: 'abcdef', now })).toEqual({ valid: false });
    expect(await checkTotp({ secret, code: '', now })).toEqual({ valid: false });
  });

  it('keeps the secret sealed in the database, readable only with the back office key', () => {
    const key = secondFactorKey('x'.repeat(32));
    const sealed = sealSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, key)).toBe(secret);
    expect(() => openSecret(sealed, secondFactorKey('y'.repeat(32)))).toThrow();
  });

  it('makes ten distinct recovery codes, stored only as keyed hashes; case and dashes do not matter', () => {
    const key = secondFactorKey('x'.repeat(32));
    const { codes, hashes } = newRecoveryCodes(key);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(hashes.join()).not.toContain(codes[0]!.replace('-', ''));
    expect(hashRecoveryCode(codes[0]!.toLowerCase().replace('-', ' '), key)).toBe(hashes[0]);
  });

  it('makes secrets an authenticator app takes (base32, 160 bits)', () => {
    const made = newTotpSecret();
    expect(isTotpSecret(made)).toBe(true);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(isTotpSecret('not a secret')).toBe(false);
  });
});
