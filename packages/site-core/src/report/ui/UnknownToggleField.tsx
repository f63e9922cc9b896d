'use client';

import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@medivia/ui/Checkbox';
import { DateInput } from '@medivia/ui/DateInput';
import { describedBy, FieldError, FieldHint, RequiredMark } from '@medivia/ui/FormField';
import { TextInput } from '@medivia/ui/TextInput';
import type { FieldSpec } from '../form/fieldSpec';
import { errorLocation, errorMessageAt, fieldId, localToday, useReportText } from './fieldKit';
import styles from './ReportWizard.module.css';

interface UnknownToggleFieldProps {
  field: Extract<FieldSpec, { type: 'date' | 'batch' }>;
  path: string;
  label: string;
  hint?: string;
  required: boolean;
}

/**
 * A date with 'I don't know', or a batch number with 'I cannot find it' (spec §3, §4). One fieldset
 * named by the question holds the box and the checkbox. Neither disables the other (a disabled field
 * is skipped by keyboard users and drops its value): ticking the box clears the value, and typing a
 * value unticks the box.
 */
export function UnknownToggleField({
  field,
  path,
  label,
  hint,
  required,
}: UnknownToggleFieldProps) {
  const { register, setValue, formState } = useFormContext();
  const { t, error } = useReportText();
  const id = fieldId(path);
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isDate = field.type === 'date';
  const valueName = isDate ? `${path}.date` : `${path}.value`;
  const toggleName = isDate ? `${path}.unknown` : `${path}.cannotFind`;
  const message = error(errorMessageAt(formState.errors, errorLocation(field, path).errorPath));
  const revalidate = formState.isSubmitted;

  // min/max come typed as string | number; the date input sets its own max.
  const {
    min: _min,
    max: _max,
    ...valueProps
  } = register(valueName, {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value) setValue(toggleName, false);
    },
  });
  const toggleProps = register(toggleName, {
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) setValue(valueName, '', { shouldValidate: revalidate });
    },
  });
  const controlProps = {
    id: `${id}-${isDate ? 'date' : 'value'}`,
    'aria-labelledby': legendId,
    'aria-describedby': describedBy(hint && hintId, message && errorId),
    'aria-invalid': message ? (true as const) : undefined,
    'aria-required': required || undefined,
  };

  return (
    <fieldset className={styles.group} data-invalid={message ? '' : undefined}>
      <legend id={legendId} className={styles.groupLegend}>
        {label}
        <RequiredMark
          {...(required ? { required: true as const, requiredLabel: t('report.required') } : {})}
        />
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={styles.toggleRow}>
        {isDate ? (
          <DateInput {...controlProps} max={localToday()} className={styles.date} {...valueProps} />
        ) : (
          <TextInput
            {...controlProps}
            autoComplete="off"
            spellCheck={false}
            className={styles.medium}
            {...valueProps}
          />
        )}
        <Checkbox
          id={`${id}-${isDate ? 'unknown' : 'cannotFind'}`}
          className={styles.toggle}
          {...toggleProps}
        >
          {t(isDate ? 'report.date.unknown' : 'report.batch.cannotFind')}
        </Checkbox>
      </div>
      <FieldError id={errorId}>{message}</FieldError>
    </fieldset>
  );
}
