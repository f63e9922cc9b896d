/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Payload, PayloadRequest } from 'payload';
import type {
  ApplicationStatus,
  OpeningApplications,
} from '../../../report/store/applicationCaseTypes';
import { HrDeskCard } from './DeskCard';

const application = (reference: string, status: ApplicationStatus) => ({
  reference,
  openingId: '1',
  openingTitle: '',
  applicantName: 'Ana Horvat',
  receivedAt: '2026-11-20T09:00:00.000Z',
  status,
  deletedAt: '2027-05-20T09:00:00.000Z',
});

const openings: OpeningApplications[] = [
  {
    openingId: '1',
    title: 'Stručni suradnik za registraciju lijekova',
    applications: [
      application('PZP-1', 'new'),
      application('PZP-2', 'new'),
      application('PZP-3', 'interview'),
    ],
  },
  { openingId: '2', title: 'Skladištar', applications: [application('PZP-4', 'rejected')] },
  {
    openingId: '3',
    title: 'Serviser medicinske opreme',
    applications: [application('PZP-5', 'new')],
  },
];

function backOffice(byOpening = async () => openings) {
  const logged: string[] = [];
  const payload = {
    config: {
      routes: { admin: '/admin' },
      custom: { hrDesk: { store: () => ({ applications: { byOpening } }) } },
    },
    logger: { error: (message: string) => logged.push(message) },
  } as unknown as Payload;
  return { payload, logged };
}
const account = (role: string) => ({ id: 3, collection: 'users', role }) as PayloadRequest['user'];

const card = async (payload: Payload, role = 'hr', language = 'hr') => {
  const element = await HrDeskCard({ payload, user: account(role), i18n: { language } });
  return element && renderToStaticMarkup(element);
};

describe("the HR desk's card on the dashboard", () => {
  it('counts the new applications, by opening, in the staff language, with the way to the desk', async () => {
    const html = (await card(backOffice().payload))!;
    expect(html).toContain('>Prijave za posao</h2>');
    expect(html).toContain('Nove prijave: 3');
    expect(html).toContain('<li>Stručni suradnik za registraciju lijekova: 2</li>');
    expect(html).toContain('<li>Serviser medicinske opreme: 1</li>');
    // An opening with no new application is left out.
    expect(html).not.toContain('Skladištar');
    expect(html).toContain('<a href="/admin/hr"');
    expect(html).toContain('>Sve prijave</a>');
  });

  it('is shown to HR and administrators only', async () => {
    expect(await card(backOffice().payload, 'administrator', 'en')).toContain(
      'New applications: 3',
    );
    expect(await card(backOffice().payload, 'editor')).toBeNull();
    expect(await card(backOffice().payload, 'pharmacovigilance')).toBeNull();
  });

  it('keeps the dashboard open when the store cannot be read, and says so', async () => {
    const { payload, logged } = backOffice(async () => {
      throw new Error('connection refused');
    });
    expect(await card(payload, 'hr', 'en')).toContain('The applications cannot be read just now.');
    expect(logged).toHaveLength(1);
  });
});
