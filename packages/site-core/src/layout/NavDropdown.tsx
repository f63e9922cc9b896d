'use client';

import { PageLink } from './PageLink';
import { DisclosureMenu } from '@medivia/ui/DisclosureMenu';
import type { NavItem } from '../routing/siteContext';

/** The ui disclosure menu with the site's PageLink, so navigation stays client-side. */
export function NavDropdown(props: { label: string; items: NavItem[] }) {
  return <DisclosureMenu {...props} layout="dropdown" linkComponent={PageLink} />;
}
