import type { I18nClient } from '@payloadcms/translations';
import type { Payload, PayloadRequest } from 'payload';
import { hrDesk } from '../../access/index.mts';
import { deskLanguageOf } from '../shared/deskText';
import { HR_DESK_TEXT } from './deskText';
import { HR_DESK_VIEW_PATH } from './endpoints.mts';

/** The navigation's link to the HR desk: for HR and administrators only. */
export function HrDeskNavLink({
  payload,
  user,
  i18n,
}: {
  payload: Payload;
  user?: PayloadRequest['user'];
  /** Payload's i18n of the request: the link reads the admin's language. */
  i18n?: Pick<I18nClient, 'language'>;
}) {
  if (!hrDesk({ req: { user } as PayloadRequest })) return null;
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${HR_DESK_VIEW_PATH}`}>
      <span className="nav__link-label">{HR_DESK_TEXT[deskLanguageOf(i18n?.language)].desk}</span>
    </a>
  );
}
