import { createHash } from 'node:crypto';
import type { HumanReport } from '../../schema';
import type { StoredReport } from '../../store/types';
import {
  actionTaken,
  languageCode,
  outcomeCode,
  recurrence,
  seriousnessCriteria,
  splitName,
  yesNoBoolean,
} from '../e2bMapping';
import { reportedDay } from './hl7Time';
import { caseNarrative, narrativeLocale } from './narrative';
import type { HumanSeriousness } from '../../schema';

/*
 * A stored human report as the facts of one ICSR, before any XML: what the reporter told us, fitted
 * to E2B(R3)'s elements (codes from the operator export's mapping, texts cut to each element's
 * length, dates checked against the day of receipt). The renderer in caseXml/icsrXml only arranges
 * these facts in the HL7 structure.
 */

export type StoredHumanReport = StoredReport & { report: HumanReport };

/** C.2.r.4: what the wizard can tell of the reporter (it asks no profession). */
export const QUALIFICATION = { otherHealthProfessional: 3, consumer: 5 } as const;

/** G.k.1 characterisation of drug role. */
export const DRUG_ROLE = { suspect: 1, concomitant: 2 } as const;

/** Maximum lengths of the ICH data elements (the IG's "AN" sizes) this report fills. */
export const MAX_LENGTH = {
  'C.2.r.1.2': 35,
  'C.2.r.1.4': 50,
  'C.2.r.2.1': 60,
  'C.2.r.2.7': 33,
  'D.1': 60,
  'D.7.2': 10000,
  'D.8.r.1': 250,
  'E.i.1.1a': 250,
  'G.k.2.2': 250,
  'G.k.4.r.7': 35,
  'G.k.4.r.8': 2000,
  'G.k.4.r.9.1': 60,
  'G.k.7.r.1': 250,
  'H.1': 100000,
  'H.2': 20000,
} as const;

/** A text cut to an element's size; the narrative keeps the whole answer. */
export function fit(text: string, element: keyof typeof MAX_LENGTH): string {
  const max = MAX_LENGTH[element];
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A stable UUID (name-based, version 5 layout) for the case's internal references. */
export function caseUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface IcsrDrug {
  id: string;
  role: (typeof DRUG_ROLE)[keyof typeof DRUG_ROLE];
  name: string;
  startDay?: string;
  lastDay?: string;
  batch?: string;
  dosageText?: string;
  doseForm?: string;
  indication?: string;
  actionTaken?: number;
  recurrence?: number;
}

export interface IcsrCase {
  reference: string;
  receivedAt: Date;
  reporter: {
    given: string;
    family: string;
    organisation: string;
    phone: string;
    qualification: (typeof QUALIFICATION)[keyof typeof QUALIFICATION];
  };
  patient: {
    initials: string;
    /** ISO 5218 code, or undefined when the reporter does not know. */
    sex?: 1 | 2;
    ageYears?: number;
    historyText: string;
    pastDrugs: string[];
    died: boolean;
  };
  reaction: {
    id: string;
    asReported: string;
    /** ISO 639-2 code of the language the reporter wrote in (E.i.1.1b). */
    language: string;
    startDay?: string;
    seriousness: Set<HumanSeriousness>;
    outcome: number;
    medicalConfirmation?: boolean;
  };
  drugs: IcsrDrug[];
  narrative: string;
  reporterComments: string;
}

/** One free-text list answer ("other medicines"), one entry per line. */
const entries = (text: string) =>
  text
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** E.i.7 is required: an outcome the reporter did not give is "unknown" (0). */
const UNKNOWN_OUTCOME = outcomeCode.unknown;

export function icsrCase(stored: StoredHumanReport): IcsrCase {
  const { applicant, medicine, reaction, legal } = stored.report;
  const receivedAt = new Date(stored.receivedAt);
  const name = splitName(applicant.reporterName);
  const reactionId = caseUuid(stored.reference, 'reaction', '1');
  const seriousness = seriousnessCriteria(reaction);
  const suspect: IcsrDrug = {
    id: caseUuid(stored.reference, 'drug', '1'),
    role: DRUG_ROLE.suspect,
    name: fit(medicine.drugName, 'G.k.2.2'),
    startDay: reportedDay(medicine.startDate, receivedAt),
    lastDay: medicine.stopped === 'yes' ? reportedDay(medicine.stopDate, receivedAt) : undefined,
    batch: medicine.batch.cannotFind
      ? undefined
      : fit(medicine.batch.value, 'G.k.4.r.7') || undefined,
    dosageText: fit(medicine.dailyDose, 'G.k.4.r.8') || undefined,
    doseForm: fit(medicine.form, 'G.k.4.r.9.1') || undefined,
    indication: fit(medicine.indication, 'G.k.7.r.1') || undefined,
    actionTaken: actionTaken(medicine),
    recurrence: reaction.reappeared ? recurrence[reaction.reappeared] : undefined,
  };
  const concomitants = entries(medicine.otherDrugs).map((entry, index): IcsrDrug => ({
    id: caseUuid(stored.reference, 'drug', String(index + 2)),
    role: DRUG_ROLE.concomitant,
    name: fit(entry, 'G.k.2.2'),
  }));

  return {
    reference: stored.reference,
    receivedAt,
    reporter: {
      given: fit(name.given, 'C.2.r.1.2'),
      family: fit(name.family, 'C.2.r.1.4'),
      organisation: fit(applicant.institution, 'C.2.r.2.1'),
      phone: fit(applicant.reporterPhone.replace(/[^0-9+]/g, ''), 'C.2.r.2.7'),
      // The wizard asks an institution only of health professionals ("if you report as one").
      qualification: applicant.institution
        ? QUALIFICATION.otherHealthProfessional
        : QUALIFICATION.consumer,
    },
    patient: {
      initials: fit(applicant.patientInitials, 'D.1'),
      sex: applicant.patientSex === 'M' ? 1 : applicant.patientSex === 'F' ? 2 : undefined,
      ageYears: applicant.patientAge ? Number(applicant.patientAge) : undefined,
      historyText: fit(applicant.patientInfo, 'D.7.2'),
      pastDrugs: entries(medicine.previousDrugs).map((entry) => fit(entry, 'D.8.r.1')),
      died: seriousness.has('death'),
    },
    reaction: {
      id: reactionId,
      asReported: fit(reaction.description, 'E.i.1.1a'),
      language: languageCode[narrativeLocale(stored.locale)]!,
      startDay: reportedDay(reaction.startDate, receivedAt),
      seriousness,
      outcome: reaction.outcome ? outcomeCode[reaction.outcome] : UNKNOWN_OUTCOME,
      medicalConfirmation: yesNoBoolean(applicant.consultedProfessional),
    },
    drugs: [suspect, ...concomitants],
    narrative: fit(caseNarrative(stored.report, stored.locale), 'H.1'),
    reporterComments: fit(
      [legal.comments, applicant.professionalComments].filter(Boolean).join('\n\n'),
      'H.2',
    ),
  };
}
