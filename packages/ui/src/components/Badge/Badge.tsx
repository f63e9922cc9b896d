import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = React.ComponentProps<'span'> & {
  /** Colour of the label. The text itself must carry the meaning ("Cold chain", "New"). */
  tone?: BadgeTone;
  /** Optional decorative icon before the text. */
  icon?: React.ReactNode;
};

/** Small label for categories and statuses. Non-interactive; text contrast ≥ 4.5:1 in every tone. */
export function Badge({ tone = 'neutral', icon, className, children, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cx(styles.badge, styles[tone], className)} {...props}>
      {icon}
      {children}
    </span>
  );
}
