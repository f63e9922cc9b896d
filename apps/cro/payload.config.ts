import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketDescriptor } from '@medivia/markets';
import {
  backOfficeSecret,
  createBackOfficeConfig,
  firstAdministratorFromEnv,
  objectStorageFromEnv,
} from '@medivia/site-core/backoffice';
import { migrations as postgres } from '@medivia/site-core/migrations/postgres';
import { migrations as sqlite } from '@medivia/site-core/migrations/sqlite';

// The back office at /admin (Payload): the content model is site-core's, this file names the app's places.
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.DATA_DIR ?? path.join(here, '.data');

export default createBackOfficeConfig(marketDescriptor('cro'), {
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  secret: backOfficeSecret(dataDir, process.env.PAYLOAD_SECRET),
  // The site's public origin: the admin's serverURL and the one origin allowed to send changes.
  serverUrl: process.env.SERVER_URL,
  secureCookies: process.env.NODE_ENV === 'production',
  firstAdministrator: firstAdministratorFromEnv(process.env),
  // One schema for every market: site-core's migrations (`pnpm db:migration <name>` writes them).
  migrations: { sqlite, postgres },
  importMapFile: path.join(here, 'app/(payload)/admin/importMap.ts'),
  // The initial content (src/seed) with the market's settings, loaded into an empty database on first start.
  seed: async () => {
    const [{ market }, { seed }] = await Promise.all([
      import('./src/market'),
      import('./src/seed'),
    ]);
    return { ...market, ...seed };
  },
  runJobs: process.env.BACK_OFFICE_JOBS !== 'off',
  // The media library in S3-compatible storage when S3_ENDPOINT, S3_BUCKET and the keys are set.
  objectStorage: objectStorageFromEnv(process.env),
});
