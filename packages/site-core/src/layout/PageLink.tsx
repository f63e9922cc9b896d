'use client';

import {
  startTransition,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';
// The context Next's app router provides, which next/navigation's useRouter reads. Read here directly:
// importing next/navigation (or next/link, which imports it) put its server-side helpers (notFound,
// redirect, forbidden, ...) and next/link's URL utilities into every page's scripts, some 5 kB of
// the 15 kB a page may add to a bare Next.js page (issue #40).
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** False keeps the scroll position (a filter of the list the reader is looking at). */
  scroll?: boolean;
};

/** Only the site's own pages are fetched ahead; a fragment of the same page needs nothing. */
const isSitePage = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A click the browser should handle itself: another tab or window, a download, a modifier key. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>) {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * A link to another page of the site: a plain anchor that works without scripts, and Next's
 * client-side navigation once they run, with the next page fetched when the reader shows the intent
 * to follow it (points at, focuses or touches the link), not when the link scrolls into view.
 * Viewport prefetching fetched and parsed seven answers while a page was still loading, among its
 * long tasks (docs/benchmarks.md, "Links fetched on intent, icons as one element"); the pointer
 * reaches a link before its click, which then usually finds the page fetched or on its way. Where no
 * app router is mounted (component tests, the server's render), it is just the anchor.
 */
export function PageLink({
  href,
  onPointerEnter,
  onFocus,
  onTouchStart,
  onClick,
  scroll = true,
  children,
  ...rest
}: PageLinkProps) {
  const router = useContext(AppRouterContext);
  const sitePage = isSitePage(href);
  /** The caller's own handler, after the page is fetched ahead. */
  const fetchingAhead =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      if (router && sitePage) router.prefetch(href);
      handler?.(event);
    };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !sitePage || leftToBrowser(event)) return;
    event.preventDefault();
    // As Next's Link does: a transition, so the current page stays until the next one is ready.
    startTransition(() => router.push(href, { scroll }));
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={navigate}
      onPointerEnter={fetchingAhead(onPointerEnter)}
      onFocus={fetchingAhead(onFocus)}
      onTouchStart={fetchingAhead(onTouchStart)}
    >
      {children}
    </a>
  );
}
