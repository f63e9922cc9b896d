import { z } from '../../validation/zod';
import {
  batchNumber,
  checkDateOrder,
  dateOrUnknown,
  emptyBatch,
  emptyDate,
  LIMIT,
  optionalChoice,
  optionalCodes,
  optionalPhone,
  optionalText,
  REQUIRED,
  requiredChoice,
  requiredEmail,
  requiredText,
  YES_NO,
} from './fields';
import { reportLegal } from './human';

/*
 * Report on a veterinary medicine (spec §3). The minimum criteria of VICH GL42 mirror the human ones:
 * an identifiable reporter (name and e-mail), an identifiable subject (the animal's species, or the
 * sex of a person exposed to the product), a suspect product (its name) and the event (its
 * description). The rest is optional.
 */

export const REPORTER_TYPES = ['veterinarian', 'owner', 'healthcare_worker', 'other'] as const;

/** Seriousness criteria of VICH GL42 (serious adverse event); none ticked means non-serious. */
export const VETERINARY_SERIOUSNESS = [
  'death',
  'lifeThreatening',
  'disability',
  'congenitalAnomaly',
  'prolongedSigns',
] as const;

/** Outcome to date of the adverse event, VICH GL42. */
export const VETERINARY_OUTCOMES = [
  'ongoing',
  'recovered',
  'recoveredWithSequelae',
  'died',
  'euthanised',
  'unknown',
] as const;

export const veterinaryApplicant = z.object({
  reporterType: optionalChoice(REPORTER_TYPES),
  reporterName: requiredText(LIMIT.name),
  reporterEmail: requiredEmail,
  reporterPhone: optionalPhone,
  institution: optionalText(),
});

export const veterinaryReaction = z
  .object({
    subject: requiredChoice(['animal', 'human']),
    chipNumber: optionalText(50),
    species: optionalText(),
    sex: optionalChoice(['male', 'female', 'unknown']),
    age: optionalText(50),
    weight: optionalText(50),
    effectDate: dateOrUnknown,
    description: requiredText(LIMIT.long),
    duration: optionalText(),
    treated: optionalChoice(YES_NO),
    seriousness: optionalCodes(VETERINARY_SERIOUSNESS),
    outcome: optionalChoice(VETERINARY_OUTCOMES),
  })
  // The subject must be identifiable: an animal by its species, a person by their sex. (Zod runs
  // this only once `subject` itself is valid, which is exactly when the question applies.)
  .superRefine(({ subject, species, sex }, ctx) => {
    if (subject === 'animal' && !species)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['species'] });
    if (subject === 'human' && !sex)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['sex'] });
  });

export const veterinaryMedicine = z
  .object({
    drugName: requiredText(),
    dailyDose: optionalText(),
    therapyStart: dateOrUnknown,
    therapyEnd: dateOrUnknown,
    dose: optionalText(),
    batch: batchNumber,
  })
  .superRefine((medicine, ctx) =>
    checkDateOrder(ctx, medicine.therapyStart, medicine.therapyEnd, ['therapyEnd', 'date']),
  );

export const veterinaryReportSchema = z.object({
  kind: z.literal('veterinary'),
  applicant: veterinaryApplicant,
  reaction: veterinaryReaction,
  medicine: veterinaryMedicine,
  legal: reportLegal,
});

export type VeterinaryReport = z.infer<typeof veterinaryReportSchema>;
export type VeterinaryReportInput = z.input<typeof veterinaryReportSchema>;

/** Which conditional questions apply; the wizard and `pruneVeterinary` agree on it. */
export function veterinaryConditions(report: Pick<VeterinaryReportInput, 'reaction'>) {
  const subject = report.reaction.subject;
  return {
    animalDetails: subject === 'animal',
    subjectDetails: subject === 'animal' || subject === 'human',
    speciesRequired: subject === 'animal',
    sexRequired: subject === 'human',
  };
}

export function pruneVeterinary(report: VeterinaryReport): VeterinaryReport {
  const applies = veterinaryConditions(report);
  return {
    ...report,
    reaction: {
      ...report.reaction,
      chipNumber: applies.animalDetails ? report.reaction.chipNumber : '',
      species: applies.animalDetails ? report.reaction.species : '',
    },
    medicine: {
      ...report.medicine,
      batch: report.medicine.batch.cannotFind
        ? { value: '', cannotFind: true }
        : report.medicine.batch,
    },
  };
}

export function emptyVeterinaryReport(): VeterinaryReportInput {
  return {
    kind: 'veterinary',
    applicant: {
      reporterType: '',
      reporterName: '',
      reporterEmail: '',
      reporterPhone: '',
      institution: '',
    },
    reaction: {
      subject: '',
      chipNumber: '',
      species: '',
      sex: '',
      age: '',
      weight: '',
      effectDate: emptyDate(),
      description: '',
      duration: '',
      treated: '',
      seriousness: [],
      outcome: '',
    },
    medicine: {
      drugName: '',
      dailyDose: '',
      therapyStart: emptyDate(),
      therapyEnd: emptyDate(),
      dose: '',
      batch: emptyBatch(),
    },
    legal: { comments: '', contactPermission: '' },
  };
}

export type VeterinarySeriousness = (typeof VETERINARY_SERIOUSNESS)[number];
export type VeterinaryOutcome = (typeof VETERINARY_OUTCOMES)[number];
