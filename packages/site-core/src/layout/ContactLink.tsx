'use client';

import type { MouseEvent } from 'react';
import { ButtonLink } from '@medivia/ui/Button';
import { MailIcon } from '@medivia/ui/Icon';
import { overlays } from '../overlays/overlayStore';

/**
 * The contact form's call to action where it must work without scripts (the 404): a link to the
 * page with the company's contact details that, once hydrated, opens the contact overlay instead.
 */
export function ContactLink({
  label,
  href,
  department,
  variant = 'primary',
}: {
  label: string;
  href: string;
  department?: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
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
    <ButtonLink href={href} variant={variant} onClick={open} leadingIcon={<MailIcon />}>
      {label}
    </ButtonLink>
  );
}
