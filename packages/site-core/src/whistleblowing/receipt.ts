import { randomBytes } from '@noble/hashes/utils';

/*
 * The reporter's receipt: 16 decimal digits from the operating system's CSPRNG (about 53 bits),
 * shown in four groups of four. Digits only, so it can be read out on the phone and typed on any
 * keyboard; it is never put in a URL, a log line or a mail, and the store keeps only its Argon2id
 * hash (crypto.ts, receiptSecrets).
 */

export const RECEIPT_DIGITS = 16;

/** A new receipt; each digit by rejection sampling, so no digit is likelier than another. */
export function newReceipt(): string {
  let digits = '';
  while (digits.length < RECEIPT_DIGITS) {
    for (const byte of randomBytes(32)) {
      // 250 is the largest multiple of 10 below 256: bytes above it would favour 0 to 5.
      if (byte < 250 && digits.length < RECEIPT_DIGITS) digits += String(byte % 10);
    }
  }
  return digits;
}

/** `1234 5678 9012 3456`, as the receipt page and the printable receipt show it. */
export const formatReceipt = (receipt: string) => receipt.replace(/(\d{4})(?=\d)/g, '$1 ');

/** What a reporter typed, with spaces and dashes as they like: the 16 digits, or undefined. */
export function readReceipt(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const digits = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${RECEIPT_DIGITS}}$`).test(digits) ? digits : undefined;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The offline recovery key, 160 random bits as 32 characters of Crockford base32 in groups of 4. */
export function formatRecoveryKey(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += CROCKFORD[(value << (5 - bits)) & 31];
  return out.replace(/(.{4})(?=.)/g, '$1-');
}

export function readRecoveryKey(input: unknown): Uint8Array | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{32}$/.test(text)) return undefined;
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = (value << 5) | CROCKFORD.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A case's reference: not secret (staff and the reporter name the case by it), and not guessable. */
export function newReference(year: number): string {
  const bytes = randomBytes(8);
  const code = [...bytes].map((byte) => CROCKFORD[byte & 31]).join('');
  return `WB-${year}-${code.slice(0, 4)}${code.slice(4)}`;
}
