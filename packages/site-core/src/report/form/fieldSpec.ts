import type { ReportKind, ReportStepKey } from '../schema';

/*
 * The report's questions as data: which fields each step asks, in what order, with which label,
 * hint and options (all message ids). The wizard renders its steps from it and the mail to the
 * pharmacovigilance team lists the answers from it, so a question added here shows in both.
 */

/** Names of the conditions returned by humanConditions / veterinaryConditions. */
export type ConditionName = string;

interface FieldBase {
  /** Path inside the step object, e.g. 'reporterName'. */
  name: string;
  label: string;
  hint?: string;
  /** true, or the condition under which the field is mandatory (species only for an animal). */
  required?: boolean | ConditionName;
  /** Shown (and kept) only while this condition holds. */
  when?: ConditionName;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export type FieldSpec =
  | (FieldBase & {
      type: 'text' | 'email' | 'tel' | 'textarea';
      autoComplete?: string;
      inputMode?: 'numeric' | 'text';
      /** Short inputs (age, initials) need not span the column. */
      size?: 'short' | 'medium';
    })
  | (FieldBase & { type: 'choice'; options: ChoiceOption[] })
  | (FieldBase & { type: 'date' })
  | (FieldBase & { type: 'batch' })
  | (FieldBase & { type: 'flags'; flags: ChoiceOption[] })
  /** Checkboxes whose ticked values make one array of codes; `none` names the empty answer. */
  | (FieldBase & { type: 'codes'; options: ChoiceOption[]; none: string });

export interface SectionSpec {
  /** A fieldset legend grouping the section's fields, e.g. "About the patient". */
  legend?: string;
  fields: FieldSpec[];
}

export interface StepSpec {
  key: ReportStepKey;
  title: string;
  sections: SectionSpec[];
}

export type FormSpec = Record<ReportKind, StepSpec[]>;

export const yesNo: ChoiceOption[] = [
  { value: 'yes', label: 'report.choice.yes' },
  { value: 'no', label: 'report.choice.no' },
];

export const yesNoUnknown: ChoiceOption[] = [
  ...yesNo,
  { value: 'unknown', label: 'report.choice.unknown' },
];

/** Options whose labels follow the `report.option.<field>.<value>` convention. */
export const optionsOf = (field: string, values: readonly string[]): ChoiceOption[] =>
  values.map((value) => ({ value, label: `report.option.${field}.${value}` }));

/** The full form path of a field, as react-hook-form and the API issues name it. */
export const fieldPath = (step: ReportStepKey, field: FieldSpec) => `${step}.${field.name}`;

/** Whether a field applies given the current conditions. */
export function fieldApplies(
  field: Pick<FieldBase, 'when'>,
  conditions: Record<string, boolean>,
): boolean {
  return !field.when || conditions[field.when] === true;
}

export function fieldRequired(
  field: Pick<FieldBase, 'required'>,
  conditions: Record<string, boolean>,
): boolean {
  return typeof field.required === 'string'
    ? conditions[field.required] === true
    : field.required === true;
}
