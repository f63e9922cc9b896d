/** @jest-environment node */
import type { Endpoint } from 'payload';
import { tempDataDir } from '../../../report/testing/fixtures';
import { ReportStore } from '../../../report/store/reportStore';
import { deskCaller, type DeskBody } from '../shared/testing/deskCalls';
import { hrDeskEndpoints } from './endpoints.mts';
import { runDailyPurge } from './retentionPurge.mts';

/*
 * The HR desk's endpoints called as Payload calls them (shared/testing/deskCalls.ts), on a
 * temporary report store holding one application.
 */

const roles = {
  administrator: { id: 1, email: 'admin@medivia.example', role: 'administrator' },
  hr: { id: 4, email: 'hr@medivia.example', role: 'hr' },
  pharmacovigilance: { id: 2, email: 'safety@medivia.example', role: 'pharmacovigilance' },
  editor: { id: 3, email: 'editor@medivia.example', role: 'editor' },
};
type Role = keyof typeof roles;

const cvBytes = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const answers = {
  name: 'Ana Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 234 5678',
  message: 'Radim kao ljekarnica pet godina.',
  openingTitle: 'Ljekarnik (m/ž)',
};

describe('the HR desk endpoints', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  let endpoints: Endpoint[];
  let reference: string;
  const now = new Date('2026-03-10T09:00:00Z');
  const caller = deskCaller(() => endpoints, Object.values(roles));
  const call = (method: 'get' | 'post', path: string, role: Role | null, body?: DeskBody) =>
    caller(method, path, role ? roles[role] : null, body);

  beforeEach(async () => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
    endpoints = hrDeskEndpoints({ store: () => store, now: () => now });
    const result = await store.commitApplication(
      {
        market: 'cro',
        locale: 'hr',
        openingId: 'ljekarnik',
        answers,
        cv: { name: 'Ana_Horvat_CV.pdf', type: 'application/pdf', bytes: cvBytes },
        retainUntil: new Date('2026-09-30T00:00:00Z'),
        mails: () => [],
      },
      new Date('2026-03-01T08:00:00Z'),
    );
    if (result.status === 'conflict') throw new Error('conflict');
    reference = result.reference;
  });
  afterEach(async () => {
    await store.close();
    data.cleanup();
  });

  describe('access, for every endpoint', () => {
    const every = () =>
      [
        ['get', '/hr/applications'],
        ['get', `/hr/applications/${reference}`],
        ['get', `/hr/applications/${reference}/cv`],
        ['post', `/hr/applications/${reference}/status`],
        ['post', `/hr/applications/${reference}/notes`],
        ['get', '/hr/audit'],
      ] as const;

    it('answers 401 without a session and 403 to an editor and to pharmacovigilance, saying nothing of the applicant', async () => {
      for (const [method, path] of every()) {
        const body = { json: { status: 'hired', text: 'x' } };
        const visitor = await call(method, path, null, body);
        expect([path, visitor.status]).toEqual([path, 401]);
        expect(visitor.headers.get('cache-control')).toBe('no-store');
        for (const role of ['editor', 'pharmacovigilance'] as const) {
          const refused = await call(method, path, role, body);
          expect([path, role, refused.status]).toEqual([path, role, 403]);
          const text = await refused.text();
          expect(JSON.parse(text)).toMatchObject({ error: 'forbidden' });
          expect(text).not.toContain('Horvat');
        }
      }
      expect(await store.applications.auditTrail()).toEqual([]);
      expect((await store.applications.applicationFile(reference))!.status).toBe('new');
    });

    it('lets HR and administrators work the desk; the audit trail is for administrators', async () => {
      for (const role of ['hr', 'administrator'] as const) {
        expect((await call('get', '/hr/applications', role)).status).toBe(200);
      }
      expect((await call('get', '/hr/audit', 'hr')).status).toBe(403);
      expect((await call('get', '/hr/audit', 'administrator')).status).toBe(200);
    });
  });

  describe('given HR at work', () => {
    it('lists the applications under their opening, with the day each will be deleted', async () => {
      const list = await call('get', '/hr/applications', 'hr');
      expect(await list.json()).toEqual({
        openings: [
          {
            openingId: 'ljekarnik',
            title: 'Ljekarnik (m/ž)',
            applications: [
              {
                reference,
                openingId: 'ljekarnik',
                openingTitle: 'Ljekarnik (m/ž)',
                applicantName: 'Ana Horvat',
                receivedAt: '2026-03-01T08:00:00.000Z',
                status: 'new',
                deletedAt: '2026-09-30T00:00:00.000Z',
              },
            ],
          },
        ],
      });
    });

    it('opens an application with every answer and records the view with who and from where', async () => {
      const opened = await call('get', `/hr/applications/${reference}`, 'hr');
      expect(opened.status).toBe(200);
      const file = (await opened.json()) as { answers: unknown; audit: unknown[] };
      expect(file.answers).toEqual(answers);
      expect(file.audit).toEqual([
        expect.objectContaining({
          action: 'view',
          userEmail: 'hr@medivia.example',
          clientAddress: '10.0.0.7',
          at: now.toISOString(),
        }),
      ]);
      expect((await call('get', '/hr/applications/APP-1999-000001', 'hr')).status).toBe(404);
    });

    it('downloads the CV as an attachment, never sniffed, byte for byte, and audits it', async () => {
      const cv = await call('get', `/hr/applications/${reference}/cv`, 'hr');
      expect(cv.status).toBe(200);
      expect(cv.headers.get('content-type')).toBe('application/pdf');
      expect(cv.headers.get('content-disposition')).toBe(
        `attachment; filename="${reference}-cv.pdf"`,
      );
      expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
      expect(cv.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.compare(Buffer.from(await cv.arrayBuffer()), cvBytes)).toBe(0);
      expect((await store.applications.auditTrail())[0]).toMatchObject({
        action: 'download_cv',
        userId: '4',
      });
    });

    it('changes the status and adds notes; bad input gets a 4xx JSON refusal without a stack or the applicant', async () => {
      const moved = await call('post', `/hr/applications/${reference}/status`, 'hr', {
        json: { status: 'interview' },
      });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({ status: 'interview' });
      const noted = await call('post', `/hr/applications/${reference}/notes`, 'hr', {
        json: { text: 'Strong candidate.' },
      });
      expect(await noted.json()).toMatchObject({ notes: [{ text: 'Strong candidate.' }] });

      const refusals = [
        await call('post', `/hr/applications/${reference}/status`, 'hr', {
          json: { status: 'promoted' },
        }),
        await call('post', `/hr/applications/${reference}/notes`, 'hr', { json: { text: ' ' } }),
        await call('post', `/hr/applications/${reference}/notes`, 'hr', { json: ['x'] }),
        await call('post', `/hr/applications/APP-1999-000001/status`, 'hr', {
          json: { status: 'hired' },
        }),
        await call('get', '/hr/audit?limit=nine', 'administrator'),
      ];
      expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 404, 400]);
      for (const response of refusals) {
        const text = await response.text();
        expect(Object.keys(JSON.parse(text)).sort()).toEqual(['error', 'message']);
        expect(text).not.toMatch(/Horvat|at .*\.(m?ts|js):\d+/);
      }
    });

    it('takes a plain HTML form and sends the browser back to the application', async () => {
      const done = await call('post', `/hr/applications/${reference}/status`, 'hr', {
        form: { status: 'shortlisted' },
      });
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`/admin/hr/${reference}?done=status`);
      const refused = await call('post', `/hr/applications/${reference}/notes`, 'hr', {
        form: { text: '' },
      });
      expect(refused.headers.get('location')).toBe(`/admin/hr/${reference}?error=note_empty`);
    });

    it('shows administrators each step, and the purge’s line after the application is gone', async () => {
      await call('get', `/hr/applications/${reference}`, 'hr');
      await call('get', `/hr/applications/${reference}/cv`, 'hr');
      await call('post', `/hr/applications/${reference}/status`, 'hr', {
        json: { status: 'rejected' },
      });
      await call('post', `/hr/applications/${reference}/notes`, 'hr', {
        json: { text: 'Thanks.' },
      });
      expect(await runDailyPurge(store, 'test-runner', new Date('2026-10-01T02:00:00Z'))).toEqual([
        reference,
      ]);
      // Today's purge has run: another process of the group does nothing.
      expect(
        await runDailyPurge(store, 'other-runner', new Date('2026-10-01T05:00:00Z')),
      ).toBeUndefined();

      const audit = await call('get', `/hr/audit?reference=${reference}`, 'administrator');
      const { entries } = (await audit.json()) as { entries: { action: string }[] };
      expect(entries.map((entry) => entry.action)).toEqual([
        'purge',
        'note',
        'status',
        'download_cv',
        'view',
      ]);
      expect((await call('get', `/hr/applications/${reference}`, 'hr')).status).toBe(404);
      expect((await call('get', `/hr/applications/${reference}/cv`, 'hr')).status).toBe(404);
    });
  });
});
