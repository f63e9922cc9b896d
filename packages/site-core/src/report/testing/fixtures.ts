import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HumanReport, VeterinaryReport } from '../schema';

/** A complete human report: every optional answer given, so pruning and mapping have work to do. */
export function humanReport(overrides: Partial<HumanReport['applicant']> = {}): HumanReport {
  return {
    kind: 'human',
    applicant: {
      reporterName: 'Ana Horvat',
      reporterEmail: 'ana.horvat@example.com',
      reporterPhone: '+385 91 000 0000',
      institution: '',
      consultedProfessional: 'yes',
      professionalComments: 'The pharmacist advised stopping the medicine.',
      reportingFor: 'other',
      patientAge: '34',
      patientInitials: 'M. K.',
      patientSex: 'F',
      pregnant: 'no',
      breastfeeding: 'no',
      patientInfo: 'Penicillin allergy.',
      ...overrides,
    },
    medicine: {
      drugName: 'Examplomycin 500 mg',
      form: 'tablets',
      strength: '500 mg',
      dailyDose: '2 tablets',
      startDate: { date: '2026-01-10', unknown: false },
      batch: { value: 'LOT-42A', cannotFind: false },
      stopped: 'yes',
      stopDate: { date: '2026-01-14', unknown: false },
      indication: 'Sinusitis',
      otherDrugs: 'Ibuprofen 400 mg as needed',
      previousDrugs: '',
    },
    reaction: {
      description: 'Itchy rash on both arms <b>two days</b> after starting.',
      startDate: { date: '', unknown: true },
      treated: 'yes',
      stoppedAfterWithdrawal: 'yes',
      reappeared: 'notReadministered',
      outcomeDoctorVisit: true,
      outcomeHospital: false,
      seriousness: ['otherMedicallyImportant'],
      outcome: 'recovering',
    },
    legal: { comments: 'Is it safe to take again?', contactPermission: 'yes' },
  };
}

export function veterinaryReport(): VeterinaryReport {
  return {
    kind: 'veterinary',
    applicant: {
      reporterType: 'owner',
      reporterName: 'Ivan Kovač',
      reporterEmail: 'ivan.kovac@example.com',
      reporterPhone: '',
      institution: '',
    },
    reaction: {
      subject: 'animal',
      chipNumber: '191100000012345',
      species: 'Dog, beagle',
      sex: 'male',
      age: '4 years',
      weight: '14 kg',
      effectDate: { date: '2026-02-01', unknown: false },
      description: 'Vomiting twice within an hour of the tablet.',
      duration: 'One day',
      treated: 'no',
      seriousness: ['prolongedSigns'],
      outcome: 'recoveredWithSequelae',
    },
    medicine: {
      drugName: 'Vetexample chewable tablets',
      dailyDose: '1 tablet',
      therapyStart: { date: '2026-02-01', unknown: false },
      therapyEnd: { date: '', unknown: true },
      dose: '1 tablet',
      batch: { value: '', cannotFind: true },
    },
    legal: { comments: '', contactPermission: 'no' },
  };
}

/**
 * A report as stored before seriousness, outcome and 'unknown' sex were asked (issue #15): the store
 * keeps reports as JSON, so these stay in it as they were.
 */
export function legacyReport<R extends HumanReport | VeterinaryReport>(report: R): R {
  const { seriousness: _seriousness, outcome: _outcome, ...reaction } = report.reaction;
  return { ...report, reaction } as R;
}

/** A throwaway DATA_DIR; `cleanup` removes it. */
export function tempDataDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'medivia-reports-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A same-origin JSON POST to /api/reports as the wizard sends it. */
export function reportPost(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1:3100/api/reports', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://127.0.0.1:3100',
      host: '127.0.0.1:3100',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
