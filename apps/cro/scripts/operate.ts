/**
 * The operator commands of this market (package.json: data:backup, data:restore,
 * applications:purge, launch:checklist), run with tsx; what each does: @medivia/site-core/operations.
 *
 *   pnpm --filter @medivia/<market> data:backup /var/backups/medivia
 */
import { runOperatorCommand } from '@medivia/site-core/operations';
import { market } from '../src/market';
import { seed } from '../src/seed';

// Holds the process open while the back office's SQLite is read (see prepare-back-office.ts).
const keepAlive = setInterval(() => undefined, 1_000);
try {
  // The seed says which values were loaded as samples; the checklist compares the published ones with it.
  process.exitCode = await runOperatorCommand({ ...market, ...seed }, process.argv.slice(2), {
    // The launch checklist reads the department directory as the back office holds it.
    published: async () => {
      const { readPublishedContent } = await import('@medivia/site-core/backoffice');
      return readPublishedContent(() => import('../payload.config'), market);
    },
  });
} finally {
  clearInterval(keepAlive);
}
