import type * as React from 'react';
import { cx } from '../../lib/cx';
import { CheckIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Stepper.module.css';

export type StepperProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  /** Step names in order. */
  steps: React.ReactNode[];
  /** Index of the current step, 0-based. Earlier steps show as completed. */
  current: number;
  /** Accessible name of the list, e.g. "Registration steps". */
  label?: string;
  /** Visually hidden text after completed steps, e.g. "completed". */
  completedLabel?: string;
};

/**
 * Progress through a multi-step form. An ordered list (screen readers announce "3 of 4") with
 * `aria-current="step"` on the current step. Display only: steps are not links.
 * Below 600px only the current step's name is shown, the others keep just their number.
 */
export function Stepper({
  steps,
  current,
  label,
  completedLabel,
  className,
  ...props
}: StepperProps) {
  return (
    <ol data-slot="stepper" aria-label={label} className={cx(styles.stepper, className)} {...props}>
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={index}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cx(styles.step, styles[state])}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? <CheckIcon size="1rem" /> : index + 1}
            </span>
            <span className={styles.name}>
              {step}
              {state === 'complete' && completedLabel ? (
                <VisuallyHidden> ({completedLabel})</VisuallyHidden>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
