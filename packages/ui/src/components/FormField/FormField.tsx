import * as React from 'react';
import { cx } from '../../lib/cx';
import type { RequiredProps } from '../../lib/types';
import { describedBy, FieldError, FieldHint, RequiredMark } from './FieldParts';
import styles from './FormField.module.css';

/** Props FormField hands to its control. */
export interface FormControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

type ControlElementProps = Pick<React.AriaAttributes, 'aria-describedby' | 'aria-invalid'> & {
  id?: string;
};

export type FormFieldProps = RequiredProps & {
  /** Visible label text. */
  label: React.ReactNode;
  /** id of the control (else the child's own id, else generated). Hint and error ids derive from it. */
  id?: string;
  /** Help text under the label, e.g. an expected format. */
  hint?: React.ReactNode;
  /** Error message; when set the control gets `aria-invalid` and the message is announced. */
  error?: React.ReactNode;
  /**
   * The control: an element (TextInput, TextArea, DateInput…) which receives id/aria props by
   * cloning, or a function receiving them, for controls whose focusable part is nested (Select →
   * spread onto SelectTrigger).
   */
  children:
    React.ReactElement<ControlElementProps> | ((control: FormControlProps) => React.ReactNode);
  className?: string;
};

/**
 * Label + hint + control + error, wired together: `<label for>`, `aria-describedby` pointing at the
 * hint and error, `aria-invalid` while there is an error. Server-compatible: `useId` is the only
 * hook and it works in Server Components.
 */
export function FormField({
  label,
  id: idProp,
  hint,
  error,
  required,
  requiredLabel,
  children,
  className,
}: FormFieldProps) {
  const generatedId = React.useId();
  const own = typeof children === 'function' ? undefined : children.props;
  const id = idProp ?? own?.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FormControlProps = {
    id,
    'aria-describedby': describedBy(hint ? hintId : undefined, error ? errorId : undefined),
    'aria-invalid': error ? true : undefined,
  };

  // Element children keep what the consumer set on them (their own description, aria-invalid).
  const rendered =
    typeof children === 'function'
      ? children(control)
      : React.cloneElement(children, {
          id,
          'aria-describedby': describedBy(own?.['aria-describedby'], control['aria-describedby']),
          'aria-invalid': control['aria-invalid'] ?? own?.['aria-invalid'],
        });

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? '' : undefined}
      className={cx(styles.field, className)}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMark required={required} requiredLabel={requiredLabel} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {rendered}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
