import { getEnv } from '../../../env';
import type { WhistleblowingSettings } from '../../../market/types';
import { whistleblowingStore } from '../../../whistleblowing/runtime';
import { whistleblowingDeskEndpoints } from './endpoints.mts';
import { startWhistleblowingPurge } from './retentionPurge.mts';

export { whistleblowingDeskEndpoints } from './endpoints.mts';

export interface WhistleblowingDeskSetup {
  market: string;
  dataDir: string;
  databaseUrl?: string;
  /** The market's channel settings (from its typed market object). */
  settings: () => Promise<WhistleblowingSettings | undefined>;
  /** Whether this process runs the back office's jobs: then also the daily purge. */
  runJobs: boolean;
}

/**
 * The whistleblowing desk as pieces of the back office's config: its API under /admin/api/wb and
 * the daily retention purge, started with the back office.
 */
export function whistleblowingDesk(setup: WhistleblowingDeskSetup) {
  const store = () =>
    whistleblowingStore({ dataDir: setup.dataDir, databaseUrl: setup.databaseUrl });
  return {
    endpoints: whistleblowingDeskEndpoints({
      market: setup.market,
      store,
      settings: setup.settings,
    }),
    start() {
      if (!setup.runJobs || getEnv().NEXT_PHASE === 'phase-production-build') return;
      startWhistleblowingPurge({ market: setup.market, store, settings: setup.settings });
    },
  };
}
