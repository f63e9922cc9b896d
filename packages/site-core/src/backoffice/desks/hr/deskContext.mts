import { hrDesk } from '../../access/index.mts';
import type { Desk, DeskContext } from '../shared/deskKit.mts';
import { HR_DESK_VIEW_PATH } from './endpoints.mts';

/**
 * What the HR desk's admin views need of the back office, kept in the Payload config's server-only
 * `custom` (never sent to the browser): the store.
 */
export type HrDeskContext = DeskContext;

/** The HR desk on the kit: for HR and administrators, at /admin/hr, in every market. */
export const HR_DESK: Desk<HrDeskContext> = {
  name: 'hr',
  key: 'hrDesk',
  path: HR_DESK_VIEW_PATH,
  rule: hrDesk,
};
