import { getEnv } from '../../../env';
import { deskConfig } from '../shared/deskKit.mts';
import { deskStore, type DeskStoreSetup } from '../shared/deskStore.mts';
import { HR_DESK, type HrDeskContext } from './deskContext.mts';
import { hrDeskEndpoints } from './endpoints.mts';
import { startRetentionPurge } from './retentionPurge.mts';

export { hrDeskEndpoints, HR_DESK_VIEW_PATH } from './endpoints.mts';

export interface HrDeskSetup extends DeskStoreSetup {
  /** Whether this process runs the back office's jobs (scheduled publishing): then also the purge. */
  runJobs: boolean;
}

/**
 * The HR desk as pieces of the back office's config (the kit's: API under /admin/api/hr, view at
 * /admin/hr, navigation link, dashboard card, context), and the daily retention purge, started
 * with the back office.
 */
export function hrDesk(setup: HrDeskSetup) {
  const context: HrDeskContext = { store: () => deskStore(setup) };
  return {
    ...deskConfig(HR_DESK, {
      // The desk's components in the admin, by their entry in site-core's package.json.
      entry: '@medivia/site-core/backoffice/hr-desk',
      components: { view: 'HrDeskView', navLink: 'HrDeskNavLink', card: 'HrDeskCard' },
      context,
      endpoints: hrDeskEndpoints(context),
    }),
    /** From the back office's onInit: the daily purge, where this process runs jobs. */
    start() {
      // `next build` initialises the back office too: no purge from a build.
      if (!setup.runJobs || getEnv().NEXT_PHASE === 'phase-production-build') return;
      startRetentionPurge({ dataDir: setup.dataDir, store: context.store });
    },
  };
}
