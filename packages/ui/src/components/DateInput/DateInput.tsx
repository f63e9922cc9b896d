import type * as React from 'react';
import { cx } from '../../lib/cx';
import control from '../../styles/control.module.css';
import styles from './DateInput.module.css';

export type DateInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Earliest selectable date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest selectable date, `YYYY-MM-DD`. */
  max?: string;
};

/**
 * Native `type="date"`: the browser supplies a localized, accessible picker and keyboard entry, which
 * no custom widget matches. The value is always ISO `YYYY-MM-DD`, whatever the display format.
 */
export function DateInput({ className, ...props }: DateInputProps) {
  return (
    <input
      data-slot="date-input"
      type="date"
      className={cx(control.control, styles.date, className)}
      {...props}
    />
  );
}
