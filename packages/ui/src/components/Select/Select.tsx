'use client';

import * as SelectPrimitive from '@radix-ui/react-select';
import type * as React from 'react';
import { cx } from '../../lib/cx';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import styles from './Select.module.css';

/*
 * Thin typed wrappers over Radix Select (listbox semantics, typeahead, keyboard and a hidden native
 * <select> for forms come from Radix). Label it with a visible <label htmlFor={triggerId}> or
 * `aria-labelledby` on SelectTrigger; FormField wires id/aria-describedby/aria-invalid for you.
 */

function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

function SelectGroup({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return (
    <SelectPrimitive.Group
      data-slot="select-group"
      className={cx(styles.group, className)}
      {...props}
    />
  );
}

function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** The closed field. `aria-invalid` switches it to the error look. */
function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cx(styles.trigger, className)}
      {...props}
    >
      <span className={styles.triggerValue}>{children}</span>
      <SelectPrimitive.Icon className={styles.triggerIcon}>
        <ChevronDownIcon />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content> & {
  /**
   * How many options fit before the list scrolls (long country or city lists). Default 15.
   * Assumes single-line options; group labels count as options.
   */
  maxVisibleItems?: number;
};

/** The floating list, rendered in a portal under the trigger (`position="popper"`). */
function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  maxVisibleItems = 15,
  style,
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cx(styles.content, position === 'popper' && styles.popper, className)}
        style={{ '--select-max-visible-items': maxVisibleItems, ...style } as React.CSSProperties}
        {...props}
      >
        <SelectPrimitive.Viewport data-slot="select-viewport" className={styles.viewport}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cx(styles.label, className)}
      {...props}
    />
  );
}

function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className={cx(styles.item, className)} {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cx(styles.separator, className)}
      {...props}
    />
  );
}

export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
};
