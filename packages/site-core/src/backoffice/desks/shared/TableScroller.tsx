import type { ReactNode } from 'react';
import { deskStyles } from './deskStyles';

/**
 * A desk's table in a box that scrolls sideways on a narrow screen, so the admin's page never does.
 * The box is a named region in the tab order: keyboard users scroll it too (WCAG 2.1.1).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region that is not focusable fails WCAG 2.1.1 (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} style={deskStyles.scroller}>
      {children}
    </div>
  );
}
