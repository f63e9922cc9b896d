import type { I18nClient } from '@payloadcms/translations';
import type { Payload, PayloadRequest } from 'payload';
import { pharmacovigilanceDesk } from '../../access/index.mts';
import { deskContextOf } from './deskContext.mts';
import { deskLanguageOf } from '../shared/deskText';
import { PV_DESK_TEXT } from './deskText';
import { DESK_VIEW_PATH } from './endpoints.mts';

/**
 * The navigation's link to the desk: for the pharmacovigilance team and administrators, in a market
 * that takes adverse-reaction reports.
 */
export async function PharmacovigilanceDeskNavLink({
  payload,
  user,
  i18n,
}: {
  payload: Payload;
  user?: PayloadRequest['user'];
  /** Payload's i18n of the request: the link reads the admin's language. */
  i18n?: Pick<I18nClient, 'language'>;
}) {
  if (!pharmacovigilanceDesk({ req: { user } as PayloadRequest })) return null;
  const desk = deskContextOf(payload);
  if (!desk || !(await desk.takesReports())) return null;
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${DESK_VIEW_PATH}`}>
      <span className="nav__link-label">{PV_DESK_TEXT[deskLanguageOf(i18n?.language)].desk}</span>
    </a>
  );
}
