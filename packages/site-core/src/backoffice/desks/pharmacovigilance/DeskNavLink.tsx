import { mayWork, openDesk } from '../shared/deskKit.mts';
import { DeskNavLink, type DeskComponentProps } from '../shared/DeskCard';
import { deskLanguageOf } from '../shared/deskText';
import { PV_DESK } from './deskContext.mts';
import { PV_DESK_TEXT } from './deskText';

/**
 * The navigation's link to the desk: for the pharmacovigilance team and administrators, in a market
 * that takes adverse-reaction reports.
 */
export async function PharmacovigilanceDeskNavLink({ payload, user, i18n }: DeskComponentProps) {
  if (!mayWork(PV_DESK, user) || !(await openDesk(payload, PV_DESK))) return null;
  const name = PV_DESK_TEXT[deskLanguageOf(i18n?.language)].desk;
  return <DeskNavLink href={`${payload.config.routes.admin}${PV_DESK.path}`} name={name} />;
}
