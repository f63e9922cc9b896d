import type * as React from 'react';
import { cx } from '../../lib/cx';
import control from '../../styles/control.module.css';
import styles from './TextInput.module.css';

export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number';

export type TextInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Use the specific type (email, tel…) so phones show the right keyboard. Default `text`. */
  type?: TextInputType;
};

/**
 * Single-line text field. All native input props pass through, including `ref` (React 19), so
 * react-hook-form's `register()` can be spread onto it. Wrap in FormField for label and errors.
 */
export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  return (
    <input
      data-slot="text-input"
      type={type}
      className={cx(control.control, styles.input, className)}
      {...props}
    />
  );
}
