/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Payload, PayloadRequest } from 'payload';
import type {
  ApplicationFile,
  OpeningApplications,
} from '../../../report/store/applicationCaseTypes';
import { ApplicationList } from './ApplicationList';
import { ApplicationPage } from './ApplicationPage';
import { HR_DESK_TEXT } from './deskText';
import { HrDeskNavLink } from './HrDeskNavLink';

// The HR desk speaks the admin's language: Croatian (cro, bih), Slovenian (slo), English when a
// staff member picked it. Rendered to HTML as the admin's server renders it.

const summary = {
  reference: 'APP-2026-000042',
  openingId: 'sales-rep',
  openingTitle: 'Stručni suradnik / Stručna suradnica',
  applicantName: 'Ana Horvat',
  receivedAt: '2026-11-27T09:05:00.000Z',
  status: 'shortlisted',
  deletedAt: '2027-05-27T00:00:00.000Z',
} as const;

const openings: OpeningApplications[] = [
  { openingId: 'sales-rep', title: summary.openingTitle, applications: [summary] },
];

const file: ApplicationFile = {
  ...summary,
  locale: 'hr',
  answers: {
    name: 'Ana Horvat',
    email: 'ana@example.com',
    phone: '+385 91 234 5678',
    message: '',
    openingTitle: summary.openingTitle,
  },
  cv: { name: 'cv.pdf', type: 'application/pdf', size: 20480, sha256: 'x' },
  statusChangedAt: '2026-11-27T10:30:00.000Z',
  notes: [],
  audit: [
    {
      id: 1,
      at: '2026-11-27T10:31:00.000Z',
      userId: '1',
      userEmail: 'hr@example.com',
      action: 'download_cv',
      reference: summary.reference,
      detail: null,
      clientAddress: '127.0.0.1',
    },
  ],
};

const list = (language: 'hr' | 'sl' | 'en') =>
  renderToStaticMarkup(
    <ApplicationList
      openings={openings}
      deskPath="/admin/hr"
      lastPurge={{ day: '2026-11-26', removed: 0 }}
      words={HR_DESK_TEXT[language]}
      timeZone="Europe/Zagreb"
    />,
  );

const page = (language: 'hr' | 'sl' | 'en', query: { done?: string; error?: string } = {}) =>
  renderToStaticMarkup(
    <ApplicationPage
      file={file}
      deskPath="/admin/hr"
      applicationApi="/admin/api/hr/applications/APP-2026-000042"
      showAudit
      words={HR_DESK_TEXT[language]}
      timeZone="Europe/Zagreb"
      {...query}
    />,
  );

describe('the HR desk in the admin language', () => {
  it('lists applications in Croatian, with Croatian statuses and dates', () => {
    const html = list('hr');
    expect(html).toContain('<h1>Prijave za posao</h1>');
    expect(html).toContain('Zaprimljeno');
    expect(html).toContain('U užem izboru');
    expect(html).toContain('27. 11. 2026. 10:05');
    expect(html).toContain('27. 5. 2027.');
    expect(html).toContain('posljednji put 26. 11. 2026.');
    expect(html).toContain(`${summary.openingTitle}: prijave (1), najnovije prve`);
    expect(html).not.toMatch(/HR desk|Shortlisted|Received|2026-11-27/);
  });

  it('lists applications in Slovenian', () => {
    const html = list('sl');
    expect(html).toContain('<h1>Prijave za zaposlitev</h1>');
    expect(html).toContain('Prejeto');
    expect(html).toContain('V ožjem izboru');
    expect(html).toContain('27. 11. 2026, 10:05');
    expect(html).toContain('27. 5. 2027<');
    expect(html).not.toMatch(/HR desk|Shortlisted|Received|2026-11-27/);
  });

  it('keeps English, with ISO days, for staff who picked it', () => {
    const html = list('en');
    expect(html).toContain('<h1>HR desk</h1>');
    expect(html).toContain('Shortlisted');
    expect(html).toContain('2026-11-27 10:05');
    expect(html).toContain('2027-05-27');
    expect(html).toContain('1 application, newest first');
  });

  it("shows an application, its form's outcome, refusal and audit trail in Croatian", () => {
    const html = page('hr', { done: 'status' });
    expect(html).toContain('<h1>Prijava APP-2026-000042</h1>');
    expect(html).toContain('Status je promijenjen.');
    expect(html).toContain('Odgovori kandidata');
    expect(html).toContain('Preuzmi životopis');
    expect(html).toContain('(od 27. 11. 2026. 11:30)');
    expect(html).toContain('Revizijski trag');
    expect(html).toContain('Preuzimanje životopisa');
    expect(html).toContain('Još nema bilježaka.');
    expect(html).toContain('>Promijeni status<');
    expect(html).not.toMatch(/Audit trail|Downloaded the CV|Change status|Notes/);

    const refused = page('hr', { error: 'note_empty' });
    expect(refused).toContain('<strong>Nije promijenjeno:</strong> Bilješka mora imati tekst.');
  });

  it('shows an application and its refusals in Slovenian', () => {
    const html = page('sl', { done: 'notes', error: 'note_too_long' });
    expect(html).toContain('Zapisek je dodan.');
    expect(html).toContain('Ni spremenjeno:</strong> Zapisek ima lahko največ 4000 znakov.');
    expect(html).toContain('Revizijska sled');
    expect(html).toContain('Prenos življenjepisa');
    expect(html).toContain('Prenesi življenjepis');
  });

  it('answers an unknown code from the address with the general refusal, never an object method', () => {
    expect(page('hr', { error: 'toString', done: 'toString' })).toContain(
      'Promjena je odbijena: provjerite obrazac i pokušajte ponovno.',
    );
    expect(page('en', { error: 'nonsense' })).toContain(
      'The change was refused: check the form and try again.',
    );
  });

  it("names the navigation's link in the admin's language", () => {
    const payload = { config: { routes: { admin: '/admin' } } } as unknown as Payload;
    const user = { id: 1, collection: 'users', role: 'hr' } as PayloadRequest['user'];
    const link = (language: string) =>
      renderToStaticMarkup(<HrDeskNavLink payload={payload} user={user} i18n={{ language }} />);
    expect(link('hr')).toContain('>Prijave za posao<');
    expect(link('sl')).toContain('>Prijave za zaposlitev<');
    expect(link('en')).toContain('>HR desk<');
  });
});
