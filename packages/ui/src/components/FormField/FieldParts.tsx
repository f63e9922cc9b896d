import type * as React from 'react';
import { cx } from '../../lib/cx';
import type { RequiredProps } from '../../lib/types';
import { AlertCircleIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './FormField.module.css';

/*
 * Building blocks shared by FormField, Checkbox and RadioGroup, so every control shows the required
 * marker, hint and error the same way.
 */

/** A hint or an error: its text, and the id the control's aria-describedby points at. */
type FieldTextProps = { id?: string; children?: React.ReactNode; className?: string };

/** Visible '*' (hidden from screen readers) plus the spoken `requiredLabel`. */
export function RequiredMark({ required, requiredLabel }: RequiredProps) {
  if (!required) return null;
  // Fallback for a missing label: better a spoken "star" than no cue at all.
  if (!requiredLabel) return <span className={styles.requiredMark}>{' *'}</span>;
  return (
    <>
      <span aria-hidden="true" className={styles.requiredMark}>
        {' *'}
      </span>
      <VisuallyHidden> {requiredLabel}</VisuallyHidden>
    </>
  );
}

export function FieldHint({ id, children, className }: FieldTextProps) {
  if (!children) return null;
  return (
    <p id={id} data-slot="field-hint" className={cx(styles.hint, className)}>
      {children}
    </p>
  );
}

/**
 * The error message. The wrapper is a polite live region that is always rendered, so a message that
 * appears after validation (e.g. on blur, when focus has already moved on) is announced; the message
 * itself is also linked to the control with aria-describedby so it is read again on focus.
 */
export function FieldError({ id, children, className }: FieldTextProps) {
  return (
    <div
      aria-live="polite"
      data-slot="field-error-region"
      className={cx(styles.errorRegion, className)}
    >
      {children ? (
        <p id={id} data-slot="field-error" className={styles.error}>
          <AlertCircleIcon className={styles.errorIcon} />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Joins the ids of hint and error with any aria-describedby the consumer set itself. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
