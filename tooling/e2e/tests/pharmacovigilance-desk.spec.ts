import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { humanReport, validateAgainstIchSchema } from '@medivia/site-core/testing';
import {
  administrator,
  backOfficeApi,
  signIn,
  signInSettingUpSecondFactor,
} from '../support/backOffice';
import { marketByCode } from '../support/markets';
import { kill, startCro, startMock, type Started } from '../support/reportApp';

/*
 * The pharmacovigilance desk (docs/architecture.md) through its API, on a private cro server with an
 * empty DATA_DIR so the visitor's report is the only one on the desk: a visitor reports a serious
 * reaction; a pharmacovigilance colleague, whose account the administrator opened and who sets up
 * the second factor the role needs at the first sign-in, finds it first with its 15-day due date,
 * opens it, downloads its ICH
 * E2B(R3) XML (validated here against ICH's schemas with libxml2, xmllint-wasm, as site-core's unit
 * tests do) and marks it sent with the authority's case number; an editor is refused; the audit
 * trail shows each step. Only markets that take reports (cro) have the desk.
 */

const APP_PORT = 3240;
const MOCK_PORT = 4040;
const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('the pharmacovigilance desk', () => {
  test.skip(!marketByCode.cro, 'the desk is tested on cro, the market that takes reports');
  test.skip(
    marketByCode.cro && !marketByCode.cro.config.features.adverseEffectReports,
    'cro takes no reports in this configuration',
  );

  let app: Started | undefined;
  let mock: Started | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const e2eDir = path.resolve(test.info().project.testDir, '..');
    dataDir = mkdtempSync(path.join(tmpdir(), 'medivia-pv-desk-'));
    mock = await startMock(e2eDir, MOCK_PORT);
    app = await startCro(e2eDir, APP_PORT, dataDir, mock.url, {
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      ADMIN_TOTP_SECRET: administrator.totpSecret,
    });
  });

  test.afterAll(async () => {
    if (app) await kill(app, 'SIGTERM');
    if (mock) await kill(mock, 'SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a serious report is worked from the list to the authority, audited at each step', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const base = app!.url;
    const desk = `${base}${backOfficeApi}/pv`;

    // A visitor reports a serious reaction (a seriousness criterion ticked).
    const report = humanReport();
    expect(report.reaction.seriousness).toContain('otherMedicallyImportant');
    const posted = await request.post(`${base}/api/reports`, { data: { locale: 'hr', report } });
    expect(posted.status(), await posted.text()).toBe(201);
    const { reference } = (await posted.json()) as { reference: string };

    // Nobody without a session reads the desk.
    expect((await request.get(`${desk}/reports`)).status()).toBe(401);

    // The administrator opens an account for the safety team's colleague, who signs in setting up
    // the second factor the role needs.
    const admin = await signIn(request, base);
    const officer = {
      email: 'safety-officer@medivia-test.example',
      password: 'reports-desk-pass-phrase-2026',
    };
    const account = await request.post(`${base}${backOfficeApi}/users`, {
      headers: admin,
      data: { ...officer, role: 'pharmacovigilance' },
    });
    expect(account.status(), await account.text()).toBe(201);
    const safety = await signInSettingUpSecondFactor(request, base, officer);

    // The pharmacovigilance user finds it first, due 15 days after receipt.
    const list = await request.get(`${desk}/reports`, { headers: safety });
    expect(list.status()).toBe(200);
    expect(list.headers()['cache-control']).toBe('no-store');
    const { reports } = (await list.json()) as {
      reports: { reference: string; receivedAt: string; dueDate: string }[];
    };
    expect(reports[0]).toMatchObject({
      reference,
      kind: 'human',
      serious: true,
      product: report.medicine.drugName,
      status: 'new',
      overdue: false,
    });
    const due = new Date(Date.parse(reports[0]!.receivedAt) + 15 * DAY_MS).toISOString();
    expect(reports[0]!.dueDate).toBe(due.slice(0, 10));

    // Opens it: every answer as the reporter gave it.
    const opened = await request.get(`${desk}/reports/${reference}`, { headers: safety });
    expect(opened.status()).toBe(200);
    expect(((await opened.json()) as { report: unknown }).report).toEqual(report);

    // Downloads the E2B(R3) file, valid against ICH's schemas.
    const e2b = await request.get(`${desk}/reports/${reference}/e2b`, { headers: safety });
    expect(e2b.status()).toBe(200);
    expect(e2b.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(e2b.headers()['content-disposition']).toBe(`attachment; filename="${reference}.xml"`);
    const xml = await e2b.text();
    expect(xml).toContain(`-${reference}`);
    expect(await validateAgainstIchSchema({ [reference]: xml })).toEqual({ [reference]: [] });

    // Takes it into assessment, is told what a send lacks, then marks it sent.
    const assess = await request.post(`${desk}/reports/${reference}/status`, {
      headers: safety,
      data: { status: 'in_assessment' },
    });
    expect(assess.status(), await assess.text()).toBe(200);
    const incomplete = await request.post(`${desk}/reports/${reference}/status`, {
      headers: safety,
      data: { status: 'sent_to_authority', sentOn: new Date().toISOString().slice(0, 10) },
    });
    expect(incomplete.status()).toBe(400);
    expect(await incomplete.json()).toMatchObject({ error: 'authority_case_number_required' });
    const sentOn = new Date().toISOString().slice(0, 10);
    const sent = await request.post(`${desk}/reports/${reference}/status`, {
      headers: safety,
      data: { status: 'sent_to_authority', authorityCaseNumber: 'HALMED-E2E-0001', sentOn },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    expect(await sent.json()).toMatchObject({
      status: 'sent_to_authority',
      authorityCaseNumber: 'HALMED-E2E-0001',
      sentOn,
    });

    // An editor, created by the administrator, is refused the list and the file.
    const editor = { email: 'editor-pv@medivia-test.example', password: 'editor-pass-phrase-2026' };
    const created = await request.post(`${base}${backOfficeApi}/users`, {
      headers: admin,
      data: { ...editor, role: 'editor' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const editorSession = await signIn(request, base, editor);
    const editorList = await request.get(`${desk}/reports`, { headers: editorSession });
    expect(editorList.status()).toBe(403);
    expect(await editorList.text()).not.toContain(reference);
    expect(
      (await request.get(`${desk}/reports/${reference}/e2b`, { headers: editorSession })).status(),
    ).toBe(403);

    // The audit trail, which the administrator reads, shows each step by the pharmacovigilance
    // user, and nothing of the editor.
    const audit = await request.get(`${desk}/audit?reference=${reference}`, { headers: admin });
    expect(audit.status()).toBe(200);
    const { entries } = (await audit.json()) as {
      entries: { action: string; userEmail: string; clientAddress: string; detail: unknown }[];
    };
    expect(entries.map((entry) => entry.action)).toEqual([
      'status',
      'status',
      'download_e2b',
      'view',
    ]);
    expect(entries[0]!.detail).toEqual({
      from: 'in_assessment',
      to: 'sent_to_authority',
      authorityCaseNumber: 'HALMED-E2E-0001',
      sentOn,
    });
    for (const entry of entries) {
      expect(entry.userEmail).toBe(officer.email);
      // next start passes the peer's address on as X-Forwarded-For.
      expect(entry.clientAddress).toMatch(/127\.0\.0\.1/);
    }
    expect((await request.get(`${desk}/audit`, { headers: editorSession })).status()).toBe(403);

    // The desk in the admin: the list and the case page for the pharmacovigilance user, a refusal
    // for the editor (rendered by the server, no script needed).
    const deskPage = `${base}/admin/pharmacovigilance`;
    const listPage = await (await request.get(deskPage, { headers: safety })).text();
    expect(listPage).toContain(reference);
    expect(listPage).toContain('Sent to the authority');
    const casePage = await (
      await request.get(`${deskPage}/${reference}`, { headers: safety })
    ).text();
    expect(casePage).toContain(report.medicine.drugName);
    expect(casePage).toContain('HALMED-E2E-0001');
    expect(casePage).toContain(`/admin/api/pv/reports/${reference}/e2b`);
    const refused = await (await request.get(deskPage, { headers: editorSession })).text();
    expect(refused).toContain('open to the pharmacovigilance team and administrators only');
    expect(refused).not.toContain(reference);

    // The dashboard: the team's desk card counts what waits and leads to the desk; the launch
    // checklist is left off it (they edit no content). An editor's dashboard is the other way round.
    const dashboard = async (headers: Record<string, string>) =>
      (await request.get(`${base}/admin`, { headers })).text();
    const teamDashboard = await dashboard(safety);
    expect(teamDashboard).toContain('id="pharmacovigilance-desk-card"');
    expect(teamDashboard).toMatch(/Reports waiting for assessment: \d+/);
    expect(teamDashboard).toMatch(/Serious reports still open: \d+/);
    expect(teamDashboard).toContain('href="/admin/pharmacovigilance?status=new"');
    expect(teamDashboard).not.toContain('id="launch-checklist"');
    const editorDashboard = await dashboard(editorSession);
    expect(editorDashboard).toContain('id="launch-checklist"');
    expect(editorDashboard).not.toContain('desk-card');
  });
});
