import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backOfficeApi,
  isLiveSession,
  sessionsDir,
  sessionState,
  sessionStateFile,
  sharedAccounts,
  signInShared,
  storedToken,
  tokenClaims,
  type SharedRole,
} from './backOffice';
import { markets } from './markets';

/*
 * Once per run, after the servers of playwright.config.ts answer and before any spec: each shared
 * account (support/backOffice.ts sharedAccounts: the administrator) signed in on each market under
 * test, its session stored as a storage-state file (.data/sessions/<market>-<role>.json) that
 * signIn, signInForToken and signInBrowser reuse. A sign-in with a second factor spends a TOTP time
 * step, and the server takes one code a step per account (later than the last it accepted), so the
 * specs signing the administrator in for themselves waited for steps; now the run spends one at
 * most (none when the last run's session is still good).
 */

/** A stored session younger than this is reused by the next run (its database is kept too). */
const reuseForMs = 2 * 60 * 60 * 1000;

/**
 * The stored session of `role` on `baseURL`: the last run's when still live and young (the shared
 * servers keep their database between runs, and with it their sessions; Payload ends a session 8 h
 * after its last refresh and sessionGuard 12 h after sign-in, far beyond a run), else a new one.
 */
async function storeSession(baseURL: string, role: SharedRole) {
  const file = sessionStateFile(baseURL, role);
  const previous = storedToken(file);
  if (
    previous &&
    Date.now() - 1000 * (tokenClaims(previous).iat ?? 0) < reuseForMs &&
    (await isLiveSession(baseURL, previous, sharedAccounts[role].email))
  ) {
    return;
  }
  const token = await signInShared(baseURL, role);
  writeFileSync(file, `${JSON.stringify(sessionState(baseURL, token), null, 2)}\n`);
}

/**
 * Drops TOTP claims a day old (support/backOffice.ts claimsOf): the folders of past runs, and the
 * claims of servers gone since (a step claimed is of use for a minute).
 */
function dropOldClaims() {
  const root = path.join(tmpdir(), 'medivia-e2e-totp-steps');
  let names: string[] = [];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const entry = path.join(root, name);
    try {
      if (Date.now() - statSync(entry).mtimeMs > 24 * 60 * 60 * 1000) {
        rmSync(entry, { recursive: true, force: true });
      }
    } catch {
      // Dropped by another run meanwhile.
    }
  }
}

export default async function globalSetup() {
  // The run's own namespace for TOTP claims on private servers (support/backOffice.ts claimsOf);
  // set here, before the workers start, so they inherit it.
  process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  dropOldClaims();
  mkdirSync(sessionsDir, { recursive: true });
  const roles = Object.keys(sharedAccounts) as SharedRole[];
  await Promise.all(
    markets.map(async ({ baseURL }) => {
      // The back office opens its database (and seeds an empty one) at the first API request: done
      // before a code is made, so the code is not stale by the time the login checks it.
      await fetch(`${baseURL}${backOfficeApi}/users/me`).then((response) => response.text());
      for (const role of roles) await storeSession(baseURL, role);
    }),
  );
}
