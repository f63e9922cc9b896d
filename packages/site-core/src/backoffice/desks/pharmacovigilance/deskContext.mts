import { pharmacovigilanceDesk } from '../../access/index.mts';
import type { Desk, DeskContext } from '../shared/deskKit.mts';
import { DESK_VIEW_PATH } from './endpoints.mts';

/**
 * What the desk's admin views need of the back office, kept in the Payload config's server-only
 * `custom` (never sent to the browser): the store and whether the market takes reports at all.
 */
export interface PvDeskContext extends DeskContext {
  takesReports: () => Promise<boolean>;
}

/**
 * The pharmacovigilance desk on the kit: for the team and administrators, at
 * /admin/pharmacovigilance, in a market that takes adverse-reaction reports.
 */
export const PV_DESK: Desk<PvDeskContext> = {
  name: 'pharmacovigilance',
  key: 'pharmacovigilanceDesk',
  path: DESK_VIEW_PATH,
  rule: pharmacovigilanceDesk,
  isOpen: (context) => context.takesReports(),
};
