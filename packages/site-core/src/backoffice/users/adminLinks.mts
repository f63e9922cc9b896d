import type { PayloadRequest } from 'payload';

/**
 * An address in the back office as a mail must carry it: absolute, on the site's own origin. That is
 * `serverURL` (SERVER_URL) when the operator set one; otherwise the origin the request came to, which
 * follows the Host header, so production sets SERVER_URL (docs/architecture.md, Security).
 */
export function siteOrigin(req: Pick<PayloadRequest, 'headers' | 'url' | 'payload'>): string {
  const configured = req.payload.config.serverURL;
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(req.url ?? 'http://localhost');
  const host = req.headers.get('host');
  return host ? `${url.protocol}//${host}` : url.origin;
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
