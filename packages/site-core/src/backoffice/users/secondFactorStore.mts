import type { CollectionConfig, Payload } from 'payload';
import {
  checkTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  secondFactorKey,
} from './secondFactor.mts';

/**
 * Each account's second factor, in a collection of its own that no API, admin screen or response
 * shows (every access rule false, no REST or GraphQL endpoints): the sealed TOTP secret, a secret
 * being set up, the last time step accepted (replay), the recovery codes' hashes and the sessions
 * that passed it. Not fields of the users collection: Payload writes the whole user back on every
 * sign-in and refresh, which would put back a time step or a session list read a moment before.
 */
export const secondFactorsSlug = 'second-factors';

const nobody = () => false;

export function secondFactors(): CollectionConfig {
  return {
    slug: secondFactorsSlug,
    admin: { hidden: true },
    access: { read: nobody, create: nobody, update: nobody, delete: nobody },
    endpoints: false,
    graphQL: false,
    fields: [
      { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true },
      { name: 'secret', type: 'text' },
      { name: 'pendingSecret', type: 'text' },
      { name: 'lastStep', type: 'number' },
      { name: 'recoveryCodes', type: 'json' },
      { name: 'verifiedSessions', type: 'json' },
    ],
  };
}

export interface SecondFactorState {
  /** The account has a second factor (set up and confirmed). */
  active: boolean;
  /** Session ids that passed it. */
  verifiedSessions: string[];
}

interface StoredSecondFactor {
  id: number | string;
  secret?: string | null;
  pendingSecret?: string | null;
  lastStep?: number | null;
  recoveryCodes?: unknown;
  verifiedSessions?: unknown;
}

type UserId = number | string;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

async function stored(payload: Payload, user: UserId): Promise<StoredSecondFactor | undefined> {
  const { docs } = await payload.find({
    collection: secondFactorsSlug as 'users',
    where: { user: { equals: user } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  });
  return docs[0] as unknown as StoredSecondFactor | undefined;
}

async function save(payload: Payload, user: UserId, data: Omit<StoredSecondFactor, 'id'>) {
  const existing = await stored(payload, user);
  if (existing) {
    await payload.update({
      collection: secondFactorsSlug as 'users',
      id: existing.id,
      data: data as never,
      depth: 0,
      overrideAccess: true,
    });
  } else {
    await payload.create({
      collection: secondFactorsSlug as 'users',
      data: { user, ...data } as never,
      depth: 0,
      overrideAccess: true,
    });
  }
}

// One change at a time per account in this process, so one code cannot pass twice at once.
const queues = new Map<string, Promise<unknown>>();
function serially<T>(user: UserId, work: () => Promise<T>): Promise<T> {
  const key = String(user);
  const next = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => queues.get(key) === settled && queues.delete(key));
  return next;
}

export async function secondFactorState(
  payload: Payload,
  user: UserId,
): Promise<SecondFactorState> {
  const found = await stored(payload, user);
  return { active: Boolean(found?.secret), verifiedSessions: strings(found?.verifiedSessions) };
}

/** Sessions still open on the account, so the verified list does not outgrow them. */
const openSessions = (sessions: unknown) =>
  new Set(
    (Array.isArray(sessions) ? sessions : [])
      .map((session) => (session as { id?: unknown }).id)
      .filter((id): id is string => typeof id === 'string'),
  );

type Account = { id: UserId; sessions?: unknown };

const withSession = (verified: unknown, account: Account, sid: string) => [
  ...strings(verified).filter((id) => id !== sid && openSessions(account.sessions).has(id)),
  sid,
];

export type VerifyOutcome = 'verified' | 'invalid' | 'not-set-up';

/**
 * Marks session `sid` of `account` as having passed the second factor when `code` is the current
 * TOTP (not used before) or an unused recovery code (then spent).
 */
export function verifySecondFactor(
  payload: Payload,
  account: Account,
  sid: string,
  proof: { code?: string; recoveryCode?: string },
  now = Date.now(),
): Promise<VerifyOutcome> {
  return serially(account.id, async () => {
    const found = await stored(payload, account.id);
    if (!found?.secret) return 'not-set-up';
    const key = secondFactorKey(payload.secret);
    if (proof.code) {
      const result = await checkTotp({
        secret: openSecret(found.secret, key),
        code: proof.code,
        afterStep: found.lastStep,
        now,
      });
      if (!result.valid) return 'invalid';
      await save(payload, account.id, {
        lastStep: result.step,
        verifiedSessions: withSession(found.verifiedSessions, account, sid),
      });
      return 'verified';
    }
    if (proof.recoveryCode) {
      const hash = hashRecoveryCode(proof.recoveryCode, key);
      const codes = strings(found.recoveryCodes);
      if (!codes.includes(hash)) return 'invalid';
      await save(payload, account.id, {
        recoveryCodes: codes.filter((code) => code !== hash),
        verifiedSessions: withSession(found.verifiedSessions, account, sid),
      });
      return 'verified';
    }
    return 'invalid';
  });
}

/**
 * The secret an account is setting up (made on the first call, the same one until confirmed), or
 * undefined when it already has a second factor.
 */
export function beginSetUp(payload: Payload, account: Account): Promise<string | undefined> {
  return serially(account.id, async () => {
    const found = await stored(payload, account.id);
    if (found?.secret) return undefined;
    const key = secondFactorKey(payload.secret);
    if (found?.pendingSecret) return openSecret(found.pendingSecret, key);
    const secret = newTotpSecret();
    await save(payload, account.id, { pendingSecret: sealSecret(secret, key) });
    return secret;
  });
}

/**
 * Confirms the set-up with a code of the new secret: the account now has its second factor, this
 * session has passed it, and the ten recovery codes are returned (shown once, stored hashed).
 */
export function confirmSetUp(
  payload: Payload,
  account: Account,
  sid: string,
  code: string,
  now = Date.now(),
): Promise<{ recoveryCodes: string[] } | 'invalid' | 'not-pending'> {
  return serially(account.id, async () => {
    const found = await stored(payload, account.id);
    if (found?.secret || !found?.pendingSecret) return 'not-pending';
    const key = secondFactorKey(payload.secret);
    const result = await checkTotp({ secret: openSecret(found.pendingSecret, key), code, now });
    if (!result.valid) return 'invalid';
    const recovery = newRecoveryCodes(key);
    await save(payload, account.id, {
      secret: found.pendingSecret,
      pendingSecret: null,
      lastStep: result.step,
      recoveryCodes: recovery.hashes,
      verifiedSessions: [sid],
    });
    return { recoveryCodes: recovery.codes };
  });
}

/** Gives an account a second factor from an operator's secret (ADMIN_TOTP_SECRET), no recovery codes. */
export function provisionSecondFactor(payload: Payload, user: UserId, secret: string) {
  return serially(user, () =>
    save(payload, user, {
      secret: sealSecret(secret, secondFactorKey(payload.secret)),
      pendingSecret: null,
      lastStep: null,
      recoveryCodes: [],
      verifiedSessions: [],
    }),
  );
}

/** Takes an account's second factor away (an administrator's reset): it sets one up at next sign-in. */
export function removeSecondFactor(payload: Payload, user: UserId) {
  return serially(user, async () => {
    const found = await stored(payload, user);
    if (found) {
      await payload.delete({
        collection: secondFactorsSlug as 'users',
        id: found.id,
        overrideAccess: true,
      });
    }
  });
}
