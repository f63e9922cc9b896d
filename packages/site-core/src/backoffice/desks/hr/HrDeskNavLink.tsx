import { mayWork } from '../shared/deskKit.mts';
import { DeskNavLink, type DeskComponentProps } from '../shared/DeskCard';
import { deskLanguageOf } from '../shared/deskText';
import { HR_DESK } from './deskContext.mts';
import { HR_DESK_TEXT } from './deskText';

/** The navigation's link to the HR desk: for HR and administrators only. */
export function HrDeskNavLink({ payload, user, i18n }: DeskComponentProps) {
  if (!mayWork(HR_DESK, user)) return null;
  const name = HR_DESK_TEXT[deskLanguageOf(i18n?.language)].desk;
  return <DeskNavLink href={`${payload.config.routes.admin}${HR_DESK.path}`} name={name} />;
}
