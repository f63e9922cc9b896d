import type { Config } from 'payload';
import type { DeskContext } from './deskContext.mts';
import { deskStore, type DeskStoreSetup } from '../shared/deskStore.mts';
import { DESK_VIEW_PATH, pharmacovigilanceDeskEndpoints } from './endpoints.mts';
import { icsrSender, type DeskMarket } from './icsrSender.mts';

export { pharmacovigilanceDeskEndpoints, DESK_VIEW_PATH } from './endpoints.mts';
export type { DeskMarket } from './icsrSender.mts';

/** The desk's components in the admin, by their entry in site-core's package.json. */
const ENTRY = '@medivia/site-core/backoffice/pharmacovigilance-desk';

export interface PharmacovigilanceDeskSetup extends DeskStoreSetup {
  /** Whether the market takes adverse-reaction reports (its `features.adverseEffectReports`). */
  takesReports: () => Promise<boolean>;
}

type AdminViews = NonNullable<NonNullable<Config['admin']>['components']>['views'];

/**
 * The pharmacovigilance desk as pieces of the back office's config: its API (root endpoints under
 * /admin/api/pv), its view at /admin/pharmacovigilance (the list, and /<reference> a case), the
 * navigation's link to it, its card on the dashboard, and what the view reads through the config's
 * server-only `custom`.
 */
export function pharmacovigilanceDesk(market: DeskMarket, setup: PharmacovigilanceDeskSetup) {
  const context: DeskContext = {
    store: () => deskStore(setup),
    takesReports: setup.takesReports,
  };
  const views: AdminViews = {
    pharmacovigilanceDesk: {
      Component: `${ENTRY}#PharmacovigilanceDeskView`,
      path: DESK_VIEW_PATH,
      exact: false,
    },
  };
  return {
    endpoints: pharmacovigilanceDeskEndpoints({
      ...context,
      sender: (req) => icsrSender(req.payload, market),
    }),
    views,
    afterNavLinks: [`${ENTRY}#PharmacovigilanceDeskNavLink`],
    beforeDashboard: [`${ENTRY}#PharmacovigilanceDeskCard`],
    custom: { pharmacovigilanceDesk: context },
  };
}
