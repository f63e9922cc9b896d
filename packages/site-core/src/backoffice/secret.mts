import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { privateFile, privateFolder } from '../server/privateFiles';

/**
 * The key that signs back-office sessions: PAYLOAD_SECRET when the operator sets one, otherwise a
 * random key made on first start and kept beside the database (mode 600), so a fresh clone needs no
 * setup and no installation shares a default key.
 */
export function backOfficeSecret(dataDir: string, fromEnv: string | undefined): string {
  // Every app reads its secret first thing: DATA_DIR is made, or an existing one tightened, to 0700.
  privateFolder(dataDir);
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('PAYLOAD_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = path.join(dataDir, 'back-office.secret');
  try {
    const secret = readFileSync(file, 'utf8').trim();
    privateFile(file);
    return secret;
  } catch {
    const secret = randomBytes(32).toString('hex');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process (a second worker) wrote it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
