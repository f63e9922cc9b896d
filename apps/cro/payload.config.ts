import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketDescriptor } from '@medivia/markets';
import { backOfficeSettingsFromEnv, createBackOfficeConfig } from '@medivia/site-core/backoffice';
import { migrations as postgres } from '@medivia/site-core/migrations/postgres';
import { migrations as sqlite } from '@medivia/site-core/migrations/sqlite';

// The back office at /admin (Payload): the content model is site-core's, this file names the app's places.
const here = path.dirname(fileURLToPath(import.meta.url));

export default createBackOfficeConfig(marketDescriptor('cro'), {
  // DATA_DIR (this app's .data unless set), DATABASE_URL, PAYLOAD_SECRET, SERVER_URL, ADMIN_*,
  // BACK_OFFICE_JOBS and S3_*, read by site-core's env module (docs/architecture.md, Environment).
  ...backOfficeSettingsFromEnv(here),
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
});
