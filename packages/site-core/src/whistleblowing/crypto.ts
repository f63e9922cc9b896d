import { xchacha20poly1305 } from '@noble/ciphers/chacha';
import { x25519 } from '@noble/curves/ed25519';
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils';
import { argon2id } from 'hash-wasm';

/*
 * The whistleblowing channel's cryptography (research feature 9), on audited libraries only:
 * X25519 (@noble/curves), XChaCha20-Poly1305 (@noble/ciphers), HKDF-SHA-256 (@noble/hashes) and
 * Argon2id (hash-wasm). Every secret the database holds is either a public key or something sealed
 * under a key the database does not hold: a password's, a receipt's, the recovery key's or the
 * channel's private key. Bytes are stored as base64 text, so one SQL serves SQLite and PostgreSQL.
 */

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
export const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const newKey = () => randomBytes(32);
export const newSalt = () => randomBytes(16);

/** Thrown when a sealed value does not open: a wrong password, receipt or recovery key, or tampering. */
export class SealBroken extends Error {
  constructor() {
    super('The value does not open with this key.');
  }
}

/** Encrypts `plain` under a 32-byte key; the random 24-byte nonce goes first. */
export function seal(key: Uint8Array, plain: Uint8Array, context = ''): Uint8Array {
  const nonce = randomBytes(24);
  const cipher = xchacha20poly1305(key, nonce, utf8ToBytes(context));
  return concatBytes(nonce, cipher.encrypt(plain));
}

export function unseal(key: Uint8Array, sealed: Uint8Array, context = ''): Uint8Array {
  if (sealed.length < 24 + 16) throw new SealBroken();
  try {
    return xchacha20poly1305(key, sealed.subarray(0, 24), utf8ToBytes(context)).decrypt(
      sealed.subarray(24),
    );
  } catch {
    throw new SealBroken();
  }
}

export const sealText = (key: Uint8Array, text: string, context = '') =>
  toBase64(seal(key, utf8ToBytes(text), context));
export const unsealText = (key: Uint8Array, sealed: string, context = '') =>
  new TextDecoder().decode(unseal(key, fromBase64(sealed), context));

export interface KeyPair {
  publicKey: Uint8Array;
  privateKey: Uint8Array;
}

export function newKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey();
  return { privateKey, publicKey: x25519.getPublicKey(privateKey) };
}

const boxKey = (shared: Uint8Array, ephemeral: Uint8Array, recipient: Uint8Array) =>
  hkdf(sha256, shared, concatBytes(ephemeral, recipient), 'medivia wb sealed box', 32);

/**
 * Seals bytes to a public key (an ephemeral X25519 key agreement, HKDF, then XChaCha20-Poly1305):
 * only the holder of the private key opens it. The ephemeral public key goes first.
 */
export function sealTo(recipient: Uint8Array, plain: Uint8Array): Uint8Array {
  const ephemeral = newKeyPair();
  const key = boxKey(
    x25519.getSharedSecret(ephemeral.privateKey, recipient),
    ephemeral.publicKey,
    recipient,
  );
  return concatBytes(ephemeral.publicKey, seal(key, plain));
}

export function openSealed(pair: KeyPair, sealed: Uint8Array): Uint8Array {
  if (sealed.length < 32) throw new SealBroken();
  const ephemeral = sealed.subarray(0, 32);
  let shared: Uint8Array;
  try {
    shared = x25519.getSharedSecret(pair.privateKey, ephemeral);
  } catch {
    throw new SealBroken();
  }
  return unseal(boxKey(shared, ephemeral, pair.publicKey), sealed.subarray(32));
}

export const publicKeyOf = (privateKey: Uint8Array) => x25519.getPublicKey(privateKey);

/**
 * Argon2id with OWASP's smallest recommended cost (19 MiB, 2 passes): slow for whoever guesses
 * receipts or passwords offline from a copy of the database, about a quarter second per request.
 */
export async function slowHash(secret: string, salt: Uint8Array, length = 32): Promise<Uint8Array> {
  return argon2id({
    password: secret,
    salt,
    parallelism: 1,
    iterations: 2,
    memorySize: 19456,
    hashLength: length,
    outputType: 'binary',
  });
}

/** A key for a password (the confidential person's) and its per-person salt. */
export const passwordKey = (password: string, salt: Uint8Array) =>
  slowHash(`password:${password}`, salt);

/**
 * What a receipt yields: the value the case is found by (stored) and the key its data key is
 * wrapped under (never stored). Both come from one Argon2id hash by HKDF with different labels, so
 * the stored one gives nothing of the other; the salt is the channel's (a receipt must be found
 * without knowing its case first).
 */
export async function receiptSecrets(receipt: string, channelSalt: Uint8Array) {
  const hashed = await slowHash(`receipt:${receipt}`, channelSalt, 64);
  return {
    lookup: toBase64(hkdf(sha256, hashed, undefined, 'medivia wb receipt lookup', 32)),
    key: hkdf(sha256, hashed, undefined, 'medivia wb receipt key', 32),
  };
}

/** The recovery key's own key: it is 160 random bits, so a fast derivation is enough. */
export const recoveryKeyOf = (recovery: Uint8Array) =>
  hkdf(sha256, recovery, undefined, 'medivia wb recovery', 32);
