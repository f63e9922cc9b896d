/** @jest-environment node */
import type { Endpoint } from 'payload';
import { humanReport, tempDataDir, veterinaryReport } from '../../../report/testing/fixtures';
import type { Report } from '../../../report/schema';
import { ReportStore } from '../../../report/store/reportStore';
import { deskCaller, type DeskBody } from '../shared/testing/deskCalls';
import { pharmacovigilanceDeskEndpoints } from './endpoints.mts';

/*
 * The desk's endpoints called as Payload calls them (shared/testing/deskCalls.ts), on a temporary
 * report store.
 */

const roles = {
  administrator: { id: 1, email: 'admin@medivia.example', role: 'administrator' },
  pharmacovigilance: { id: 2, email: 'safety@medivia.example', role: 'pharmacovigilance' },
  editor: { id: 3, email: 'editor@medivia.example', role: 'editor' },
};
type Role = keyof typeof roles;
const accounts = Object.values(roles);

const sender = {
  organisationName: 'Medivia d.o.o.',
  countryCode: 'HR',
  organisationId: 'MEDIVIACRO',
};

describe('the pharmacovigilance desk endpoints', () => {
  let data: ReturnType<typeof tempDataDir>;
  let store: ReportStore;
  let endpoints: Endpoint[];
  let takesReports = true;
  let human: string;
  let veterinary: string;
  const now = new Date('2026-03-10T09:00:00Z');

  const receive = async (report: Report, iso: string) => {
    const result = await store.commit(
      { report, market: 'cro', locale: 'hr', botCheck: { ok: true }, mails: () => [] },
      new Date(iso),
    );
    if (result.status === 'conflict') throw new Error('conflict');
    return result.reference;
  };

  const caller = deskCaller(() => endpoints, accounts);
  /** Calls the endpoint matching method and path, as `role` (or a visitor), with an optional body. */
  const call = (method: 'get' | 'post', path: string, role: Role | null, body?: DeskBody) =>
    caller(method, path, role ? roles[role] : null, body);

  beforeEach(async () => {
    data = tempDataDir();
    store = ReportStore.open(data.dir);
    takesReports = true;
    endpoints = pharmacovigilanceDeskEndpoints({
      store: () => store,
      takesReports: async () => takesReports,
      sender: async () => sender,
      now: () => now,
    });
    human = await receive(humanReport(), '2026-03-01T08:00:00Z');
    veterinary = await receive(veterinaryReport(), '2026-03-02T08:00:00Z');
  });
  afterEach(async () => {
    await store.close();
    data.cleanup();
  });

  describe('access, for every endpoint', () => {
    const every = () =>
      [
        ['get', '/pv/reports'],
        ['get', `/pv/reports/${human}`],
        ['get', `/pv/reports/${human}/e2b`],
        ['get', `/pv/reports/${veterinary}/vet`],
        ['post', `/pv/reports/${human}/status`],
        ['post', `/pv/reports/${human}/notes`],
        ['post', `/pv/reports/${human}/assignee`],
        ['get', '/pv/audit'],
      ] as const;

    it('answers 401 without a session and 403 to an editor, privately, and records nothing', async () => {
      for (const [method, path] of every()) {
        const visitor = await call(method, path, null, { json: { status: 'in_assessment' } });
        expect([path, visitor.status]).toEqual([path, 401]);
        expect(visitor.headers.get('cache-control')).toBe('no-store');
        expect(await visitor.json()).toMatchObject({ error: 'unauthorized' });
        const editor = await call(method, path, 'editor', { json: { status: 'in_assessment' } });
        expect([path, editor.status]).toEqual([path, 403]);
        expect(await editor.json()).toMatchObject({ error: 'forbidden' });
      }
      expect(await store.cases.auditTrail()).toEqual([]);
      expect((await store.cases.caseFile(human))!.status).toBe('new');
    });

    it('lets the pharmacovigilance team and administrators work the desk; the audit is for administrators', async () => {
      for (const role of ['pharmacovigilance', 'administrator'] as const) {
        const list = await call('get', '/pv/reports', role);
        expect(list.status).toBe(200);
        expect(list.headers.get('cache-control')).toBe('no-store');
      }
      expect((await call('get', '/pv/audit', 'pharmacovigilance')).status).toBe(403);
      expect((await call('get', '/pv/audit', 'administrator')).status).toBe(200);
    });

    it('answers 404 where the market takes no reports', async () => {
      takesReports = false;
      expect((await call('get', '/pv/reports', 'administrator')).status).toBe(404);
    });
  });

  describe('given the pharmacovigilance team at work', () => {
    it('lists reports with kind, seriousness, product, status and due date; filters by status and seriousness', async () => {
      const all = (await (await call('get', '/pv/reports', 'pharmacovigilance')).json()) as {
        reports: { reference: string }[];
      };
      expect(all.reports[0]).toEqual({
        reference: human,
        receivedAt: '2026-03-01T08:00:00.000Z',
        kind: 'human',
        serious: true,
        product: 'Examplomycin 500 mg',
        status: 'new',
        dueDate: '2026-03-16',
        overdue: false,
        assignee: null,
      });
      expect(all.reports.map((entry) => entry.reference)).toEqual([human, veterinary]);
      const none = await call('get', '/pv/reports?serious=false', 'pharmacovigilance');
      expect(((await none.json()) as { reports: unknown[] }).reports).toEqual([]);
      const bad = await call('get', '/pv/reports?status=lost', 'pharmacovigilance');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
    });

    it('opens a case with every answer, records the view with who and from where', async () => {
      const response = await call('get', `/pv/reports/${human}`, 'pharmacovigilance');
      expect(response.status).toBe(200);
      const file = (await response.json()) as { report: Report; audit: unknown[] };
      expect(file.report).toEqual(humanReport());
      expect(file.audit).toEqual([
        expect.objectContaining({
          action: 'view',
          userId: '2',
          userEmail: 'safety@medivia.example',
          clientAddress: '10.0.0.7',
          reference: human,
        }),
      ]);
      expect((await call('get', '/pv/reports/NUS-1999-000001', 'pharmacovigilance')).status).toBe(
        404,
      );
    });

    it('downloads a human report as E2B XML named by its reference, and audits it', async () => {
      const response = await call('get', `/pv/reports/${human}/e2b`, 'administrator');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${human}.xml"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const xml = await response.text();
      expect(xml).toContain('<MCCI_IN200100UV01');
      expect(xml).toContain(`HR-MEDIVIACRO-${human}`);
      expect((await store.cases.auditTrail())[0]).toMatchObject({
        action: 'download_e2b',
        userId: '1',
      });
      const wrongKind = await call('get', `/pv/reports/${veterinary}/e2b`, 'administrator');
      expect(wrongKind.status).toBe(400);
      expect(await wrongKind.json()).toMatchObject({ error: 'not_human' });
    });

    it('downloads a veterinary report as VICH GL42 JSON, and audits it', async () => {
      const response = await call('get', `/pv/reports/${veterinary}/vet`, 'pharmacovigilance');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${veterinary}.json"`,
      );
      expect(await response.json()).toMatchObject({ reference: veterinary, kind: 'veterinary' });
      expect((await store.cases.auditTrail())[0]).toMatchObject({ action: 'download_vet' });
      expect((await call('get', `/pv/reports/${human}/vet`, 'pharmacovigilance')).status).toBe(400);
    });

    it('moves a case, refusing a bad move with a clear 400 that never quotes the report', async () => {
      const missing = await call('post', `/pv/reports/${human}/status`, 'pharmacovigilance', {
        json: { status: 'sent_to_authority' },
      });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: 'invalid_transition' });

      await call('post', `/pv/reports/${human}/status`, 'pharmacovigilance', {
        json: { status: 'in_assessment' },
      });
      const future = await call('post', `/pv/reports/${human}/status`, 'pharmacovigilance', {
        json: {
          status: 'sent_to_authority',
          authorityCaseNumber: 'HALMED-7',
          sentOn: '2026-04-01',
        },
      });
      expect(future.status).toBe(400);
      const refusal = (await future.json()) as { error: string; message: string };
      expect(refusal).toEqual({
        error: 'sent_on_in_future',
        message: 'The day it was sent cannot be in the future.',
      });

      const sent = await call('post', `/pv/reports/${human}/status`, 'pharmacovigilance', {
        json: {
          status: 'sent_to_authority',
          authorityCaseNumber: 'HALMED-7',
          sentOn: '2026-03-09',
        },
      });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toMatchObject({
        status: 'sent_to_authority',
        authorityCaseNumber: 'HALMED-7',
      });
      const unknown = await call('post', `/pv/reports/${human}/status`, 'pharmacovigilance', {
        json: { status: 'lost' },
      });
      expect(unknown.status).toBe(400);
      const notJson = await call('post', `/pv/reports/${human}/notes`, 'pharmacovigilance', {
        json: ['not', 'an', 'object'],
      });
      expect(notJson.status).toBe(400);
    });

    it('takes a plain HTML form and sends the browser back to the case, saying what happened', async () => {
      const done = await call('post', `/pv/reports/${human}/notes`, 'pharmacovigilance', {
        form: { text: 'Called the reporter.' },
      });
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`/admin/pharmacovigilance/${human}?done=notes`);
      const refused = await call('post', `/pv/reports/${human}/status`, 'pharmacovigilance', {
        form: { status: 'duplicate', duplicateOf: '' },
      });
      expect(refused.headers.get('location')).toBe(
        `/admin/pharmacovigilance/${human}?error=duplicate_of_required`,
      );
      expect((await store.cases.caseFile(human))!.notes.map((note) => note.text)).toEqual([
        'Called the reporter.',
      ]);
    });

    it('assigns a case to a member of the desk only', async () => {
      const assigned = await call('post', `/pv/reports/${human}/assignee`, 'administrator', {
        json: { userId: 2 },
      });
      expect(await assigned.json()).toMatchObject({
        assignee: { id: '2', email: 'safety@medivia.example' },
      });
      const editor = await call('post', `/pv/reports/${human}/assignee`, 'administrator', {
        json: { userId: 3 },
      });
      expect(editor.status).toBe(400);
      expect(await editor.json()).toMatchObject({ error: 'assignee_not_on_desk' });
      const nobody = await call('post', `/pv/reports/${human}/assignee`, 'administrator', {
        json: { userId: null },
      });
      expect(await nobody.json()).toMatchObject({ assignee: null });
    });

    it('shows administrators the whole audit trail, newest first, filtered by report', async () => {
      await call('get', `/pv/reports/${human}`, 'pharmacovigilance');
      await call('get', `/pv/reports/${veterinary}/vet`, 'pharmacovigilance');
      await call('post', `/pv/reports/${human}/notes`, 'pharmacovigilance', {
        json: { text: 'Checked.' },
      });
      const all = (await (await call('get', '/pv/audit', 'administrator')).json()) as {
        entries: { action: string; reference: string }[];
      };
      expect(all.entries.map((entry) => entry.action)).toEqual(['note', 'download_vet', 'view']);
      const one = (await (
        await call('get', `/pv/audit?reference=${human}`, 'administrator')
      ).json()) as { entries: unknown[] };
      expect(one.entries).toHaveLength(2);
      expect((await call('get', '/pv/audit?limit=0', 'administrator')).status).toBe(400);
    });
  });
});
