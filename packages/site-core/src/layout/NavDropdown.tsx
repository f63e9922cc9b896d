'use client';

import Link from 'next/link';
import { DisclosureMenu } from '@medivia/ui/DisclosureMenu';
import type { NavItem } from '../routing/siteContext';

/** The ui disclosure menu with Next's Link, so navigation stays client-side and prefetched. */
export function NavDropdown(props: { label: string; items: NavItem[] }) {
  return <DisclosureMenu {...props} layout="dropdown" linkComponent={Link} />;
}
