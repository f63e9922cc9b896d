import { deskConfig } from '../shared/deskKit.mts';
import { deskStore, type DeskStoreSetup } from '../shared/deskStore.mts';
import { PV_DESK, type PvDeskContext } from './deskContext.mts';
import { pharmacovigilanceDeskEndpoints } from './endpoints.mts';
import { icsrSender, type DeskMarket } from './icsrSender.mts';

export { pharmacovigilanceDeskEndpoints, DESK_VIEW_PATH } from './endpoints.mts';
export type { DeskMarket } from './icsrSender.mts';

export interface PharmacovigilanceDeskSetup extends DeskStoreSetup {
  /** Whether the market takes adverse-reaction reports (its `features.adverseEffectReports`). */
  takesReports: () => Promise<boolean>;
}

/**
 * The pharmacovigilance desk as pieces of the back office's config (the kit's: API under
 * /admin/api/pv, view at /admin/pharmacovigilance, navigation link, dashboard card, context).
 */
export function pharmacovigilanceDesk(market: DeskMarket, setup: PharmacovigilanceDeskSetup) {
  const context: PvDeskContext = {
    store: () => deskStore(setup),
    takesReports: setup.takesReports,
  };
  return deskConfig(PV_DESK, {
    // The desk's components in the admin, by their entry in site-core's package.json.
    entry: '@medivia/site-core/backoffice/pharmacovigilance-desk',
    components: {
      view: 'PharmacovigilanceDeskView',
      navLink: 'PharmacovigilanceDeskNavLink',
      card: 'PharmacovigilanceDeskCard',
    },
    context,
    endpoints: pharmacovigilanceDeskEndpoints({
      ...context,
      sender: (req) => icsrSender(req.payload, market),
    }),
  });
}
