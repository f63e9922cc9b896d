/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Payload, PayloadRequest } from 'payload';
import type { CaseFile } from '../../../report/store/caseTypes';
import { humanReport } from '../../../report/testing/fixtures';
import { HR_DESK_TEXT } from '../hr/deskText';
import { CaseFilePage } from './CaseFilePage';
import { CaseList } from './CaseList';
import { PharmacovigilanceDeskNavLink } from './DeskNavLink';
import { PV_DESK_TEXT } from './deskText';

// The pharmacovigilance desk speaks the admin's language in the profession's terms: Croatian
// (cro, bih), Slovenian (slo), English when a staff member picked it.

const file: CaseFile = {
  reference: 'NUS-2026-000007',
  receivedAt: '2026-11-12T08:15:00.000Z',
  kind: 'human',
  serious: true,
  product: 'Ibuprofen 400 mg',
  status: 'sent_to_authority',
  dueDate: '2026-11-27',
  overdue: false,
  assignee: null,
  report: humanReport(),
  needsReview: true,
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  authorityCaseNumber: 'HALMED-0001',
  sentOn: '2026-11-20',
  duplicateOf: null,
  notes: [],
  audit: [
    {
      id: 1,
      at: '2026-11-20T09:00:00.000Z',
      userId: '2',
      userEmail: 'pv@example.com',
      action: 'download_e2b',
      reference: 'NUS-2026-000007',
      detail: null,
      clientAddress: '127.0.0.1',
    },
    {
      id: 2,
      at: '2026-11-20T10:00:00.000Z',
      userId: '2',
      userEmail: 'pv@example.com',
      action: 'status',
      reference: 'NUS-2026-000007',
      detail: {
        from: 'in_assessment',
        to: 'sent_to_authority',
        authorityCaseNumber: 'HALMED-0001',
        sentOn: '2026-11-20',
      },
      clientAddress: '127.0.0.1',
    },
  ],
};
const overdue = { ...file, reference: 'NUS-2026-000008', status: 'new', overdue: true } as const;

const list = (language: 'hr' | 'sl' | 'en') =>
  renderToStaticMarkup(
    <CaseList
      cases={[overdue, file]}
      filter={{}}
      deskPath="/admin/pharmacovigilance"
      words={PV_DESK_TEXT[language]}
      timeZone="Europe/Zagreb"
    />,
  );

const page = (language: 'hr' | 'sl' | 'en', query: { done?: string; error?: string } = {}) =>
  renderToStaticMarkup(
    <CaseFilePage
      file={file}
      answers={undefined}
      staff={[{ id: '2', email: 'pv@example.com' }]}
      deskPath="/admin/pharmacovigilance"
      caseApi="/admin/api/pv/reports/NUS-2026-000007"
      words={PV_DESK_TEXT[language]}
      timeZone="Europe/Zagreb"
      {...query}
    />,
  );

