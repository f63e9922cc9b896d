import commonPasswords from './commonPasswords.json' with { type: 'json' };

/**
 * The password policy of every staff account (ARCHITECTURE: "a password policy for every account"):
 * long enough to resist guessing, not the account's own address, not a password that guessing lists
 * start with. Checked on create, update, reset, the first-user screen and ADMIN_PASSWORD alike
 * (users/passwordChecks.mts, firstAdministratorFromEnv).
 */
export const MIN_PASSWORD_LENGTH = 12;

/** Which rule a password breaks. */
export type PasswordRule = 'length' | 'email' | 'common' | 'pattern';

export interface PasswordProblem {
  rule: PasswordRule;
  /** Shown under the password field in the admin and answered by the API: it says what to change. */
  message: string;
}

const messages: Record<PasswordRule, string> = {
  length: `Too short: a password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
  email:
    'Contains the account’s e-mail address or its name before the @. Choose a password without it.',
  common:
    'Too common: this password (or the word in it) is among the first that attackers try. Choose another.',
  pattern:
    'Too predictable: a repeated or sequential run of characters (aaaa…, 1234…, abab…). Choose another.',
};

// The most frequent passwords of public breach lists (zxcvbn's frequency list, MIT), lowercased: the
// first thousand of any length and every one of 12 or more characters. A password is refused when it
// is one of them, or one of them with digits and symbols around it (Summer2024!!, P@ssw0rd1234).
const common: ReadonlySet<string> = new Set(commonPasswords as string[]);

// Letters people swap for look-alike digits and symbols: p@ssw0rd reads as password to a cracker too.
const lookalikes: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

const unleet = (text: string) => text.replace(/[@48310!$57]/g, (char) => lookalikes[char] ?? char);

/** The word a password is built around: without the digits and symbols before and after it. */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  const candidates = [lower, unleet(lower), core(lower), unleet(core(lower))];
  return candidates.some((candidate) => candidate.length > 0 && common.has(candidate));
}

/** A run a cracker enumerates first: few distinct characters, or one steady step (abcd…, 9876…). */
function isPattern(password: string): boolean {
  const chars = [...password.toLowerCase()];
  if (new Set(chars).size < 5) return true;
  const codes = chars.map((char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  // 1234567890 wraps from 9 to 0; every other step must be the same.
  return (
    Math.abs(step) === 1 &&
    codes.every(
      (code, index) =>
        index === 0 ||
        code - codes[index - 1]! === step ||
        (chars[index - 1] === '9' && chars[index] === '0') ||
        (chars[index - 1] === '0' && chars[index] === '9'),
    )
  );
}

function containsAddress(password: string, email: string | undefined): boolean {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  const lower = password.toLowerCase();
  const local = address.split('@')[0] ?? '';
  // A one- or two-letter name (jo@…) would refuse half the dictionary; three letters up are names.
  return lower.includes(address) || (local.length >= 3 && lower.includes(local));
}

/** The first rule the password breaks, or undefined when it passes the policy. */
export function passwordProblem(
  password: string,
  email?: string | null,
): PasswordProblem | undefined {
  const rule: PasswordRule | undefined =
    [...password].length < MIN_PASSWORD_LENGTH
      ? 'length'
      : containsAddress(password, email ?? undefined)
        ? 'email'
        : isCommon(password)
          ? 'common'
          : isPattern(password)
            ? 'pattern'
            : undefined;
  return rule ? { rule, message: messages[rule] } : undefined;
}
