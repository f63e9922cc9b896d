import type * as React from 'react';
import { cx } from '../../lib/cx';
import styles from './ProgressBar.module.css';

export type ProgressStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface ProgressBarProps {
  /** Progress from 0 to 1; clamped. Ignored for `done`, which always shows full. */
  value: number;
  /** `idle` renders nothing; `failed` turns the bar the danger colour. */
  status: ProgressStatus;
  /** Accessible name, e.g. "Loading page". */
  label: string;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * Thin page-loading bar fixed to the top of the viewport. Presentational only: the site's router
 * hook decides value and status. Width animates with `transform: scaleX()`, which never triggers
 * layout, so the page does not shift or repaint around it.
 */
export function ProgressBar({ value, status, label, className, style }: ProgressBarProps) {
  if (status === 'idle') return null;
  const clamped =
    status === 'done' ? 1 : Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = Math.round(clamped * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-slot="progress-bar"
      data-status={status}
      className={cx(styles.track, styles[status], className)}
      style={style}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${clamped})` }} />
    </div>
  );
}
