import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './Stat.module.css';

export type StatProps = React.ComponentProps<'div'> & {
  /** The figure, as display text ("6000+", "24 h", "1994"). */
  value: React.ReactNode;
  /** What the figure counts ("customers"). */
  label: React.ReactNode;
  /** Optional decorative icon above the figure. */
  icon?: React.ReactNode;
  /** `inverse` for dark brand bands. */
  tone?: 'default' | 'inverse';
};

/**
 * Key figure with its label ("6000+ customers"). Figure and label are one paragraph so screen
 * readers read them together as a phrase, in that order.
 */
export function Stat({ value, label, icon, tone = 'default', className, ...props }: StatProps) {
  return (
    <div data-slot="stat" className={cx(styles.stat, styles[tone], className)} {...props}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <p className={styles.text}>
        <span className={styles.value}>{value}</span> <span className={styles.label}>{label}</span>
      </p>
    </div>
  );
}
