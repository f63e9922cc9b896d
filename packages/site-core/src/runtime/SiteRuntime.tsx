'use client';

import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from '@medivia/ui/ProgressBar';
import { overlays } from '../overlays/overlayStore';
import { isChunkLoadError, reloadOnChunkError } from './chunkReload';
import { createLoadingBar, type LoadingState } from './loadingBar';
import { onNavigationLanded } from './navigationSignal';
import { replayEarlyClick } from '../platform/earlyClicks';
import { sessionStore } from './sessionStore';
import { loadWebFont, switchToWebFont } from './webFont';

/** Is this click a client-side navigation to another page of the site? */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/** Page-wide behaviour with no markup of its own but the loading bar: progress, chunk reloads, overlay resets. */
export function SiteRuntime({ loadingLabel, lang }: { loadingLabel: string; lang: string }) {
  const [loading, setLoading] = useState<LoadingState>({ status: 'idle', value: 0 });
  const webFontReady = useRef(false);

  useEffect(() => {
    const machine = createLoadingBar(setLoading);
    // A new page mounted (NavigationLanded in SiteFrame): finish the bar and close the overlays (spec §4).
    const stopListening = onNavigationLanded(() => {
      machine.done();
      overlays.routeChanged();
    });
    // The page is about to be replaced: the web font, once loaded, goes on now (see webFont.ts).
    const navigationStarts = () => {
      machine.start();
      if (webFontReady.current) switchToWebFont();
    };
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event)) navigationStarts();
    };
    const onPopState = () => navigationStarts();
    const onError = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      machine.fail();
      const storage = sessionStore();
      // Without storage the once-per-minute guard cannot hold, so a lost chunk is not retried by reloading.
      if (storage) reloadOnChunkError(reason, storage, () => location.reload());
    };
    const onWindowError = (event: ErrorEvent) => onError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      stopListening();
      machine.dispose();
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // Hydrated: a button clicked before now (Contact, the cookie banner) is clicked again.
  useEffect(() => replayEarlyClick(), []);

  // After hydration, so the font files stay off the first paint; used from the next page on (see webFont.ts).
  useEffect(() => {
    void loadWebFont().then((ready) => {
      webFontReady.current = ready;
    });
  }, []);

  // Next 16.2+ streams a notFound() page as a client-rendered shell without our <html lang>
  // (vercel/next.js#62228); restore it so assistive technology reads the 404 in the right language.
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);

  return <ProgressBar value={loading.value} status={loading.status} label={loadingLabel} />;
}
