import type { Payload, PayloadRequest } from 'payload';
import { hrDesk } from '../../access/index.mts';
import { HR_DESK_VIEW_PATH } from './endpoints.mts';

/** The navigation's link to the HR desk: for HR and administrators only. */
export function HrDeskNavLink({
  payload,
  user,
}: {
  payload: Payload;
  user?: PayloadRequest['user'];
}) {
  if (!hrDesk({ req: { user } as PayloadRequest })) return null;
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${HR_DESK_VIEW_PATH}`}>
      <span className="nav__link-label">HR desk</span>
    </a>
  );
}
