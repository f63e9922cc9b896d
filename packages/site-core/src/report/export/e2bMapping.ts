import type { DateOrUnknown, HumanOutcome, HumanReport, HumanSeriousness } from '../schema';
import type { StoredReport } from '../store/types';

/*
 * A human report as ICH E2B(R3) data elements, keyed by element id, for the operator's export. The
 * repeatable sections keep their placeholder letters (C.2.r, E.i, G.k) and are arrays. Elements used:
 *   C.1.1 sender's safety report unique identifier   C.1.2 date of creation   C.1.3 type of report
 *   C.1.4 date report was first received from source   C.2.r.1.2/1.4 reporter's given/family name
 *   C.2.r.2.1 reporter's organisation   C.2.r.2.7 reporter's telephone   C.2.r.5 primary source
 *   D.1 patient (initials)   D.2.2a/b age at onset and unit   D.5 sex   D.7.2 relevant medical history
 *   D.8.r.1 name of drug (past drug history)   E.i.1.1a/b reaction as reported and its language
 *   E.i.3.2a–f seriousness criteria (death, life threatening, caused / prolonged hospitalisation,
 *   disabling / incapacitating, congenital anomaly / birth defect, other medically important)
 *   E.i.4 date of start of reaction   E.i.7 outcome of reaction at the time of last observation
 *   E.i.8 medical confirmation by health professional   G.k.1 characterisation of drug role
 *   G.k.2.2 medicinal product name as reported   G.k.4.r.4 start date   G.k.4.r.5 date of last
 *   administration   G.k.4.r.7 batch / lot number   G.k.4.r.8 dosage text   G.k.4.r.9.1 dose form
 *   G.k.7.r.1 indication as reported   G.k.8 action taken with drug   G.k.9.i.4 recurrence on
 *   re-administration   H.2 reporter's comments
 * Answers with no E2B element (e-mail, pregnancy, dechallenge, ...) go under `notInStandard`.
 */

/** E2B null flavours: ASKU "asked but unknown" for an explicit 'I don't know'. */
const ASKU = { nullFlavor: 'ASKU' } as const;

/** E2B dates are CCYYMMDD. */
const e2bDate = (iso: string) => iso.replace(/-/g, '').slice(0, 8);

function dateElement(value: DateOrUnknown) {
  if (value.unknown) return ASKU;
  return value.date ? e2bDate(value.date) : undefined;
}

/** ISO 639-2 codes for E.i.1.1b. */
export const languageCode: Record<string, string> = { hr: 'hrv', en: 'eng', sl: 'slv', bs: 'bos' };

/** Name and surname come as one field: the last word is taken as the family name. */
export function splitName(full: string): { given: string; family: string } {
  const words = full.trim().split(/\s+/);
  return words.length > 1
    ? { given: words.slice(0, -1).join(' '), family: words.at(-1)! }
    : { given: '', family: words[0] ?? '' };
}

export const yesNoBoolean = (value: string | null | undefined) =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/** G.k.9.i.4: 1 rechallenge, reaction recurred; 2 rechallenge, did not recur; 4 no rechallenge. */
export const recurrence: Record<string, number> = { yes: 1, no: 2, notReadministered: 4 };

/** E.i.3.2a–f, in the order of HUMAN_SERIOUSNESS; each is true when ticked. */
export const seriousnessElement: Record<HumanSeriousness, string> = {
  death: 'E.i.3.2a',
  lifeThreatening: 'E.i.3.2b',
  hospitalisation: 'E.i.3.2c',
  disability: 'E.i.3.2d',
  congenitalAnomaly: 'E.i.3.2e',
  otherMedicallyImportant: 'E.i.3.2f',
};

/**
 * The seriousness criteria the reporter's answers meet. A hospital admission ticked under "Because of
 * the side effect, the patient" is E.i.3.2c as well, which also keeps it for reports stored before
 * the seriousness question existed; a fatal outcome is a reaction that resulted in death (E.i.3.2a).
 */
export function seriousnessCriteria(reaction: HumanReport['reaction']): Set<HumanSeriousness> {
  const met = new Set<HumanSeriousness>(reaction.seriousness ?? []);
  if (reaction.outcomeHospital) met.add('hospitalisation');
  if (reaction.outcome === 'fatal') met.add('death');
  return met;
}

/** E.i.3.2a–f of the reporter's answer: each criterion met is true. */
function seriousnessElements(reaction: HumanReport['reaction']): Record<string, boolean> {
  const met = seriousnessCriteria(reaction);
  return Object.fromEntries(
    Object.entries(seriousnessElement)
      .filter(([code]) => met.has(code as HumanSeriousness))
      .map(([, element]) => [element, true]),
  );
}

