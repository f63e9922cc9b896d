'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/**
 * The preview's one island: framed in the admin's live preview, it tells the admin it is ready and
 * renders the draft anew (a server round trip, no reload) whenever staff save. Only the preview
 * route renders it, so no public page ships it. The admin is on this same origin (the preview may be
 * framed by no other: next/nextConfig.mjs), whose messages alone it heeds.
 */
export function LivePreviewListener() {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  // Read in the browser only: on the server this renders nothing either way.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return <RefreshRouteOnSave refresh={refresh} serverURL={origin} />;
}
