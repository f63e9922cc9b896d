'use client';

import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@medivia/ui/Checkbox';
import { FieldHint, FormField, RequiredMark } from '@medivia/ui/FormField';
import { RadioGroup } from '@medivia/ui/RadioGroup';
import { TextArea } from '@medivia/ui/TextArea';
import { TextInput } from '@medivia/ui/TextInput';
import type { FieldSpec } from '../form/fieldSpec';
import { UnknownToggleField } from './UnknownToggleField';
import { errorMessageAt, fieldId, useReportText } from './fieldKit';
import styles from './ReportWizard.module.css';

export interface ReportFieldProps {
  field: FieldSpec;
  /** Form path of the field, e.g. 'applicant.reporterName'. */
  path: string;
  /** Step key, for fields that span several values (flags). */
  step: string;
  required: boolean;
}

/** One question of the wizard, rendered from its spec with label, hint, asterisk and error wired up. */
export function ReportField({ field, path, step, required }: ReportFieldProps) {
  const { register, formState } = useFormContext();
  const { t, error } = useReportText();
  const id = fieldId(path);
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  const requiredProps = required
    ? { required: true as const, requiredLabel: t('report.required') }
    : {};
  const message = error(errorMessageAt(formState.errors, path));

  switch (field.type) {
    case 'choice':
      return (
        <RadioGroup
          id={id}
          legend={label}
          hint={hint}
          error={message}
          options={field.options.map((option) => ({ value: option.value, label: t(option.label) }))}
          orientation={field.options.length <= 3 ? 'horizontal' : 'vertical'}
          {...requiredProps}
          {...register(path)}
        />
      );
    case 'date':
    case 'batch':
      return (
        <UnknownToggleField
          field={field}
          path={path}
          label={label}
          hint={hint}
          required={required}
        />
      );
    case 'flags': {
      const legendId = `${id}-legend`;
      return (
        <fieldset className={styles.group} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.groupLegend}>
            {label}
            <RequiredMark {...requiredProps} />
          </legend>
          <FieldHint>{hint}</FieldHint>
          <div className={styles.flags}>
            {field.flags.map((flag) => (
              <Checkbox
                key={flag.value}
                id={fieldId(`${step}.${flag.value}`)}
                {...register(`${step}.${flag.value}`)}
              >
                {t(flag.label)}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'codes': {
      const legendId = `${id}-legend`;
      const hintId = hint ? `${id}-hint` : undefined;
      return (
        <fieldset className={styles.group} aria-labelledby={legendId} aria-describedby={hintId}>
          <legend id={legendId} className={styles.groupLegend}>
            {label}
          </legend>
          {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
          <div className={styles.flags}>
            {field.options.map((option, index) => (
              <Checkbox
                key={option.value}
                id={`${id}-${index}`}
                value={option.value}
                {...register(path)}
              >
                {t(option.label)}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'textarea':
      return (
        <FormField id={id} label={label} hint={hint} error={message} {...requiredProps}>
          <TextArea rows={4} aria-required={required || undefined} {...register(path)} />
        </FormField>
      );
    default:
      return (
        <FormField id={id} label={label} hint={hint} error={message} {...requiredProps}>
          <TextInput
            type={field.type}
            autoComplete={field.autoComplete ?? 'off'}
            inputMode={field.inputMode}
            spellCheck={field.type === 'text' ? undefined : false}
            aria-required={required || undefined}
            className={field.size ? styles[field.size] : undefined}
            {...register(path)}
          />
        </FormField>
      );
  }
}
