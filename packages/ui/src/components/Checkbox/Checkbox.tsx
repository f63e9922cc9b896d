import * as React from 'react';
import { cx } from '../../lib/cx';
import type { RequiredProps } from '../../lib/types';
import { describedBy, FieldError, FieldHint, RequiredMark } from '../FormField';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'required' | 'children'> &
  RequiredProps & {
    /** The label. May contain a link (e.g. to the privacy notice); the link stays separately clickable. */
    children: React.ReactNode;
    /** Help text under the label. */
    hint?: React.ReactNode;
    /** Error message; sets aria-invalid and is announced. */
    error?: React.ReactNode;
  };

/**
 * Native checkbox with its label to the right, for consent and opt-ins. Native input props and `ref`
 * pass through (react-hook-form `register()`). `required` only adds the marker and spoken text; it
 * does not set the native attribute, so validation stays with the form library.
 */
export function Checkbox({
  id: idProp,
  children,
  hint,
  error,
  required,
  requiredLabel,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: CheckboxProps) {
  const generatedId = React.useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div
      data-slot="checkbox"
      data-invalid={error ? '' : undefined}
      className={cx(styles.root, className)}
    >
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            ownDescribedBy,
            hint ? hintId : undefined,
            error ? errorId : undefined,
          )}
          {...props}
        />
        <label htmlFor={id} className={styles.label}>
          {children}
          <RequiredMark required={required} requiredLabel={requiredLabel} />
        </label>
      </div>
      <FieldHint id={hintId} className={styles.indented}>
        {hint}
      </FieldHint>
      <FieldError id={errorId} className={styles.indented}>
        {error}
      </FieldError>
    </div>
  );
}
