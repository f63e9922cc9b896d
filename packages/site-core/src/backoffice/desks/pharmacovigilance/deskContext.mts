import type { Payload } from 'payload';
import type { ReportStore } from '../../../report/store/reportStore';

/**
 * What the desk's admin views need of the back office, kept in the Payload config's server-only
 * `custom` (never sent to the browser): the store and whether the market takes reports at all.
 */
export interface DeskContext {
  store: () => ReportStore | Promise<ReportStore>;
  takesReports: () => Promise<boolean>;
}

export const deskContextOf = (payload: Payload): DeskContext | undefined =>
  payload.config.custom?.pharmacovigilanceDesk as DeskContext | undefined;
