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
  /** Most items in one row on the widest screen, 1 to 4. */
  maxColumns?: 1 | 2 | 3 | 4;
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
  // The balanced count for each number of columns the list's width may hold (the CSS picks one),
  // so a narrower screen re-balances too: four cards where three fit read 2 + 2, not 3 + 1.
  const perFit = Object.fromEntries(
    [1, 2, 3, 4].map((fit) => [
      `--grid-cols-${fit}`,
      balancedColumns(count, Math.min(fit, maxColumns)),
    ]),
  );
  return (
    <ul
      data-slot="balanced-grid"
      data-columns={columns}
      className={cx(styles.grid, styles[variant], className)}
      style={{ '--grid-columns': columns, ...perFit, ...style } as CSSProperties}
      {...props}
    >
      {children}
    </ul>
  );
}
