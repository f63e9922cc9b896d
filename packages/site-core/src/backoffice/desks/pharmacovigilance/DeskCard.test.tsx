/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Payload, PayloadRequest } from 'payload';
import type { CaseStatus, CaseSummary } from '../../../report/store/caseTypes';
import { PharmacovigilanceDeskCard } from './DeskCard';

const summary = (
  reference: string,
  status: CaseStatus,
  { serious = false, overdue = false } = {},
): CaseSummary => ({
  reference,
  receivedAt: '2026-11-12T08:15:00.000Z',
  kind: 'human',
  serious,
  product: 'Ibuprofen 400 mg',
  status,
  dueDate: '2026-11-27',
  overdue,
  assignee: null,
});

const cases = [
  summary('NUS-2026-000001', 'new', { serious: true, overdue: true }),
  summary('NUS-2026-000002', 'new'),
  summary('NUS-2026-000003', 'in_assessment', { serious: true }),
  // Answered or closed: nothing is owed on these, serious or not.
  summary('NUS-2026-000004', 'sent_to_authority', { serious: true }),
  summary('NUS-2026-000005', 'not_a_valid_case', { serious: true, overdue: true }),
];

function backOffice({ takesReports = true, list = async () => cases } = {}) {
  const logged: string[] = [];
  const payload = {
    config: {
      routes: { admin: '/admin' },
      custom: {
        pharmacovigilanceDesk: {
          takesReports: async () => takesReports,
          store: () => ({ cases: { list } }),
        },
      },
    },
    logger: { error: (message: string) => logged.push(message) },
  } as unknown as Payload;
  return { payload, logged };
}
const account = (role: string) => ({ id: 2, collection: 'users', role }) as PayloadRequest['user'];

const card = async (
  payload: Payload,
  role = 'pharmacovigilance',
  language = 'hr',
): Promise<string | null> => {
  const element = await PharmacovigilanceDeskCard({
    payload,
    user: account(role),
    i18n: { language },
  });
  return element && renderToStaticMarkup(element);
};

describe("the pharmacovigilance desk's card on the dashboard", () => {
  it('tells the team in their language what waits, what is overdue and what is serious', async () => {
    const html = (await card(backOffice().payload))!;
    expect(html).toContain('<h2 id="pharmacovigilance-desk-card"');
    expect(html).toContain('>Farmakovigilancija</h2>');
    expect(html).toContain(
      '<a href="/admin/pharmacovigilance?status=new">Prijave koje čekaju procjenu: 2</a>',
    );
    expect(html).toContain('<strong>Otvorene prijave kojima je istekao rok: 1.</strong>');
    expect(html).toContain('Ozbiljne prijave koje su još otvorene: 2');
    expect(html).toContain('href="/admin/pharmacovigilance"');
  });

  it('says no open case is overdue when none is, in English for staff who chose it', async () => {
    const { payload } = backOffice({ list: async () => [summary('NUS-2026-000009', 'new')] });
    const html = (await card(payload, 'administrator', 'en'))!;
    expect(html).toContain('Reports waiting for assessment: 1');
    expect(html).toContain('No open case is overdue.');
    expect(html).toContain('Serious reports still open: 0');
  });

  it('is shown to the team and administrators only, and only where the market takes reports', async () => {
    expect(await card(backOffice().payload, 'editor')).toBeNull();
    expect(await card(backOffice().payload, 'hr')).toBeNull();
    expect(await card(backOffice({ takesReports: false }).payload)).toBeNull();
  });

  it('keeps the dashboard open when the store cannot be read, and says so', async () => {
    const { payload, logged } = backOffice({
      list: async () => {
        throw new Error('SQLITE_BUSY');
      },
    });
    const html = (await card(payload, 'pharmacovigilance', 'sl'))!;
    expect(html).toContain('Poročil trenutno ni mogoče prebrati.');
    expect(logged).toHaveLength(1);
  });
});