describe('the pharmacovigilance desk in the admin language', () => {
  it('lists reports in Croatian, in pharmacovigilance terms, with Croatian dates', () => {
    const html = list('hr');
    expect(html).toContain('<h1>Farmakovigilancija</h1>');
    expect(html).toContain('Prijave sumnji na nuspojave');
    expect(html).toContain('Ozbiljnost');
    expect(html).toContain('Poslana nadležnom tijelu');
    expect(html).toContain('>Ozbiljna<');
    expect(html).toContain('12. 11. 2026. 09:15');
    expect(html).toContain('27. 11. 2026.<strong> (rok je istekao)</strong>');
    expect(html).toContain('Otvorene prijave kojima je istekao rok: 1.');
    expect(html).not.toMatch(/Pharmacovigilance desk|Serious|Sent to the authority|2026-11-27/);
  });

  it('lists reports in Slovenian', () => {
    const html = list('sl');
    expect(html).toContain('<h1>Farmakovigilanca</h1>');
    expect(html).toContain('Poročila o domnevnih neželenih učinkih');
    expect(html).toContain('Resnost');
    expect(html).toContain('Poslano pristojnemu organu');
    expect(html).toContain('12. 11. 2026, 09:15');
    expect(html).not.toMatch(/Pharmacovigilance desk|Serious|Sent to the authority|2026-11-27/);
  });

  it('keeps English for staff who picked it', () => {
    const html = list('en');
    expect(html).toContain('<h1>Pharmacovigilance desk</h1>');
    expect(html).toContain('Sent to the authority');
    expect(html).toContain('2026-11-27<strong> (overdue)</strong>');
    expect(html).toContain('1 open case is overdue.');
  });

  it('shows a case, its outcome and its audit trail in Croatian', () => {
    const html = page('hr', { done: 'assignee' });
    expect(html).toContain('<h1>Prijava sumnje na nuspojavu NUS-2026-000007</h1>');
    expect(html).toContain('Dodjela je promijenjena.');
    expect(html).toContain('(broj slučaja nadležnog tijela HALMED-0001, poslano 20. 11. 2026.)');
    expect(html).toContain('Preuzmi ICH E2B(R3) XML');
    expect(html).toContain('Označeno za provjeru');
    expect(html).toContain('Preuzimanje E2B(R3) XML-a');
    expect(html).toContain('Revizijski trag');
    // The trail in words and the market's time, not the store's JSON and UTC (issue #41).
    expect(html).toContain('20. 11. 2026. 11:00');
    expect(html).toContain(
      'U procjeni → Poslana nadležnom tijelu; broj slučaja nadležnog tijela HALMED-0001; poslano 20. 11. 2026.',
    );
    expect(html).not.toMatch(/[{]&quot;|"from"|UTC/);
    expect(html).not.toMatch(/Audit trail|Download the|Nobody|Assignee/);
  });

  it("shows the desk's refusals in the admin's language", () => {
    expect(page('hr', { error: 'invalid_transition' })).toContain(
      'Nije promijenjeno:</strong> Taj prijelaz nije dopušten iz trenutačnog statusa prijave.',
    );
    expect(page('sl', { error: 'assignee_not_on_desk' })).toContain(
      'Ni spremenjeno:</strong> Poročilo dodelite članu skupine za farmakovigilanco ali skrbniku.',
    );
    expect(page('sl', { error: 'constructor' })).toContain(
      'Sprememba je bila zavrnjena: preverite obrazec in poskusite znova.',
    );
    const slovenian = page('sl');
    expect(slovenian).toContain('Poročilo o domnevnem neželenem učinku NUS-2026-000007');
    expect(slovenian).toContain('Resnost');
    expect(slovenian).toContain('Revizijska sled');
  });

  it("names the navigation's link in the admin's language, where the market takes reports", async () => {
    const payload = {
      config: {
        routes: { admin: '/admin' },
        custom: { pharmacovigilanceDesk: { takesReports: async () => true } },
      },
    } as unknown as Payload;
    const user = {
      id: 2,
      collection: 'users',
      role: 'pharmacovigilance',
    } as PayloadRequest['user'];
    const link = async (language: string) =>
      renderToStaticMarkup(
        (await PharmacovigilanceDeskNavLink({ payload, user, i18n: { language } }))!,
      );
    expect(await link('hr')).toContain('>Farmakovigilancija<');
    expect(await link('sl')).toContain('>Farmakovigilanca<');
    expect(await link('en')).toContain('>Pharmacovigilance desk<');
  });
});

/** Every text of a desk table: strings as they are, sentences with sample values. */
function textsOf(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table === 'function')
    return [[path, String((table as (...sample: unknown[]) => unknown)('X', 1))]];
  if (table && typeof table === 'object')
    return Object.entries(table).flatMap(([key, value]) =>
      key === 'language' ? [] : textsOf(value, path ? `${path}.${key}` : key),
    );
  return [];
}

describe("the desks' tables", () => {
  // Words spelt the same in English and the staff language.
  const shared = new Set(['Status', 'X', 'Telefon']);
  it.each([
    ['pharmacovigilance', PV_DESK_TEXT],
    ['HR', HR_DESK_TEXT],
  ] as const)('leave no English in the %s desk in Croatian or Slovenian', (_, table) => {
    const english = new Map(textsOf(table.en));
    for (const language of ['hr', 'sl'] as const) {
      const texts = textsOf(table[language]);
      expect(texts.map(([path]) => path)).toEqual([...english.keys()]);
      const untranslated = texts.filter(
        ([path, text]) => text === english.get(path) && !shared.has(text),
      );
      expect([language, untranslated]).toEqual([language, []]);
    }
  });
});
