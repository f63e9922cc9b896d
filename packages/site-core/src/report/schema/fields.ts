import { z } from '../../validation/zod';

/*
 * Field schemas shared by both report kinds. Every message is a message id (`report.error.*`), never
 * text: the wizard translates it in the visitor's locale, and the API returns it unchanged so a
 * client in any language can do the same. An id may carry one argument after a colon
 * (`report.error.tooLong:200`), read by `errorMessage` in the wizard.
 */

export const REQUIRED = 'report.error.required';
export const INVALID_EMAIL = 'report.error.email';
export const INVALID_DATE = 'report.error.date';
export const FUTURE_DATE = 'report.error.dateFuture';
export const DATE_ORDER = 'report.error.dateOrder';
export const INVALID_AGE = 'report.error.age';
export const INVALID_PHONE = 'report.error.phone';
export const tooLong = (max: number) => `report.error.tooLong:${max}`;

/** Length limits: generous for free text, short where a longer value is surely a mistake. */
export const LIMIT = { name: 100, email: 254, phone: 40, short: 200, long: 4000 } as const;

/** Optional free text: trimmed, empty allowed. */
export const optionalText = (max: number = LIMIT.short) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) });

/** Mandatory free text: an asterisk field. */
export const requiredText = (max: number = LIMIT.short) =>
  z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: tooLong(max) });

/** A contact e-mail: required (the reporter gets the summary there) and well formed. */
export const requiredEmail = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: REQUIRED });
    else if (value.length > LIMIT.email)
      ctx.addIssue({ code: 'custom', message: tooLong(LIMIT.email) });
    else if (!z.regexes.email.test(value)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL });
  });

/** Digits, spaces and the usual separators; the pharmacovigilance team calls back, so typos matter. */
export const optionalPhone = optionalText(LIMIT.phone).regex(/^$|^\+?[0-9 ()./-]{6,}$/, {
  error: INVALID_PHONE,
});

/** A radio question nobody has to answer: '' (or null from an untouched radio) means not answered. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal(''), z.null()]).optional();

/**
 * A radio question with an asterisk. The input may be '' (nothing chosen yet, as the wizard starts),
 * the output is always one of the values.
 */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: REQUIRED }),
  );

export const YES_NO = ['yes', 'no'] as const;

/**
 * Checkboxes of codes (seriousness criteria): none ticked is an answer ("none of these"). Optional so
 * a report from a wizard loaded before the question existed still goes through.
 */
export const optionalCodes = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).optional();

/** Today in UTC plus one day, so a visitor east of UTC can still enter their own today. */
function latestAllowedDate(now = new Date()) {
  return new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A date the visitor may not know (spec §4: date fields offer 'I don't know'). `unknown` is kept
 * apart from an empty date: "asked and unknown" and "not answered" mean different things to the
 * pharmacovigilance team (E2B null flavours ASKU and NI).
 */
export const dateOrUnknown = z.object({
  date: z
    .union([z.literal(''), z.iso.date({ error: INVALID_DATE })])
    .refine((date) => !date || date <= latestAllowedDate(), { error: FUTURE_DATE }),
  unknown: z.boolean(),
});
export type DateOrUnknown = z.infer<typeof dateOrUnknown>;

/** Batch (lot) number, with 'I cannot find it' for a package already thrown away. */
export const batchNumber = z.object({
  value: optionalText(50),
  cannotFind: z.boolean(),
});
export type BatchNumber = z.infer<typeof batchNumber>;

export const emptyDate = (): DateOrUnknown => ({ date: '', unknown: false });
export const emptyBatch = (): BatchNumber => ({ value: '', cannotFind: false });

/** A known date, or undefined when unknown or not given. */
export const knownDate = (value: DateOrUnknown | undefined) =>
  (value && !value.unknown && value.date) || undefined;

/** Adds a DATE_ORDER issue at `path` when both dates are known and `later` precedes `earlier`. */
export function checkDateOrder(
  ctx: z.RefinementCtx,
  earlier: DateOrUnknown | undefined,
  later: DateOrUnknown | undefined,
  path: (string | number)[],
) {
  const from = knownDate(earlier);
  const to = knownDate(later);
  if (from && to && to < from) ctx.addIssue({ code: 'custom', message: DATE_ORDER, path });
}
