/** @jest-environment node */
import { ReportStore } from '../store/reportStore';
import { humanReport, legacyReport, tempDataDir, veterinaryReport } from '../testing/fixtures';
import { exportReports } from './exportReports';

describe('the operator export', () => {
  let data: ReturnType<typeof tempDataDir>;
  beforeEach(async () => {
    data = tempDataDir();
    const store = ReportStore.open(data.dir);
    const at = new Date('2026-03-01T10:00:00Z');
    for (const report of [humanReport(), veterinaryReport()]) {
      await store.commit(
        { report, market: 'cro', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
        at,
      );
    }
    await store.close();
  });
  afterEach(() => data.cleanup());

  it('names the human report fields after their ICH E2B(R3) data elements', async () => {
    const [human] = await exportReports(data.dir);
    expect(human).toMatchObject({
      reference: 'NUS-2026-000001',
      standard: 'ICH E2B(R3)',
      elements: {
        'C.1.1': 'NUS-2026-000001',
        'C.1.4': '20260301',
        'C.2.r': [{ 'C.2.r.1.2': 'Ana', 'C.2.r.1.4': 'Horvat', 'C.2.r.2.7': '+385 91 000 0000' }],
        'D.1': 'M. K.',
        'D.2.2a': 34,
        'D.2.2b': 'a',
        'D.5': 2,
        'E.i': [
          {
            'E.i.1.1b': 'hrv',
            'E.i.3.2f': true,
            'E.i.4': { nullFlavor: 'ASKU' },
            'E.i.7': 2,
            'E.i.8': true,
          },
        ],
        'G.k': [
          {
            'G.k.1': 1,
            'G.k.2.2': 'Examplomycin 500 mg',
            'G.k.4.r.4': '20260110',
            'G.k.4.r.5': '20260114',
            'G.k.4.r.7': 'LOT-42A',
            'G.k.8': 1,
            'G.k.9.i.4': 4,
          },
          { 'G.k.1': 2, 'G.k.2.2': 'Ibuprofen 400 mg as needed' },
        ],
      },
      notInStandard: { reporterEmail: 'ana.horvat@example.com', pregnant: 'no' },
      record: { market: 'cro', needsReview: false },
    });
  });

  it('names the veterinary report fields after their VICH GL42 elements', async () => {
    const [, vet] = await exportReports(data.dir);
    expect(vet).toMatchObject({
      reference: 'NUS-2026-000002',
      standard: 'VICH GL42',
      elements: {
        uniqueAerIdentificationNumber: 'NUS-2026-000002',
        originalReceiveDate: '20260301',
        primaryReporter: {
          type: 'Animal owner',
          name: 'Ivan Kovač',
          email: 'ivan.kovac@example.com',
        },
        animal: {
          speciesAndBreedAsReported: 'Dog, beagle',
          identification: '191100000012345',
          gender: 'Male',
        },
        product: [
          {
            registeredName: 'Vetexample chewable tablets',
            lotNumber: { nullFlavor: 'ASKU' },
            dateOfLastExposure: { nullFlavor: 'ASKU' },
          },
        ],
        adverseEvent: {
          dateOfOnset: '20260201',
          treatedForAdverseEvent: false,
          seriousness: {
            serious: true,
            criteria: ['Permanent or prolonged signs in the animals treated'],
          },
          outcomeToDate: 'Recovered with sequelae',
        },
      },
    });
  });

  describe('given a human report with seriousness criteria, an outcome and sex unknown', () => {
    const exported = async (reaction: Partial<ReturnType<typeof humanReport>['reaction']>) => {
      const report = humanReport({ patientSex: 'unknown' });
      const only = tempDataDir();
      const store = ReportStore.open(only.dir);
      await store.commit(
        {
          report: { ...report, reaction: { ...report.reaction, ...reaction } },
          market: 'cro',
          locale: 'en',
          botCheck: { ok: true },
          mails: () => [],
        },
        new Date('2026-03-01T10:00:00Z'),
      );
      await store.close();
      const [human] = await exportReports(only.dir);
      only.cleanup();
      return human!.elements as Record<string, unknown> & { 'E.i': Record<string, unknown>[] };
    };

    it('codes each ticked criterion as its E.i.3.2a–f element and the outcome as E.i.7', async () => {
      const elements = await exported({
        seriousness: ['death', 'lifeThreatening', 'disability', 'congenitalAnomaly'],
        outcome: 'fatal',
      });
      expect(elements['D.5']).toEqual({ nullFlavor: 'UNK' });
      expect(elements['E.i'][0]).toMatchObject({
        'E.i.3.2a': true,
        'E.i.3.2b': true,
        'E.i.3.2d': true,
        'E.i.3.2e': true,
        'E.i.7': 5,
      });
      expect(elements['E.i'][0]).not.toHaveProperty('E.i.3.2c');
    });

    it('codes none ticked as non-serious: no criterion element at all', async () => {
      const elements = await exported({ seriousness: [], outcome: 'unknown' });
      expect(Object.keys(elements['E.i'][0]!).filter((key) => key.startsWith('E.i.3.2'))).toEqual(
        [],
      );
      expect(elements['E.i'][0]).toMatchObject({ 'E.i.7': 0 });
    });
  });

  it('exports reports stored before seriousness and outcome were asked', async () => {
    const old = tempDataDir();
    const store = ReportStore.open(old.dir);
    const at = new Date('2026-03-01T10:00:00Z');
    const human = legacyReport(humanReport());
    for (const report of [
      { ...human, reaction: { ...human.reaction, outcomeHospital: true } },
      legacyReport(veterinaryReport()),
    ])
      await store.commit(
        { report, market: 'cro', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
        at,
      );
    await store.close();
    const [humanExport, vetExport] = await exportReports(old.dir);
    old.cleanup();
    const reaction = (humanExport!.elements as { 'E.i': Record<string, unknown>[] })['E.i'][0];
    expect(reaction).toMatchObject({ 'E.i.3.2c': true });
    expect(reaction).not.toHaveProperty('E.i.7');
    const event = (vetExport!.elements as { adverseEvent: Record<string, unknown> }).adverseEvent;
    expect(event).not.toHaveProperty('seriousness');
    expect(event).not.toHaveProperty('outcomeToDate');
  });

  it('filters by the date received', async () => {
    expect(await exportReports(data.dir, { since: '2026-03-02' })).toEqual([]);
  });
});
