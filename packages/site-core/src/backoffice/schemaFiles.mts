import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The files `pnpm db:migration` writes, beside the schema they describe (one set for every market).
// Read by Payload's command line only (migrate:create, generate:types): the apps' servers get the
// migrations by import, so a bundler's idea of this module's place does not matter.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `migrations/sqlite` and `migrations/postgres` of site-core: the committed migrations per adapter. */
export const migrationsFolder = path.join(packageRoot, 'migrations');

/** The types `payload generate:types` writes from the config (`typescript.outputFile`). */
export const generatedTypesFile = path.join(packageRoot, 'src', 'backoffice', 'payload-types.ts');
