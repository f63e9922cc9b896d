import { Children, type CSSProperties } from 'react';
import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './BalancedGrid.module.css';

/**
 * Columns for `count` items when a row holds at most `max`: as many rows as needed, then the
 * fewest columns that still fit them, so rows come out even (5 → 3 + 2, 7 → 4 + 3, 9 → 3 × 3).
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

export type BalancedGridProps = React.ComponentProps<'ul'> & {
  /**
   * `figures`: narrow items (key figures), two a row on a phone, up to four on a desktop.
   * `cards`: wide items, one a row on a phone, up to four on a wide desktop.
   */
  variant?: 'figures' | 'cards';
  /** Most items in one row on the widest screen. */
  maxColumns?: number;
};

/**
 * A list whose rows are centred and even for any number of items: one item sits in the middle at
 * its comfortable width instead of spanning the row, and a short last row is centred under the
 * others. Children are the list items (`<li>`).
 */
export function BalancedGrid({
  variant = 'cards',
  maxColumns = 4,
  className,
  style,
  children,
  ...props
}: BalancedGridProps) {
  const count = Children.toArray(children).length;
  const columns = balancedColumns(count, maxColumns);
  return (
    <ul
      data-slot="balanced-grid"
      data-columns={columns}
      className={cx(styles.grid, styles[variant], className)}
      style={{ '--grid-columns': columns, ...style } as CSSProperties}
      {...props}
    >
      {children}
    </ul>
  );
}
