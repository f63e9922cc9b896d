/** @jest-environment node */
import { humanReport, legacyReport, veterinaryReport } from '../testing/fixtures';
import {
  emptyHumanReport,
  emptyVeterinaryReport,
  HUMAN_OUTCOMES,
  HUMAN_SERIOUSNESS,
  pruneReport,
  reportSchema,
  REQUIRED,
  VETERINARY_OUTCOMES,
  VETERINARY_SERIOUSNESS,
} from './index';

const issuesOf = (value: unknown) => {
  const result = reportSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('the human report schema', () => {
  it('accepts a complete report', () => {
    expect(issuesOf(humanReport())).toEqual([]);
  });

  it('given an empty form, demands exactly the four minimum criteria of a valid case', () => {
    // Identifiable reporter (name, e-mail), identifiable patient (sex), suspect medicine, reaction.
    expect(issuesOf(emptyHumanReport())).toEqual([
      { path: 'applicant.reporterName', message: REQUIRED },
      { path: 'applicant.reporterEmail', message: REQUIRED },
      { path: 'applicant.patientSex', message: REQUIRED },
      { path: 'medicine.drugName', message: REQUIRED },
      { path: 'reaction.description', message: REQUIRED },
    ]);
  });

  it('accepts a report with only the minimum criteria filled in', () => {
    const minimal = emptyHumanReport();
    minimal.applicant.reporterName = 'Ana Horvat';
    minimal.applicant.reporterEmail = 'ana@example.com';
    minimal.applicant.patientSex = 'M';
    minimal.medicine.drugName = 'Examplomycin';
    minimal.reaction.description = 'Rash';
    expect(issuesOf(minimal)).toEqual([]);
  });

  describe('seriousness (E.i.3.2a–f), outcome (E.i.7) and sex', () => {
    it('accepts every criterion, every outcome and a sex the reporter does not know', () => {
      const report = humanReport({ patientSex: 'unknown' });
      for (const outcome of HUMAN_OUTCOMES) {
        report.reaction = { ...report.reaction, seriousness: [...HUMAN_SERIOUSNESS], outcome };
        expect(issuesOf(report)).toEqual([]);
      }
    });

    it('accepts none ticked (non-serious) and no outcome given', () => {
      const report = humanReport();
      report.reaction = { ...report.reaction, seriousness: [], outcome: '' };
      expect(issuesOf(report)).toEqual([]);
    });

    it('accepts a report without the questions, as a wizard loaded before them sends it', () => {
      expect(issuesOf(legacyReport(humanReport()))).toEqual([]);
    });

    it('rejects codes it does not know', () => {
      const report = humanReport();
      report.reaction = {
        ...report.reaction,
        seriousness: ['death', 'hospitalization' as never],
        outcome: 'better' as never,
      };
      expect(issuesOf(report).map((issue) => issue.path)).toEqual([
        'reaction.seriousness.1',
        'reaction.outcome',
      ]);
    });
  });

  it('treats blank-only text as missing', () => {
    expect(issuesOf(humanReport({ reporterName: '   ' }))).toEqual([
      { path: 'applicant.reporterName', message: REQUIRED },
    ]);
  });

  it('rejects a malformed e-mail, an impossible age and a future date', () => {
    const report = humanReport({ reporterEmail: 'ana@', patientAge: '200' });
    report.reaction.startDate = { date: '2999-01-01', unknown: false };
    expect(issuesOf(report)).toEqual([
      { path: 'applicant.reporterEmail', message: 'report.error.email' },
      { path: 'applicant.patientAge', message: 'report.error.age' },
      { path: 'reaction.startDate.date', message: 'report.error.dateFuture' },
    ]);
  });

  it('rejects a stop date before the start date', () => {
    const report = humanReport();
    report.medicine.stopDate = { date: '2026-01-01', unknown: false };
    expect(issuesOf(report)).toEqual([
      { path: 'medicine.stopDate.date', message: 'report.error.dateOrder' },
    ]);
  });

  it('reports cross-field problems together with missing fields, so one click shows them all', () => {
    const report = humanReport({ reporterName: '' });
    report.medicine.stopDate = { date: '2026-01-01', unknown: false };
    expect(issuesOf(report).map((issue) => issue.path)).toEqual([
      'applicant.reporterName',
      'medicine.stopDate.date',
    ]);
  });

  it('limits the length of free text', () => {
    expect(issuesOf(humanReport({ reporterName: 'x'.repeat(101) }))).toEqual([
      { path: 'applicant.reporterName', message: 'report.error.tooLong:100' },
    ]);
  });

  describe('conditional fields', () => {
    it('drops the stop date and the dechallenge answer when the medicine was not stopped', () => {
      const report = humanReport();
      report.medicine.stopped = 'no';
      const pruned = pruneReport(report);
      expect(pruned.kind === 'human' && pruned.medicine.stopDate).toEqual({
        date: '',
        unknown: false,
      });
      expect(pruned.kind === 'human' && pruned.reaction.stoppedAfterWithdrawal).toBe('');
    });

    it('drops pregnancy and breastfeeding for a male patient, and for a young girl', () => {
      for (const applicant of [
        { patientSex: 'M' as const },
        { patientSex: 'F' as const, patientAge: '6' },
      ]) {
        const pruned = pruneReport(
          humanReport({ ...applicant, pregnant: 'yes', breastfeeding: 'yes' }),
        );
        expect(pruned.applicant).toMatchObject({ pregnant: '', breastfeeding: '' });
      }
      expect(pruneReport(humanReport({ pregnant: 'yes' })).applicant).toMatchObject({
        pregnant: 'yes',
      });
    });

    it("keeps the professional's comments only if one was consulted", () => {
      expect(pruneReport(humanReport({ consultedProfessional: 'no' })).applicant).toMatchObject({
        professionalComments: '',
      });
      expect(pruneReport(humanReport()).applicant).toMatchObject({
        professionalComments: 'The pharmacist advised stopping the medicine.',
      });
    });

    it("clears a date marked 'I don't know' and a batch marked 'cannot find'", () => {
      const report = humanReport();
      report.medicine.startDate = { date: '2026-01-10', unknown: true };
      report.medicine.batch = { value: 'LOT', cannotFind: true };
      const pruned = pruneReport(report);
      expect(pruned.medicine).toMatchObject({
        startDate: { date: '', unknown: true },
        batch: { value: '', cannotFind: true },
      });
    });
  });
});

describe('the veterinary report schema', () => {
  it('accepts a complete report', () => {
    expect(issuesOf(veterinaryReport())).toEqual([]);
  });

  it('given an empty form, demands the reporter, the subject, the medicine and the event', () => {
    expect(issuesOf(emptyVeterinaryReport())).toEqual([
      { path: 'applicant.reporterName', message: REQUIRED },
      { path: 'applicant.reporterEmail', message: REQUIRED },
      { path: 'reaction.subject', message: REQUIRED },
      { path: 'reaction.description', message: REQUIRED },
      { path: 'medicine.drugName', message: REQUIRED },
    ]);
  });

  it('identifies an animal by its species and a person by their sex', () => {
    const animal = veterinaryReport();
    animal.reaction.species = '';
    expect(issuesOf(animal)).toEqual([{ path: 'reaction.species', message: REQUIRED }]);
    const person = veterinaryReport();
    person.reaction = { ...person.reaction, subject: 'human', species: '', sex: '' };
    expect(issuesOf(person)).toEqual([{ path: 'reaction.sex', message: REQUIRED }]);
  });

  it('accepts every VICH criterion and outcome, an unknown sex, and a report without them', () => {
    const report = veterinaryReport();
    for (const outcome of VETERINARY_OUTCOMES) {
      report.reaction = {
        ...report.reaction,
        sex: 'unknown',
        seriousness: [...VETERINARY_SERIOUSNESS],
        outcome,
      };
      expect(issuesOf(report)).toEqual([]);
    }
    expect(issuesOf(legacyReport(veterinaryReport()))).toEqual([]);
  });

  it('rejects a human criterion or outcome in a veterinary report', () => {
    const report = veterinaryReport();
    report.reaction = {
      ...report.reaction,
      seriousness: ['hospitalisation' as never],
      outcome: 'fatal' as never,
    };
    expect(issuesOf(report).map((issue) => issue.path)).toEqual([
      'reaction.seriousness.0',
      'reaction.outcome',
    ]);
  });

  it('drops animal details for a person exposed to the product', () => {
    const report = veterinaryReport();
    report.reaction.subject = 'human';
    const pruned = pruneReport(report);
    expect(pruned.kind === 'veterinary' && pruned.reaction).toMatchObject({
      species: '',
      chipNumber: '',
      sex: 'male',
    });
  });

  it('rejects a treatment end before its start', () => {
    const report = veterinaryReport();
    report.medicine.therapyEnd = { date: '2026-01-01', unknown: false };
    expect(issuesOf(report)).toEqual([
      { path: 'medicine.therapyEnd.date', message: 'report.error.dateOrder' },
    ]);
  });
});

it('rejects an unknown report kind', () => {
  expect(issuesOf({ ...humanReport(), kind: 'cosmetic' }).map((issue) => issue.path)).toEqual([
    'kind',
  ]);
});