/** E.i.7: 1 recovered/resolved, 2 recovering/resolving, 3 not recovered/not resolved/ongoing,
 *  4 recovered/resolved with sequelae, 5 fatal, 0 unknown. */
export const outcomeCode: Record<HumanOutcome, number> = {
  recovered: 1,
  recovering: 2,
  notRecovered: 3,
  recoveredWithSequelae: 4,
  fatal: 5,
  unknown: 0,
};

/** D.5: 1 male, 2 female; a sex the reporter does not know is the null flavour UNK. */
const sexElement = (sex: string) => (sex === 'M' ? 1 : sex === 'F' ? 2 : { nullFlavor: 'UNK' });

/** G.k.8: 1 drug withdrawn, 4 dose not changed; nothing when the reporter did not say. */
export const actionTaken = (medicine: HumanReport['medicine']) =>
  medicine.stopped === 'yes' ? 1 : medicine.stopped === 'no' ? 4 : undefined;

/** Drops empty values so the export lists only what the reporter told us. */
function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== undefined && value !== '' && value !== null,
    ),
  ) as Partial<T>;
}

export function toE2b(stored: StoredReport & { report: HumanReport }) {
  const { applicant, medicine, reaction, legal } = stored.report;
  const name = splitName(applicant.reporterName);
  const received = e2bDate(stored.receivedAt);
  const suspect = compact({
    'G.k.1': 1, // suspect
    'G.k.2.2': medicine.drugName,
    'G.k.4.r.4': dateElement(medicine.startDate),
    'G.k.4.r.5': medicine.stopped === 'yes' ? dateElement(medicine.stopDate) : undefined,
    'G.k.4.r.7': medicine.batch.cannotFind ? ASKU : medicine.batch.value,
    'G.k.4.r.8': medicine.dailyDose,
    'G.k.4.r.9.1': medicine.form,
    'G.k.7.r.1': medicine.indication,
    'G.k.8': actionTaken(medicine),
    'G.k.9.i.4': reaction.reappeared ? recurrence[reaction.reappeared] : undefined,
  });
  const concomitant = medicine.otherDrugs ? [{ 'G.k.1': 2, 'G.k.2.2': medicine.otherDrugs }] : [];

  return {
    standard: 'ICH E2B(R3)',
    elements: compact({
      'C.1.1': stored.reference,
      'C.1.2': received,
      'C.1.3': 1, // spontaneous report
      'C.1.4': received,
      'C.2.r': [
        compact({
          'C.2.r.1.2': name.given,
          'C.2.r.1.4': name.family,
          'C.2.r.2.1': applicant.institution,
          'C.2.r.2.7': applicant.reporterPhone,
          'C.2.r.5': 1, // the only reporter is the primary source
        }),
      ],
      'D.1': applicant.patientInitials,
      'D.2.2a': applicant.patientAge ? Number(applicant.patientAge) : undefined,
      'D.2.2b': applicant.patientAge ? 'a' : undefined, // UCUM: years
      'D.5': sexElement(applicant.patientSex),
      'D.7.2': applicant.patientInfo,
      'D.8.r': medicine.previousDrugs ? [{ 'D.8.r.1': medicine.previousDrugs }] : undefined,
      'E.i': [
        compact({
          'E.i.1.1a': reaction.description,
          'E.i.1.1b': languageCode[stored.locale],
          ...seriousnessElements(reaction),
          'E.i.4': dateElement(reaction.startDate),
          'E.i.7': reaction.outcome ? outcomeCode[reaction.outcome] : undefined,
          'E.i.8': yesNoBoolean(applicant.consultedProfessional),
        }),
      ],
      'G.k': [suspect, ...concomitant],
      'H.2': [legal.comments, applicant.professionalComments].filter(Boolean).join('\n\n'),
    }),
    notInStandard: compact({
      reporterEmail: applicant.reporterEmail,
      reporterNameAsEntered: applicant.reporterName,
      reportingFor: applicant.reportingFor,
      pregnant: applicant.pregnant,
      breastfeeding: applicant.breastfeeding,
      strength: medicine.strength,
      reactionTreatedWithMedicine: reaction.treated,
      reactionStoppedAfterWithdrawal: reaction.stoppedAfterWithdrawal,
      outcomeDoctorVisit: reaction.outcomeDoctorVisit || undefined,
      contactPermission: legal.contactPermission,
    }),
  };
}
