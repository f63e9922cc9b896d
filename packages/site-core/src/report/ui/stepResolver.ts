import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { reportSchema, reportSteps, type ReportInput } from '../schema';

const fullResolver = zodResolver(reportSchema) as unknown as Resolver<ReportInput>;

/**
 * The shared report schema, judged only up to the current step: "Next" on step 2 must not complain
 * about step 4's empty fields, while "Send" on the last step checks the whole report. The step is
 * read through `currentStep` at validation time, so one form instance serves every step.
 */
export function stepResolver(currentStep: () => number): Resolver<ReportInput> {
  return async (values, context, options) => {
    const result = await fullResolver(values, context, options);
    const checked = new Set<string>(reportSteps[values.kind].slice(0, currentStep() + 1));
    const errors = Object.fromEntries(
      Object.entries(result.errors).filter(([stepKey]) => checked.has(stepKey)),
    ) as FieldErrors<ReportInput>;
    if (Object.keys(errors).length) return { values: {}, errors };
    // Later steps may still be incomplete; the values go on unparsed until the last step.
    return {
      values: Object.keys(result.errors).length ? values : result.values,
      errors: {},
    } as ResolverResult<ReportInput>;
  };
}
