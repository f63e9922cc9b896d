/** @jest-environment node */
import { ReportStore } from '../store/reportStore';
import { humanReport, tempDataDir, veterinaryReport } from '../testing/fixtures';
import { exportReports } from './exportReports';

describe('the operator export', () => {
  let data: ReturnType<typeof tempDataDir>;
  beforeEach(() => {
    data = tempDataDir();
    const store = ReportStore.open(data.dir);
    const at = new Date('2026-03-01T10:00:00Z');
    for (const report of [humanReport(), veterinaryReport()]) {
      store.commit(
        { report, market: 'cro', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
        at,
      );
    }
    store.close();
  });
  afterEach(() => data.cleanup());

  it('names the human report fields after their ICH E2B(R3) data elements', () => {
    const [human] = exportReports(data.dir);
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
        'E.i': [{ 'E.i.1.1b': 'hrv', 'E.i.4': { nullFlavor: 'ASKU' }, 'E.i.8': true }],
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

  it('names the veterinary report fields after their VICH GL42 elements', () => {
    const [, vet] = exportReports(data.dir);
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
        adverseEvent: { dateOfOnset: '20260201', treatedForAdverseEvent: false },
      },
    });
  });

  it('filters by the date received', () => {
    expect(exportReports(data.dir, { since: '2026-03-02' })).toEqual([]);
  });
});
