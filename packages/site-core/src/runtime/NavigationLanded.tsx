'use client';

import { useEffect } from 'react';
import { navigationLanded } from './navigationSignal';

/**
 * Rendered inside every page (SiteFrame): each client navigation mounts a new page, and its mount
 * tells the site runtime that the navigation landed. This replaces usePathname(), whose module
 * graph (next/navigation) would add some 4 kB of JavaScript to every page.
 */
export function NavigationLanded() {
  useEffect(() => navigationLanded(), []);
  return null;
}
