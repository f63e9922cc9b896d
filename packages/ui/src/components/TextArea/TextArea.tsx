import type * as React from 'react';
import { cx } from '../../lib/cx';
import control from '../../styles/control.module.css';
import styles from './TextArea.module.css';

export type TextAreaProps = React.ComponentProps<'textarea'>;

/**
 * Multi-line text field (messages, enquiries). Native props and `ref` pass through for
 * react-hook-form. Resizes vertically only, so it never breaks the form's column.
 */
export function TextArea({ className, rows = 5, ...props }: TextAreaProps) {
  return (
    <textarea
      data-slot="text-area"
      rows={rows}
      className={cx(control.control, styles.textarea, className)}
      {...props}
    />
  );
}
