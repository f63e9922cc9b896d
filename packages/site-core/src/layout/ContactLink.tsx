'use client';

import type { MouseEvent } from 'react';
import { ButtonLink } from '@medivia/ui/Button';
import { MailIcon } from '@medivia/ui/Icon';
import { overlays } from '../overlays/overlayStore';

/**
 * The contact form's call to action where it must work without scripts (the header, the 404): a link
 * to the contact page that, once hydrated, opens the contact overlay instead. A click before hydration
 * is the browser's: it opens the contact page, which has the same form.
 */
export function ContactLink({
  label,
  href,
  department,
  variant = 'primary',
  size,
}: {
  label: string;
  href: string;
  department?: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click keeps its usual meaning (new tab, new window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    overlays.openContact(department);
  };
  return (
    <ButtonLink href={href} variant={variant} size={size} onClick={open} leadingIcon={<MailIcon />}>
      {label}
    </ButtonLink>
  );
}
