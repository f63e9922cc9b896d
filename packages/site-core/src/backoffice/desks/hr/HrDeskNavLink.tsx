import type { PayloadRequest } from 'payload';
import { hrDesk } from '../../access/index.mts';
import type { DeskComponentProps } from '../shared/DeskCard';
import { deskLanguageOf } from '../shared/deskText';
import { HR_DESK_TEXT } from './deskText';
import { HR_DESK_VIEW_PATH } from './endpoints.mts';

/** The navigation's link to the HR desk: for HR and administrators only. */
export function HrDeskNavLink({ payload, user, i18n }: DeskComponentProps) {
  if (!hrDesk({ req: { user } as PayloadRequest })) return null;
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${HR_DESK_VIEW_PATH}`}>
      <span className="nav__link-label">{HR_DESK_TEXT[deskLanguageOf(i18n?.language)].desk}</span>
    </a>
  );
}
