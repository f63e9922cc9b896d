import type { PayloadRequest } from 'payload';
import { pharmacovigilanceDesk } from '../../access/index.mts';
import { deskContextOf } from './deskContext.mts';
import type { DeskComponentProps } from '../shared/DeskCard';
import { deskLanguageOf } from '../shared/deskText';
import { PV_DESK_TEXT } from './deskText';
import { DESK_VIEW_PATH } from './endpoints.mts';

/**
 * The navigation's link to the desk: for the pharmacovigilance team and administrators, in a market
 * that takes adverse-reaction reports.
 */
export async function PharmacovigilanceDeskNavLink({ payload, user, i18n }: DeskComponentProps) {
  if (!pharmacovigilanceDesk({ req: { user } as PayloadRequest })) return null;
  const desk = deskContextOf(payload);
  if (!desk || !(await desk.takesReports())) return null;
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${DESK_VIEW_PATH}`}>
      <span className="nav__link-label">{PV_DESK_TEXT[deskLanguageOf(i18n?.language)].desk}</span>
    </a>
  );
}
