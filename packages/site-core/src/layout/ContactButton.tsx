'use client';

import { Button } from '@medivia/ui/Button';
import { MailIcon } from '@medivia/ui/Icon';
import { overlays } from '../overlays/overlayStore';

/** Opens the contact overlay, optionally with a department preselected (calls to action). */
export function ContactButton({
  label,
  department,
  variant = 'primary',
  size = 'md',
}: {
  label: string;
  department?: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-haspopup="dialog"
      onClick={() => overlays.openContact(department)}
    >
      <MailIcon />
      {label}
    </Button>
  );
}
