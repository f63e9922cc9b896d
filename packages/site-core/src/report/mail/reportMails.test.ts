/** @jest-environment node */
import { createTestMarket } from '../../testing/testMarket';
import { humanReport, legacyReport, veterinaryReport } from '../testing/fixtures';
import { buildReportMails } from './reportMails';

const input = {
  market: createTestMarket(),
  reference: 'NUS-2026-000007',
  receivedAt: '2026-03-01T10:00:00.000Z',
  botCheck: { ok: true },
  from: 'web@medivia-test.example',
};

describe('the mails of a report', () => {
  const [pharmacovigilance, summary] = buildReportMails({
    ...input,
    locale: 'en',
    report: humanReport(),
  }).map((m) => m.message);

  it('sends the full report to the pharmacovigilance mailbox in the team language, replying to the reporter', () => {
    expect(pharmacovigilance).toMatchObject({
      to: 'farmakovigilancija@medivia-test.example',
      from: 'web@medivia-test.example',
      replyTo: 'ana.horvat@example.com',
      subject: '[NUS-2026-000007] Prijava nuspojave: lijek za primjenu kod ljudi',
      headers: { 'X-Report-Reference': 'NUS-2026-000007' },
    });
    expect(pharmacovigilance!.text).toContain('Naziv lijeka: Examplomycin 500 mg');
    expect(pharmacovigilance!.text).toContain('Datum početka nuspojave: Nije poznato');
    expect(pharmacovigilance!.text).toContain('Broj serije: LOT-42A');
    expect(pharmacovigilance!.text).toContain('Zbog nuspojave bolesnik je: posjetio liječnika');
  });

  it('gives the team the seriousness criteria and the outcome of the reaction', () => {
    expect(pharmacovigilance!.text).toContain(
      'Je li nuspojava bila ozbiljna? Drugo medicinski značajno stanje',
    );
    expect(pharmacovigilance!.text).toContain('Ishod nuspojave do sada: Oporavlja se');
    const nonSerious = humanReport({ patientSex: 'unknown' });
    nonSerious.reaction = { ...nonSerious.reaction, seriousness: [], outcome: 'fatal' };
    const [mail] = buildReportMails({ ...input, locale: 'en', report: nonSerious });
    expect(mail!.message.text).toContain('Spol bolesnika: Nepoznat');
    expect(mail!.message.text).toContain(
      'Je li nuspojava bila ozbiljna? Ništa od navedenoga (nuspojava nije ozbiljna)',
    );
    expect(mail!.message.text).toContain('Ishod nuspojave do sada: Smrtni ishod');
  });

  it('gives the team the seriousness and outcome of a veterinary report', () => {
    const [mail] = buildReportMails({ ...input, locale: 'hr', report: veterinaryReport() });
    expect(mail!.message.text).toContain(
      'Je li nuspojava bila ozbiljna? Trajni ili dugotrajni znakovi u liječenih životinja',
    );
    expect(mail!.message.text).toContain('Ishod do sada: Oporavak s posljedicama');
  });

  it('still mails a report stored before seriousness and outcome were asked', () => {
    const [mail] = buildReportMails({
      ...input,
      locale: 'hr',
      report: legacyReport(humanReport()),
    });
    expect(mail!.message.text).toContain('Je li nuspojava bila ozbiljna? Nije odgovoreno');
    expect(mail!.message.text).toContain('Ishod nuspojave do sada: Nije odgovoreno');
  });

  it('escapes what the visitor typed in the HTML', () => {
    expect(pharmacovigilance!.html).toContain('&lt;b&gt;two days&lt;/b&gt;');
    expect(pharmacovigilance!.html).not.toContain('<b>two days</b>');
  });

  it('sends the reporter a summary in their language, with the reference and no health details', () => {
    expect(summary).toMatchObject({
      to: 'ana.horvat@example.com',
      subject: 'Your report NUS-2026-000007 has been registered',
    });
    expect(summary!.text).toContain('under reference number NUS-2026-000007');
    expect(summary!.text).toContain('Examplomycin 500 mg');
    expect(summary!.text).not.toContain('rash');
  });

  it('lists only the questions that applied, and flags a failed bot check', () => {
    const report = veterinaryReport();
    report.reaction = { ...report.reaction, subject: 'human', species: '', chipNumber: '' };
    const [mail] = buildReportMails({
      ...input,
      locale: 'hr',
      report,
      botCheck: { ok: false, reason: 'low_score' },
    });
    expect(mail!.message.text).not.toContain('Vrsta i pasmina');
    expect(mail!.message.text).toContain('Tko je imao nuspojavu? Osoba');
    expect(mail!.message.text).toContain('Označeno za provjeru');
  });
});
