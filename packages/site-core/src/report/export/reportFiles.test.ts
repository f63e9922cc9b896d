/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ReportStore } from '../store/reportStore';
import { humanReport, tempDataDir, veterinaryReport } from '../testing/fixtures';
import { writeReportFiles } from './reportFiles';

describe('the operator export as files (--format e2b)', () => {
  let data: ReturnType<typeof tempDataDir>;
  beforeEach(async () => {
    data = tempDataDir();
    const store = ReportStore.open(data.dir);
    for (const report of [humanReport(), veterinaryReport()])
      await store.commit(
        { report, market: 'cro', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
        new Date('2026-03-01T10:00:00Z'),
      );
    await store.close();
  });
  afterEach(() => data.cleanup());

  it('writes an E2B(R3) XML file per human report and the VICH GL42 JSON per veterinary one', async () => {
    const out = path.join(data.dir, 'e2b');
    const written = await writeReportFiles(data.dir, {
      out,
      sender: {
        organisationName: 'Medivia d.o.o.',
        countryCode: 'HR',
        organisationId: 'MEDIVIACRO',
      },
      now: new Date('2026-03-02T08:00:00Z'),
    });
    expect(written.map((entry) => path.basename(entry.file))).toEqual([
      'NUS-2026-000001.xml',
      'NUS-2026-000002.json',
    ]);
    expect(readdirSync(out).sort()).toEqual(['NUS-2026-000001.xml', 'NUS-2026-000002.json']);
    const xml = readFileSync(path.join(out, 'NUS-2026-000001.xml'), 'utf8');
    expect(xml).toContain('<MCCI_IN200100UV01 ITSVersion="XML_1.0"');
    expect(xml).toContain(
      'extension="HR-MEDIVIACRO-NUS-2026-000001" root="2.16.840.1.113883.3.989.2.1.3.1"',
    );
    const vet = JSON.parse(readFileSync(path.join(out, 'NUS-2026-000002.json'), 'utf8'));
    expect(vet).toMatchObject({ reference: 'NUS-2026-000002', standard: 'VICH GL42' });
  });

  it('writes only the reports received on or after --since', async () => {
    const out = path.join(data.dir, 'later');
    const sender = {
      organisationName: 'Medivia d.o.o.',
      countryCode: 'HR',
      organisationId: 'MEDIVIACRO',
    };
    expect(await writeReportFiles(data.dir, { out, sender, since: '2026-03-02' })).toEqual([]);
  });
});
