import type { Config } from 'payload';
import { getEnv } from '../../../env';
import { deskStore, type DeskStoreSetup } from '../shared/deskStore.mts';
import type { HrDeskContext } from './deskContext.mts';
import { HR_DESK_VIEW_PATH, hrDeskEndpoints } from './endpoints.mts';
import { startRetentionPurge } from './retentionPurge.mts';

export { hrDeskEndpoints, HR_DESK_VIEW_PATH } from './endpoints.mts';

/** The desk's components in the admin, by their entry in site-core's package.json. */
const ENTRY = '@medivia/site-core/backoffice/hr-desk';

export interface HrDeskSetup extends DeskStoreSetup {
  /** Whether this process runs the back office's jobs (scheduled publishing): then also the purge. */
  runJobs: boolean;
}

type AdminViews = NonNullable<NonNullable<Config['admin']>['components']>['views'];

/**
 * The HR desk as pieces of the back office's config: its API (root endpoints under /admin/api/hr),
 * its view at /admin/hr (applications per opening, and /<reference> an application), the
 * navigation's link to it, its card on the dashboard, what the view reads through the config's
 * server-only `custom`, and the daily retention purge, started with the back office.
 */
export function hrDesk(setup: HrDeskSetup) {
  const context: HrDeskContext = { store: () => deskStore(setup) };
  const views: AdminViews = {
    hrDesk: { Component: `${ENTRY}#HrDeskView`, path: HR_DESK_VIEW_PATH, exact: false },
  };
  return {
    endpoints: hrDeskEndpoints(context),
    views,
    afterNavLinks: [`${ENTRY}#HrDeskNavLink`],
    beforeDashboard: [`${ENTRY}#HrDeskCard`],
    custom: { hrDesk: context },
    /** From the back office's onInit: the daily purge, where this process runs jobs. */
    start() {
      // `next build` initialises the back office too: no purge from a build.
      if (!setup.runJobs || getEnv().NEXT_PHASE === 'phase-production-build') return;
      startRetentionPurge({ dataDir: setup.dataDir, store: context.store });
    },
  };
}
