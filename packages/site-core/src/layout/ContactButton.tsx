'use client';

import { useId } from 'react';
import { Button } from '@medivia/ui/Button';
import { MailIcon } from '@medivia/ui/Icon';
import { overlays } from '../overlays/overlayStore';
import { replayClick } from '../platform/earlyClicks';

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
  // An id stable across hydration, so a click made before it can be replayed (src/platform/earlyClicks.ts).
  const id = `contact-${useId()}`;
  return (
    <Button
      id={id}
      {...replayClick}
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
