/** @jest-environment node */
import { passwordProblem } from './passwordPolicy.mts';

const email = 'ana.horvat@medivia-hr.example';

describe('the staff password policy', () => {
  it('accepts a long passphrase that is not the account’s address', () => {
    expect(passwordProblem('zelena-livada-kraj-rijeke', email)).toBeUndefined();
    expect(passwordProblem('Tri mačke spavaju na suncu', email)).toBeUndefined();
  });

  it('accepts the passwords the test suites and the operators’ setup already use', () => {
    expect(passwordProblem('editor-pass-1234', 'editor-cro@medivia-test.example')).toBeUndefined();
    expect(
      passwordProblem('editor-test-password-1', 'editor-1764180000000@medivia-test.example'),
    ).toBeUndefined();
    expect(
      passwordProblem('test-only-staff-password-7f3a', 'admin@medivia-test.example'),
    ).toBeUndefined();
    // The suites' administrator had 'admin' in its password, the name before its @: refused now.
    expect(
      passwordProblem('test-only-admin-password-7f3a', 'admin@medivia-test.example')?.rule,
    ).toBe('email');
  });

  it('refuses fewer than 12 characters, naming the length', () => {
    expect(passwordProblem('123', email)).toEqual({
      rule: 'length',
      message: 'Too short: a password needs at least 12 characters.',
    });
    expect(passwordProblem('k8#Lq2!vW9z', email)?.rule).toBe('length');
    // Characters, not UTF-16 units: twelve letters with diacritics are twelve.
    expect(passwordProblem('čćžšđčćžšđčx', email)?.rule).not.toBe('length');
  });

  it('refuses the account’s e-mail address or the name before its @, in any case', () => {
    expect(passwordProblem('ana.horvat@medivia-hr.example', email)?.rule).toBe('email');
    expect(passwordProblem('Ana.Horvat-2024-zagreb', email)?.message).toMatch(/e-mail address/);
    expect(passwordProblem('editor-pass-1234', 'editor@medivia-test.example')?.rule).toBe('email');
    // Without an address (a reset whose account is looked up later) the rule cannot apply.
    expect(passwordProblem('ana.horvat-2024-zagreb')).toBeUndefined();
  });

  it('refuses a common password, also with digits and symbols around it or look-alike letters', () => {
    for (const weak of [
      'password1234',
      'qwerty123456',
      'P@ssw0rd2024!',
      'Summer2024!!!',
      '1qaz2wsx3edc',
    ]) {
      expect(passwordProblem(weak, email)).toEqual(
        expect.objectContaining({ rule: 'common', message: expect.stringMatching(/Too common/) }),
      );
    }
  });

  it('refuses runs a cracker enumerates first', () => {
    for (const weak of [
      'aaaaaaaaaaaaaa',
      'abababababab',
      'abcdefghijklm',
      '234567890123',
      '987654321098',
    ]) {
      expect(passwordProblem(weak, email)?.rule).toBe('pattern');
    }
  });
});
