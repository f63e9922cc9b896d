import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { coreCatalogues, openOpenings, retentionEnd } from '@medivia/site-core/model';
import { humanReport, samplePdf } from '@medivia/site-core/testing';
import {
  administrator,
  backOfficeApi,
  signIn,
  signInSettingUpSecondFactor,
} from '../support/backOffice';
import { answerBotCheck } from '../support/botCheck';
import { oneMarket } from '../support/markets';
import { control, kill, startMock, startSeededApp, type Started } from '../support/reportApp';

/*
 * The HR desk (docs/architecture.md) on a private server with an empty DATA_DIR: a visitor applies
 * to an opening with a PDF CV; HR (an account the administrator opens, which sets up its second
 * factor at the first sign-in) finds the application under its opening with the day it will be
 * deleted, opens it, downloads the CV byte for byte, moves it and writes a note; an editor and the
 * pharmacovigilance team are refused; the administrator reads each step in the audit trail. Then:
 * neither applications nor reports are reachable through the back office's generic REST or
 * GraphQL, and bad input to the desks gets a 4xx JSON refusal with nothing of the applicant or
 * reporter in it or in the server's output.
 *
 * The desk is site-core's, the same in every market with careers: one market runs it, cro, which
 * also takes adverse-effect reports, so the checks that no report leaks either run too.
 */

// Private ports of this spec (3270-3279, 4070-4079), one pair per market.
const PORTS = { cro: [3270, 4070], slo: [3271, 4071], bih: [3272, 4072] } as const;

const json = async (response: { json(): Promise<unknown> }) =>
  (await response.json()) as Record<string, any>;

