'use client';

import { useEffect } from 'react';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import { fieldApplies, fieldPath, type FieldSpec } from '../form/fieldSpec';
import { conditionsOf, formSpec } from '../form/formSpec';
import { emptyBatch, emptyDate, type ReportInput } from '../schema';

function emptyValueOf(field: FieldSpec): unknown {
  if (field.type === 'date') return emptyDate();
  if (field.type === 'batch') return emptyBatch();
  return '';
}

/**
 * Empties a conditional question once it no longer applies (the visitor answered "No" to "stopped"
 * after giving a stop date). A hidden answer would otherwise be sent, or keep an error the visitor
 * cannot see or fix.
 */
export function useHiddenFieldReset(form: UseFormReturn<ReportInput>) {
  const values = useWatch({ control: form.control }) as ReportInput;
  useEffect(() => {
    if (!values?.kind) return;
    const conditions = conditionsOf(values);
    for (const step of formSpec[values.kind]) {
      for (const field of step.sections.flatMap((section) => section.fields)) {
        if (fieldApplies(field, conditions)) continue;
        const path = fieldPath(step.key, field);
        const empty = emptyValueOf(field);
        if (JSON.stringify(get(values, path)) !== JSON.stringify(empty)) {
          form.setValue(path as never, empty as never);
          form.clearErrors(path as never);
        }
      }
    }
  }, [values, form]);
}
