import { z } from '../../validation/zod';
import {
  batchNumber,
  checkDateOrder,
  dateOrUnknown,
  emptyBatch,
  emptyDate,
  INVALID_AGE,
  LIMIT,
  optionalChoice,
  optionalCodes,
  optionalPhone,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
  YES_NO,
} from './fields';

/*
 * Report on a medicine for human use (spec §3), one object per wizard step. The asterisk fields are
 * exactly what a valid case needs (ICH E2D minimum criteria): an identifiable reporter (name and
 * e-mail), an identifiable patient (sex: one qualifier suffices), a suspect medicine (its name) and a
 * suspected reaction (its description). Everything else is optional, so nobody gives up on a report
 * because they do not know a detail.
 */

/** Seriousness criteria, ICH E2B(R3) E.i.3.2a–f in that order; none ticked means non-serious. */
export const HUMAN_SERIOUSNESS = [
  'death',
  'lifeThreatening',
  'hospitalisation',
  'disability',
  'congenitalAnomaly',
  'otherMedicallyImportant',
] as const;

/** Outcome of the reaction at the time of the report, ICH E2B(R3) E.i.7. */
export const HUMAN_OUTCOMES = [
  'recovered',
  'recovering',
  'notRecovered',
  'recoveredWithSequelae',
  'fatal',
  'unknown',
] as const;

/** Age in whole years, optional: many reporters for another person only know it roughly. */
const age = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= 130), {
    error: INVALID_AGE,
  });

export const humanApplicant = z.object({
  reporterName: requiredText(LIMIT.name),
  reporterEmail: requiredEmail,
  reporterPhone: optionalPhone,
  institution: optionalText(),
  consultedProfessional: optionalChoice(YES_NO),
  professionalComments: optionalText(LIMIT.long),
  reportingFor: optionalChoice(['self', 'other']),
  patientAge: age,
  patientInitials: optionalText(10),
  patientSex: requiredChoice(['M', 'F', 'unknown']),
  pregnant: optionalChoice(['yes', 'no', 'unknown']),
  breastfeeding: optionalChoice(YES_NO),
  patientInfo: optionalText(LIMIT.long),
});

export const humanMedicine = z
  .object({
    drugName: requiredText(),
    form: optionalText(),
    strength: optionalText(),
    dailyDose: optionalText(),
    startDate: dateOrUnknown,
    batch: batchNumber,
    stopped: optionalChoice(YES_NO),
    stopDate: dateOrUnknown,
    indication: optionalText(LIMIT.long),
    otherDrugs: optionalText(LIMIT.long),
    previousDrugs: optionalText(LIMIT.long),
  })
  // Cross-field rules sit on the step, not the report: a missing answer on another step must not
  // hide them (zod skips an object's refinements while one of its own fields is invalid).
  .superRefine((medicine, ctx) => {
    if (medicine.stopped === 'yes')
      checkDateOrder(ctx, medicine.startDate, medicine.stopDate, ['stopDate', 'date']);
  });

export const humanReaction = z.object({
  description: requiredText(LIMIT.long),
  startDate: dateOrUnknown,
  treated: optionalChoice(YES_NO),
  /** Dechallenge: asked only when the medicine was stopped. */
  stoppedAfterWithdrawal: optionalChoice(['yes', 'no', 'unknown']),
  /** Rechallenge. */
  reappeared: optionalChoice(['yes', 'no', 'notReadministered']),
  outcomeDoctorVisit: z.boolean(),
  outcomeHospital: z.boolean(),
  seriousness: optionalCodes(HUMAN_SERIOUSNESS),
  outcome: optionalChoice(HUMAN_OUTCOMES),
});

export const reportLegal = z.object({
  comments: optionalText(LIMIT.long),
  contactPermission: optionalChoice(YES_NO),
});

export const humanReportSchema = z.object({
  kind: z.literal('human'),
  applicant: humanApplicant,
  medicine: humanMedicine,
  reaction: humanReaction,
  legal: reportLegal,
});

export type HumanReport = z.infer<typeof humanReportSchema>;
export type HumanReportInput = z.input<typeof humanReportSchema>;

/** Which conditional questions apply, from the answers so far; the wizard and `pruneHuman` agree on it. */
export function humanConditions(report: Pick<HumanReportInput, 'applicant' | 'medicine'>) {
  const age = Number(report.applicant.patientAge || NaN);
  return {
    professionalComments: report.applicant.consultedProfessional === 'yes',
    // Pregnancy and breastfeeding apply to a female patient, unless her given age rules them out.
    pregnancy: report.applicant.patientSex === 'F' && !(age < 10),
    stopDate: report.medicine.stopped === 'yes',
    stoppedAfterWithdrawal: report.medicine.stopped === 'yes',
  };
}

/** Drops answers to questions that no longer apply (the visitor changed an earlier answer). */
export function pruneHuman(report: HumanReport): HumanReport {
  const applies = humanConditions(report);
  return {
    ...report,
    applicant: {
      ...report.applicant,
      professionalComments: applies.professionalComments
        ? report.applicant.professionalComments
        : '',
      pregnant: applies.pregnancy ? report.applicant.pregnant : '',
      breastfeeding: applies.pregnancy ? report.applicant.breastfeeding : '',
    },
    medicine: {
      ...report.medicine,
      stopDate: applies.stopDate ? report.medicine.stopDate : emptyDate(),
      batch: report.medicine.batch.cannotFind
        ? { value: '', cannotFind: true }
        : report.medicine.batch,
    },
    reaction: {
      ...report.reaction,
      stoppedAfterWithdrawal: applies.stoppedAfterWithdrawal
        ? report.reaction.stoppedAfterWithdrawal
        : '',
    },
  };
}

export function emptyHumanReport(): HumanReportInput {
  return {
    kind: 'human',
    applicant: {
      reporterName: '',
      reporterEmail: '',
      reporterPhone: '',
      institution: '',
      consultedProfessional: '',
      professionalComments: '',
      reportingFor: '',
      patientAge: '',
      patientInitials: '',
      patientSex: '',
      pregnant: '',
      breastfeeding: '',
      patientInfo: '',
    },
    medicine: {
      drugName: '',
      form: '',
      strength: '',
      dailyDose: '',
      startDate: emptyDate(),
      batch: emptyBatch(),
      stopped: '',
      stopDate: emptyDate(),
      indication: '',
      otherDrugs: '',
      previousDrugs: '',
    },
    reaction: {
      description: '',
      startDate: emptyDate(),
      treated: '',
      stoppedAfterWithdrawal: '',
      reappeared: '',
      outcomeDoctorVisit: false,
      outcomeHospital: false,
      seriousness: [],
      outcome: '',
    },
    legal: { comments: '', contactPermission: '' },
  };
}

export type HumanSeriousness = (typeof HUMAN_SERIOUSNESS)[number];
export type HumanOutcome = (typeof HUMAN_OUTCOMES)[number];
