'use client';

import * as React from 'react';
import { cx } from '../../lib/cx';
import type { LinkComponentProps } from '../../lib/types';
import { ChevronDownIcon } from '../Icon';
import styles from './DisclosureMenu.module.css';

export interface DisclosureMenuItem {
  href: string;
  label: React.ReactNode;
  /** Marks the page being viewed: `aria-current="page"` plus a visible marker. */
  current?: boolean;
  /** Optional second line under the label (dropdown layout only shows it). */
  description?: React.ReactNode;
}

export type DisclosureMenuProps = LinkComponentProps & {
  /** Text of the toggle button, e.g. "Products". */
  label: React.ReactNode;
  items: DisclosureMenuItem[];
  /** `dropdown`: floating panel for the desktop header. `inline`: stacked in flow for the mobile menu. */
  layout?: 'dropdown' | 'inline';
  /** Which edge of the button the dropdown panel lines up with. */
  align?: 'start' | 'end';
  /** Controlled open state; leave undefined for self-managed state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when one of the links is followed (the panel closes itself), e.g. to close a mobile menu. */
  onNavigate?: (item: DisclosureMenuItem) => void;
  id?: string;
  className?: string;
};

/**
 * Header navigation dropdown following the WAI-ARIA *disclosure* pattern, built on native
 * `<details>`/`<summary>`: the browser opens it with scripts off or not yet loaded, and announces
 * its expanded state itself. Once hydrated, React owns the open state. Deliberately not `role="menu"`, which
 * promises application-style keyboard handling that site navigation should not have.
 *
 * Keyboard: Enter/Space toggles; Escape closes and returns focus to the button; ArrowDown/ArrowUp
 * move between the links (optional APG enhancement). The dropdown layout also closes on a click
 * outside or when focus leaves it; the inline layout stays open so a mobile menu does not jump.
 */
export function DisclosureMenu({
  label,
  items,
  layout = 'dropdown',
  align = 'start',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onNavigate,
  linkComponent: LinkComponent = 'a',
  id,
  className,
}: DisclosureMenuProps) {
  const generatedId = React.useId();
  const panelId = `${id ?? generatedId}-panel`;
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const rootRef = React.useRef<HTMLDetailsElement>(null);
  const buttonRef = React.useRef<HTMLElement>(null);
  const panelRef = React.useRef<HTMLUListElement>(null);
  const focusFirstLink = React.useRef(false);

  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  // Opened natively before hydration: keep it open rather than snap shut under the visitor.
  React.useEffect(() => {
    if (rootRef.current?.open && !open) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a') ?? []);

  // Runs after the panel is rendered visible, so the link can take focus.
  React.useEffect(() => {
    if (open && focusFirstLink.current) links()[0]?.focus();
    focusFirstLink.current = false;
  });

  React.useEffect(() => {
    if (!open || layout !== 'dropdown') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, layout, setOpen]);

  // Attached to the button and every link (not the wrapper) so only interactive elements listen.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = links();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) list[0]?.focus();
      else {
        focusFirstLink.current = true;
        setOpen(true);
      }
    } else if (index >= 0) {
      event.preventDefault();
      const next =
        event.key === 'ArrowDown' ? list[index + 1] : (list[index - 1] ?? buttonRef.current);
      next?.focus();
    }
  };

  // relatedTarget is null when focus goes nowhere (e.g. a click on empty panel space): keep open then.
  const onBlur = (event: React.FocusEvent) => {
    const to = event.relatedTarget;
    if (layout === 'dropdown' && open && to instanceof Node && !rootRef.current?.contains(to))
      setOpen(false);
  };

  const hasCurrent = items.some((item) => item.current);

  return (
    <details
      ref={rootRef}
      open={open}
      data-slot="disclosure-menu"
      data-state={open ? 'open' : 'closed'}
      className={cx(styles.root, styles[layout], className)}
    >
      <summary
        ref={buttonRef}
        className={cx(styles.trigger, hasCurrent && styles.triggerCurrent)}
        onClick={(event) => {
          // React's state decides, so the native toggle must not flip it a second time.
          event.preventDefault();
          setOpen(!open);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <span>{label}</span>
        <ChevronDownIcon className={styles.chevron} size="1.125em" />
      </summary>
      <ul
        ref={panelRef}
        id={panelId}
        className={cx(styles.panel, align === 'end' && styles.alignEnd)}
      >
        {items.map((item) => (
          <li key={item.href}>
            <LinkComponent
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={styles.link}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              onClick={() => {
                setOpen(false);
                onNavigate?.(item);
              }}
            >
              <span className={styles.linkLabel}>{item.label}</span>
              {item.description && layout === 'dropdown' ? (
                <span className={styles.description}>{item.description}</span>
              ) : null}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </details>
  );
}
