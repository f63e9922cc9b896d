'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

export type PageLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  href: string;
};

/** Only the site's own pages are fetched ahead; a fragment of the same page needs nothing. */
const isSitePage = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * Next's router, or null where none is mounted (component tests render pages without Next's app
 * router; there is nothing to fetch ahead there, and Next's Link renders a plain anchor).
 */
function useRouterIfMounted(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * A link to another page of the site: Next's client-side navigation, with the next page fetched when
 * the reader shows the intent to follow it (points at, focuses or touches the link), not when the
 * link scrolls into view. Viewport prefetching fetched and parsed seven answers while a page was
 * still loading, among its long tasks (docs/benchmarks.md, "Links fetched on
 * intent, icons as one element"); the pointer reaches a link before its click, which then
 * usually finds the page fetched or on its way.
 */
export function PageLink({ href, onPointerEnter, onFocus, onTouchStart, ...rest }: PageLinkProps) {
  const router = useRouterIfMounted();
  /** The caller's own handler, after the page is fetched ahead. */
  const fetchingAhead =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      if (router && isSitePage(href)) router.prefetch(href);
      handler?.(event);
    };
  return (
    <NextLink
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={fetchingAhead(onPointerEnter)}
      onFocus={fetchingAhead(onFocus)}
      onTouchStart={fetchingAhead(onTouchStart)}
    />
  );
}
