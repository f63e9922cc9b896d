import type { PayloadRequest } from 'payload';
import { listenOriginHeader } from '../../server/requestAddress.mts';

/**
 * An address in the back office as a mail must carry it: absolute, on the site's own origin. That is
 * `serverURL` (SERVER_URL), which production cannot start without (startup/startupCheck.mts). Never
 * the Host or X-Forwarded-* headers: a stranger asking for a reset would choose where its link
 * points. Without SERVER_URL (development) the address the server listens on, stamped on the
 * request from its socket (server/requestAddress.mts); with neither, no link is made.
 */
export function siteOrigin(req: Pick<PayloadRequest, 'headers' | 'url' | 'payload'>): string {
  const configured = req.payload.config.serverURL;
  if (configured) return configured.replace(/\/+$/, '');
  const listening = req.headers.get(listenOriginHeader);
  if (listening) return listening;
  throw new Error("SERVER_URL is not set: no link in mail without the site's origin");
}

/** The admin's set-a-password screen for a reset token (`/admin/reset/<token>`). */
export function resetLink(req: Pick<PayloadRequest, 'headers' | 'url' | 'payload'>, token: string) {
  const { routes, admin } = req.payload.config;
  return `${siteOrigin(req)}${routes.admin}${admin.routes.reset}/${encodeURIComponent(token)}`;
}

/** The admin's sign-in screen. */
export function signInLink(req: Pick<PayloadRequest, 'headers' | 'url' | 'payload'>) {
  return `${siteOrigin(req)}${req.payload.config.routes.admin}`;
}
