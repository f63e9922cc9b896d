import * as React from 'react';
import { cx } from '../../lib/cx';
import type { RequiredProps } from '../../lib/types';
import { describedBy, FieldError, FieldHint, RequiredMark } from '../FormField';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: React.ReactNode;
  /** Extra line under this option's label. */
  hint?: React.ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'required' | 'children' | 'id' | 'name'
> &
  RequiredProps & {
    /** Question of the group, rendered as the fieldset's legend. */
    legend: React.ReactNode;
    /** Shared `name` of the radios (the form field name). */
    name: string;
    options: RadioOption[];
    /** Controlled selection (pair with onChange). */
    value?: string;
    /** Initial selection when uncontrolled. */
    defaultValue?: string;
    hint?: React.ReactNode;
    error?: React.ReactNode;
    /** Base for the generated ids. */
    id?: string;
    /** `horizontal` for two or three short options (Yes/No). */
    orientation?: 'vertical' | 'horizontal';
  };

/**
 * Native radios in a `<fieldset>` with `<legend>`: screen readers announce the question with each
 * option, and arrow keys move between options for free. The error is tied to the group with
 * aria-describedby (radios do not support aria-invalid). Remaining input props (onChange, onBlur,
 * `ref`, disabled) go to every radio, which is what react-hook-form's `register()` expects.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  hint,
  error,
  required,
  requiredLabel,
  id: idProp,
  orientation = 'vertical',
  className,
  ...inputProps
}: RadioGroupProps) {
  const generatedId = React.useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      data-slot="radio-group"
      data-invalid={error ? '' : undefined}
      aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
      className={cx(styles.fieldset, className)}
    >
      <legend className={styles.legend}>
        {legend}
        <RequiredMark required={required} requiredLabel={requiredLabel} />
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={cx(styles.options, styles[orientation])}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checkedProps =
            value !== undefined
              ? { checked: value === option.value }
              : { defaultChecked: defaultValue === option.value };
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className={styles.input}
                {...checkedProps}
                {...inputProps}
              />
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
                {option.hint ? (
                  <span id={`${optionId}-hint`} className={styles.optionHint}>
                    {option.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
