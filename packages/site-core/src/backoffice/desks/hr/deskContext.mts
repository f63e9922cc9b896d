import type { Payload } from 'payload';
import type { ReportStore } from '../../../report/store/reportStore';

/**
 * What the HR desk's admin views need of the back office, kept in the Payload config's server-only
 * `custom` (never sent to the browser): the store.
 */
export interface HrDeskContext {
  store: () => ReportStore | Promise<ReportStore>;
}

export const hrDeskContextOf = (payload: Payload): HrDeskContext | undefined =>
  payload.config.custom?.hrDesk as HrDeskContext | undefined;