for (const market of oneMarket('cro')) {
  const opening = openOpenings(market.config)[0];
  const locale = market.router.defaultLocale;
  const t = (id: string) => market.config.messages?.[locale]?.[id] ?? coreCatalogues[locale][id]!;

  test.describe(`${market.code}: the HR desk`, () => {
    test.describe.configure({ mode: 'serial' });
    test.skip(!opening, `${market.code} advertises no open position`);
    const [appPort, mockPort] = PORTS[market.code];
    let app: Started | undefined;
    let mock: Started | undefined;
    let dataDir = '';
    const base = `http://127.0.0.1:${appPort}`;
    const api = `${base}${backOfficeApi}`;
    const stamp = randomUUID().slice(0, 8);
    const applicant = {
      name: 'Ana Horvat',
      email: `ana.${stamp}@example.com`,
      phone: '+385 91 234 5678',
      message: `Mogu početi od veljače (${stamp}).`,
    };
    const staffPassword = `hr-desk-spec-password-${stamp}`;
    const hrAccount = { email: `hr-${stamp}@medivia-test.example`, password: staffPassword };
    const editorAccount = {
      email: `editor-${stamp}@medivia-test.example`,
      password: staffPassword,
    };
    const pvAccount = { email: `pv-${stamp}@medivia-test.example`, password: staffPassword };
    let reference = '';

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      const e2eDir = path.resolve(test.info().project.testDir, '..');
      dataDir = mkdtempSync(path.join(tmpdir(), `medivia-hr-desk-${market.code}-`));
      mock = await startMock(e2eDir, mockPort);
      await control(mock.url, { sendgrid: 'ok', reset: true });
      app = await startSeededApp(e2eDir, market.code, appPort, dataDir, mock.url, {
        ADMIN_EMAIL: administrator.email,
        ADMIN_PASSWORD: administrator.password,
        ADMIN_TOTP_SECRET: administrator.totpSecret,
        // The application form's bot check: its key reaches the browser at run time.
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key',
      });
    });

    test.afterAll(async () => {
      if (app) await kill(app, 'SIGTERM');
      if (mock) await kill(mock, 'SIGTERM');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    async function apply(page: Page) {
      const href = market.router.href('jobOpening', locale, { slug: opening!.slug[locale]! });
      await answerBotCheck(page);
      await page.goto(`${base}${href}`);
      await page.waitForFunction(() => {
        const form = document.querySelector('#application form');
        return !!form && form.hasAttribute('novalidate');
      });
      const form = page.locator('#application form');
      await form.getByLabel(t('careers.apply.name')).fill(applicant.name);
      await form.getByLabel(t('careers.apply.phone')).fill(applicant.phone);
      await form.getByLabel(t('careers.apply.email')).fill(applicant.email);
      await form.getByLabel(t('careers.apply.message')).fill(applicant.message);
      await form.getByLabel(t('careers.apply.cv')).setInputFiles({
        name: 'Ana Horvat - životopis.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf(),
      });
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: t('careers.apply.submit') }).click();
      const done = page.getByRole('status');
      // The form's code arrives on the first interaction and the CV is uploaded: on a loaded
      // machine that takes longer than the default 5 s.
      await expect(
        done.getByRole('heading', { name: t('careers.apply.successTitle') }),
      ).toBeVisible({ timeout: 20_000 });
      return /APP-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
    }

    async function openAccount(
      request: APIRequestContext,
      admin: Record<string, string>,
      account: { email: string; password: string },
      role: string,
    ) {
      const created = await request.post(`${api}/users`, {
        headers: admin,
        data: { ...account, role },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    test('HR works an application from its opening to a note, and the administrator sees each step', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const desk = `${api}/hr`;
      reference = await apply(page);

      // Nobody without a session reads the desk or the CV.
      expect((await request.get(`${desk}/applications`)).status()).toBe(401);
      expect((await request.get(`${desk}/applications/${reference}/cv`)).status()).toBe(401);

      // The administrator opens accounts for HR, an editor and the safety team.
      const admin = await signIn(request, base);
      await openAccount(request, admin, hrAccount, 'hr');
      await openAccount(request, admin, editorAccount, 'editor');
      await openAccount(request, admin, pvAccount, 'pharmacovigilance');
      // HR's role needs a second factor: set up at the first sign-in (support/backOffice.ts).
      const hr = await signIn(request, base, hrAccount);

      // HR sees it under its opening, new, with the day the purge deletes it.
      const list = await request.get(`${desk}/applications`, { headers: hr });
      expect(list.status()).toBe(200);
      expect(list.headers()['cache-control']).toBe('no-store');
      const { openings } = await json(list);
      const group = (openings as { openingId: string; applications: any[] }[]).find(
        (entry) => entry.openingId === opening!.id,
      )!;
      expect(group.applications).toEqual([
        expect.objectContaining({ reference, applicantName: applicant.name, status: 'new' }),
      ]);
      const received = new Date(group.applications[0].receivedAt as string);
      expect(group.applications[0].deletedAt).toBe(retentionEnd(opening!, received).toISOString());

      // Opens it: every answer as given.
      const opened = await request.get(`${desk}/applications/${reference}`, { headers: hr });
      expect(opened.status()).toBe(200);
      expect((await json(opened)).answers).toEqual({
        ...applicant,
        openingTitle: opening!.title[locale],
      });

      // Downloads the CV: the bytes uploaded, as an attachment, never sniffed.
      const cv = await request.get(`${desk}/applications/${reference}/cv`, { headers: hr });
      expect(cv.status()).toBe(200);
      expect(cv.headers()['content-type']).toBe('application/pdf');
      expect(cv.headers()['content-disposition']).toBe(
        `attachment; filename="${reference}-cv.pdf"`,
      );
      expect(cv.headers()['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(await cv.body(), samplePdf())).toBe(0);

      // Shortlists it and writes a note.
      const moved = await request.post(`${desk}/applications/${reference}/status`, {
        headers: hr,
        data: { status: 'shortlisted' },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      expect(await json(moved)).toMatchObject({ status: 'shortlisted' });
      const noted = await request.post(`${desk}/applications/${reference}/notes`, {
        headers: hr,
        data: { text: 'Call for an interview next week.' },
      });
      expect(noted.status(), await noted.text()).toBe(200);
      expect((await json(noted)).notes).toEqual([
        expect.objectContaining({
          text: 'Call for an interview next week.',
          authorEmail: hrAccount.email,
        }),
      ]);

      // An editor and the pharmacovigilance team are refused the list and the CV.
      const editor = await signIn(request, base, editorAccount);
      const pv = await signInSettingUpSecondFactor(request, base, pvAccount);
      for (const refusedSession of [editor, pv]) {
        const refusedList = await request.get(`${desk}/applications`, {
          headers: refusedSession,
        });
        expect(refusedList.status()).toBe(403);
        expect(await refusedList.text()).not.toContain(reference);
        const refusedCv = await request.get(`${desk}/applications/${reference}/cv`, {
          headers: refusedSession,
        });
        expect(refusedCv.status()).toBe(403);
        expect(await refusedCv.text()).not.toContain(applicant.name);
      }

      // The administrator reads each step, by HR, from where it came; HR cannot read the trail.
      const audit = await request.get(`${desk}/audit?reference=${reference}`, { headers: admin });
      expect(audit.status()).toBe(200);
      const { entries } = (await json(audit)) as {
        entries: { action: string; userEmail: string; clientAddress: string; detail: unknown }[];
      };
      expect(entries.map((entry) => entry.action)).toEqual([
        'note',
        'status',
        'download_cv',
        'view',
      ]);
      expect(entries[1]!.detail).toEqual({ from: 'new', to: 'shortlisted' });
      for (const entry of entries) {
        expect(entry.userEmail).toBe(hrAccount.email);
        expect(entry.clientAddress).toBe('127.0.0.1');
      }
      expect((await request.get(`${desk}/audit`, { headers: hr })).status()).toBe(403);

      // The desk in the admin, rendered by the server: the list with the deletion day, the
      // application with its answers (and for the administrator its trail), a refusal for the editor.
      const deskPage = `${base}/admin/hr`;
      const listPage = await (await request.get(deskPage, { headers: hr })).text();
      expect(listPage).toContain(reference);
      expect(listPage).toContain(retentionEnd(opening!, received).toISOString().slice(0, 10));
      expect(listPage).toContain('Shortlisted');
      const hrPage = await (await request.get(`${deskPage}/${reference}`, { headers: hr })).text();
      expect(hrPage).toContain(applicant.email);
      expect(hrPage).toContain(`/admin/api/hr/applications/${reference}/cv`);
      expect(hrPage).not.toContain('Audit trail');
      const adminPage = await (
        await request.get(`${deskPage}/${reference}`, { headers: admin })
      ).text();
      expect(adminPage).toContain('Audit trail');
      expect(adminPage).toContain('Downloaded the CV');
      const refused = await (await request.get(deskPage, { headers: editor })).text();
      expect(refused).toContain('open to HR and administrators only');
      expect(refused).not.toContain(reference);
    });

    test('neither applications nor reports are reachable through REST or GraphQL, and bad input reveals nothing', async ({
      request,
    }) => {
      test.setTimeout(120_000);
      expect(reference, 'the first test stored an application').not.toBe('');
      const admin = await signIn(request, base);
      // A report too, where the market takes them: its data must not leak either.
      const report = humanReport();
      const takesReports = market.config.features.adverseEffectReports;
      if (takesReports) {
        const posted = await request.post(`${base}/api/reports`, {
          data: { locale, report },
        });
        expect(posted.status(), await posted.text()).toBe(201);
      }

      // No collection holds them: the REST API answers 404 to anyone, and the administrator's
      // permissions name no such collection.
      for (const slug of ['applications', 'reports', 'report-cases', 'application-notes']) {
        for (const headers of [admin, {}]) {
          const listed = await request.get(`${api}/${slug}`, { headers });
          expect([slug, listed.status()]).toEqual([slug, 404]);
          expect(await listed.text()).not.toContain(applicant.name);
        }
      }
      const access = await json(await request.get(`${api}/access`, { headers: admin }));
      const collections = Object.keys(access.collections as object);
      expect(collections).toContain('users');
      expect(collections.filter((slug) => /report|application|cv/i.test(slug))).toEqual([]);

      // GraphQL has no such query, for the administrator either.
      const graphql = await request.post(`${api}/graphql`, {
        headers: admin,
        data: { query: '{ Applications { docs { id } } Reports { docs { id } } }' },
      });
      const answer = await graphql.text();
      const { errors } = JSON.parse(answer) as { errors: { message: string }[] };
      expect(errors.map((error) => error.message)).toEqual([
        'Cannot query field "Applications" on type "Query".',
        'Cannot query field "Reports" on type "Query".',
      ]);
      expect(answer).not.toContain(applicant.name);

      // Bad input to the desks: a 4xx JSON refusal with a code and a sentence, no stack, nothing
      // of what is stored.
      const bad = [
        await request.post(`${api}/hr/applications/${reference}/status`, {
          headers: { ...admin, 'content-type': 'application/json' },
          data: '{"status": ',
        }),
        await request.post(`${api}/hr/applications/${reference}/status`, {
          headers: admin,
          data: { status: `hired\n${applicant.name}` },
        }),
        await request.post(`${api}/hr/applications/${reference}/notes`, {
          headers: admin,
          data: { text: 'x'.repeat(5000) },
        }),
        await request.get(`${api}/hr/applications/${encodeURIComponent('APP-2026-%00')}/cv`, {
          headers: admin,
        }),
        await request.get(`${api}/hr/audit?reference=${'APP-'.repeat(60)}`, { headers: admin }),
        ...(takesReports
          ? [
              await request.get(`${api}/pv/reports?status=${encodeURIComponent('<script>')}`, {
                headers: admin,
              }),
              await request.post(`${api}/pv/reports/NUS-2026-999999/notes`, {
                headers: admin,
                data: { text: 'A note on nothing.' },
              }),
            ]
          : []),
      ];
      for (const response of bad) {
        expect(response.status()).toBeGreaterThanOrEqual(400);
        expect(response.status()).toBeLessThan(500);
        expect(response.headers()['content-type']).toContain('application/json');
        const body = await response.text();
        expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['error', 'message']);
        expect(body).not.toMatch(/\bat .+:\d+:\d+|stack/);
        expect(body).not.toContain(applicant.name);
        expect(body).not.toContain(report.medicine.drugName);
      }

      // Nor did the server write any of it to its log.
      const output = app!.output();
      for (const secret of [
        applicant.name,
        applicant.email,
        applicant.phone,
        report.medicine.drugName,
      ]) {
        expect(output).not.toContain(secret);
      }
    });
  });
}
